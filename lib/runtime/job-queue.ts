import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';

/** Async scan jobs wait here between the API and the Standard workflow. */
export interface JobQueue {
  send(body: Record<string, unknown>): Promise<void>;
}

export class SqsJobQueue implements JobQueue {
  constructor(
    private readonly client: SQSClient,
    private readonly queueUrl: string,
  ) {}

  async send(body: Record<string, unknown>): Promise<void> {
    await this.client.send(
      new SendMessageCommand({ QueueUrl: this.queueUrl, MessageBody: JSON.stringify(body) }),
    );
  }
}
