import { taskHandler } from '../../lib/runtime/task-handler.js';
import { scoreTask } from '../../lib/workflow/score.js';

export const handler = taskHandler(scoreTask);
