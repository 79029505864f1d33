import { taskHandler } from '../../lib/runtime/task-handler.js';
import { runCheckGroupTask } from '../../lib/workflow/run-check-group.js';

export const handler = taskHandler(runCheckGroupTask);
