import { taskHandler } from '../../lib/runtime/task-handler.js';
import { deadLetterTask } from '../../lib/workflow/dead-letter.js';

export const handler = taskHandler(deadLetterTask);
