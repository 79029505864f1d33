import { taskHandler } from '../../lib/runtime/task-handler.js';
import { persistTask } from '../../lib/workflow/persist.js';

export const handler = taskHandler(persistTask);
