import { taskHandler } from '../../lib/runtime/task-handler.js';
import { recordFailureTask } from '../../lib/scans/scan-tasks.js';

export const handler = taskHandler(recordFailureTask);
