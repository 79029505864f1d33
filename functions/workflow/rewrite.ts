import { taskHandler } from '../../lib/runtime/task-handler.js';
import { rewriteTask } from '../../lib/workflow/rewrite.js';

export const handler = taskHandler(rewriteTask);
