import { taskHandler } from '../../lib/runtime/task-handler.js';
import { fetchPageTask } from '../../lib/scans/scan-tasks.js';

export const handler = taskHandler(fetchPageTask);
