import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { JobMessage } from './job-message.js';

/** A queue of one kind of message, sent as JSON. */
export interface MessageQueue<T> {
  send(body: T): Promise<void>;
}

/** Async scan jobs wait here between the API and the Standard workflow. */
export type JobQueue = MessageQueue<JobMessage>;

export class SqsJobQueue<T = JobMessage> implements MessageQueue<T> {
  constructor(
    private readonly client: SQSClient,
    private readonly queueUrl: string,
  ) {}

  async send(body: T): Promise<void> {
    await this.client.send(
      new SendMessageCommand({ QueueUrl: this.queueUrl, MessageBody: JSON.stringify(body) }),
    );
  }
}
