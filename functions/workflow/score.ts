import { taskHandler } from '../../lib/runtime/task-handler.js';
import { scoreTask } from '../../lib/scans/scan-tasks.js';

export const handler = taskHandler(scoreTask);
