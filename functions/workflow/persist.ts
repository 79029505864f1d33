import { taskHandler } from '../../lib/runtime/task-handler.js';
import { persistTask } from '../../lib/scans/scan-tasks.js';

export const handler = taskHandler(persistTask);
