import { taskHandler } from '../../lib/runtime/task-handler.js';
import { deliverWebhookTask } from '../../lib/workflow/deliver-webhook.js';

export const handler = taskHandler(deliverWebhookTask);
