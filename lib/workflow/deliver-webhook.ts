import type { Services } from '../runtime/services.js';
import { deliverOnce } from '../webhooks/delivery-attempts.js';
import type { DeliveryState } from '../webhooks/delivery-records.js';

/** "Deliver webhook": one signed POST of one event; its result says whether to wait and retry. */
export const deliverWebhookTask = (svc: Services, input: DeliveryState) => deliverOnce(svc, input);
