import { taskHandler } from '../../lib/runtime/task-handler.js';
import { deadLetterTask } from '../../lib/scans/job-tasks.js';

export const handler = taskHandler(deadLetterTask);
