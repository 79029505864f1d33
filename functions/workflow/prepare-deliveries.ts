import { taskHandler } from '../../lib/runtime/task-handler.js';
import { prepareDeliveriesTask } from '../../lib/scans/job-tasks.js';

export const handler = taskHandler(prepareDeliveriesTask);
