import { taskHandler } from '../../lib/runtime/task-handler.js';
import { prepareDeliveriesTask } from '../../lib/workflow/prepare-deliveries.js';

export const handler = taskHandler(prepareDeliveriesTask);
