import { taskHandler } from '../../lib/runtime/task-handler.js';
import { fetchPageTask } from '../../lib/scans/fetch-page-task.js';

export const handler = taskHandler(fetchPageTask);
