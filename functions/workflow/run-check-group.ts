import { taskHandler } from '../../lib/runtime/task-handler.js';
import { runCheckGroupTask } from '../../lib/scans/scan-tasks.js';

export const handler = taskHandler(runCheckGroupTask);
