import { taskHandler } from '../../lib/runtime/task-handler.js';
import { recordFailureTask } from '../../lib/workflow/record-failure.js';

export const handler = taskHandler(recordFailureTask);
