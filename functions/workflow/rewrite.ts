import { taskHandler } from '../../lib/runtime/task-handler.js';
import { rewriteTask } from '../../lib/scans/scan-tasks.js';

export const handler = taskHandler(rewriteTask);
