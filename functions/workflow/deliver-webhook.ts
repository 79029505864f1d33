import { taskHandler } from '../../lib/runtime/task-handler.js';
import { deliverWebhookTask } from '../../lib/scans/job-tasks.js';

export const handler = taskHandler(deliverWebhookTask);
