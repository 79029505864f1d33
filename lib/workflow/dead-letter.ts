import type { Services } from '../runtime/services.js';
import { deadLetter } from '../webhooks/dead-lettering.js';
import type { DeliveryState } from '../webhooks/delivery-records.js';

/** "Dead-letter event": an exhausted (or failed) delivery goes to the WebhookDeadLetters queue. */
export const deadLetterTask = (svc: Services, input: DeliveryState) => deadLetter(svc, input);
