import { taskHandler } from '../../lib/runtime/task-handler.js';
import { fetchPageTask } from '../../lib/workflow/fetch-page.js';

export const handler = taskHandler(fetchPageTask);
