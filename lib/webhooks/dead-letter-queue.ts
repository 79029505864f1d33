import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { DeadLetterMessage } from './dead-lettering.js';

/**
 * How soon a released message is visible again. Not 0: fauxqs with a data folder loses a message
 * whose visibility is set to 0 (it leaves the in-flight set but never re-enters the queue).
 */
const RELEASE_SECONDS = 1;

/** One message of the webhook dead-letter queue, held invisible until released or deleted. */
export interface HeldDeadLetter {
  message: DeadLetterMessage;
  receiptHandle: string;
}

/**
 * Reads the webhook dead-letter queue (the write side is Services.webhookDeadLetters). SQS has no
 * "peek": messages are received with a visibility timeout, which hides them from other readers
 * while one command works on them, then deleted (redelivered) or released (only listed).
 */
export class WebhookDeadLetterQueue {
  constructor(
    private readonly client: SQSClient,
    private readonly queueUrl: string,
    /** Seconds a held message stays hidden if this process dies before releasing it. */
    private readonly holdSeconds = 60,
  ) {}

  /** Every message now in the queue, each once, all held until `release` or `remove`. */
  async holdAll(): Promise<HeldDeadLetter[]> {
    const held = new Map<string, HeldDeadLetter>();
    for (;;) {
      const res = await this.client.send(
        new ReceiveMessageCommand({
          QueueUrl: this.queueUrl,
          MaxNumberOfMessages: 10,
          VisibilityTimeout: this.holdSeconds,
          WaitTimeSeconds: 1,
        }),
      );
      const messages = res.Messages ?? [];
      if (!messages.length) break;
      for (const m of messages) {
        if (!m.MessageId || !m.ReceiptHandle || held.has(m.MessageId)) continue;
        held.set(m.MessageId, {
          message: JSON.parse(m.Body ?? '{}') as DeadLetterMessage,
          receiptHandle: m.ReceiptHandle,
        });
      }
    }
    return [...held.values()];
  }

  /** Make held messages visible again (after a second). */
  async release(messages: HeldDeadLetter[]): Promise<void> {
    for (let i = 0; i < messages.length; i += 10) {
      const chunk = messages.slice(i, i + 10);
      await this.client.send(
        new ChangeMessageVisibilityBatchCommand({
          QueueUrl: this.queueUrl,
          Entries: chunk.map((m, j) => ({
            Id: String(j),
            ReceiptHandle: m.receiptHandle,
            VisibilityTimeout: RELEASE_SECONDS,
          })),
        }),
      );
    }
  }

  async remove(message: HeldDeadLetter): Promise<void> {
    await this.client.send(
      new DeleteMessageCommand({ QueueUrl: this.queueUrl, ReceiptHandle: message.receiptHandle }),
    );
  }
}
