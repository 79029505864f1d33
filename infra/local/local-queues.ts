import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { startFauxqs } from 'fauxqs';
import { Server as NetServer, type ListenOptions } from 'node:net';
import * as path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { logger } from '../../lib/runtime/logger.js';
import type { CfnTemplate } from '../synth.js';
import { invokeLambda } from './lambda-invoker.js';
import { LOCAL_CREDENTIALS } from './local-store.js';
import { functionHandlers, resourcesOfType } from './template.js';

export interface LocalQueues {
  endpoint: string;
  client: SQSClient;
  /** Queue URL by logical id of the template's AWS::SQS::Queue. */
  urls: Record<string, string>;
  close(): Promise<void>;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/**
 * Runs `start` with every wildcard listen() rewritten to 127.0.0.1. fauxqs 2.4 listens on 0.0.0.0
 * whatever its `host` option says (that option only names the host in queue URLs), which would put
 * the queues (and its S3 and SNS emulations) on every interface of the machine. Only the listen
 * calls made while `start` runs are touched, and the runtime starts its parts one after another.
 */
async function listeningOnLoopback<T>(start: () => Promise<T>): Promise<T> {
  const listen = NetServer.prototype.listen;
  NetServer.prototype.listen = function (this: NetServer, ...args: unknown[]) {
    const first = args[0] as ListenOptions | undefined;
    if (first && typeof first === 'object' && WILDCARD_HOSTS.has(first.host ?? ''))
      args[0] = { ...first, host: '127.0.0.1' };
    return (listen as (...a: unknown[]) => NetServer).apply(this, args);
  } as typeof listen;
  try {
    return await start();
  } finally {
    NetServer.prototype.listen = listen;
  }
}

/**
 * fauxqs (the SQS JSON protocol, in process) with the template's queues and their redrive
 * policies; state persists under `dir` when given.
 */
export async function startLocalQueues(template: CfnTemplate, dir: string | null): Promise<LocalQueues> {
  if (dir) await mkdir(path.join(dir, 'sqs'), { recursive: true });
  const server = await listeningOnLoopback(() =>
    startFauxqs({
      port: 0,
      logger: false,
      host: '127.0.0.1',
      dataDir: dir ? path.join(dir, 'sqs') : undefined,
    }),
  );
  if (new URL(server.address).hostname !== '127.0.0.1') {
    await server.stop();
    throw new Error(`fauxqs listens on ${server.address}, not on loopback; refusing to run`);
  }
  const queues = resourcesOfType(template, 'AWS::SQS::Queue');
  const arns: Record<string, string> = {};
  const urls: Record<string, string> = {};
  // Dead-letter queues first, so a redrive policy can name their ARN.
  const ordered = [...queues].sort(
    ([, a], [, b]) =>
      Number(Boolean(a.Properties?.RedrivePolicy)) - Number(Boolean(b.Properties?.RedrivePolicy)),
  );
  for (const [id, q] of ordered) {
    const attributes: Record<string, string> = {};
    const p = (q.Properties ?? {}) as Record<string, unknown>;
    if (typeof p.VisibilityTimeout === 'number') attributes.VisibilityTimeout = String(p.VisibilityTimeout);
    if (typeof p.MessageRetentionPeriod === 'number')
      attributes.MessageRetentionPeriod = String(p.MessageRetentionPeriod);
    const redrive = p.RedrivePolicy as
      { deadLetterTargetArn: { 'Fn::GetAtt': [string, string] }; maxReceiveCount: number } | undefined;
    if (redrive) {
      attributes.RedrivePolicy = JSON.stringify({
        deadLetterTargetArn: arns[redrive.deadLetterTargetArn['Fn::GetAtt'][0]],
        maxReceiveCount: redrive.maxReceiveCount,
      });
    }
    const created = server.createQueue(id, { attributes });
    arns[id] = created.queueArn;
    urls[id] = created.queueUrl;
  }
  const endpoint = server.address;
  return {
    endpoint,
    client: new SQSClient({
      endpoint,
      region: 'us-east-1',
      credentials: LOCAL_CREDENTIALS,
      useQueueUrlAsEndpoint: false,
    }),
    urls,
    close: () => server.stop(),
  };
}

/**
 * What Lambda's SQS event source mapping does: long-poll the queue, hand batches to the consumer
 * function, delete what it did not report as failed. Failed messages come back after their
 * visibility timeout and, past maxReceiveCount, move to the dead-letter queue.
 */
export function pollQueue(
  queues: LocalQueues,
  template: CfnTemplate,
  queueLogicalId: string,
): { stop(): Promise<void> } {
  const mapping = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').find(([, m]) => {
    const arn = (m.Properties?.EventSourceArn as { 'Fn::GetAtt'?: [string, string] })?.['Fn::GetAtt'];
    return arn?.[0] === queueLogicalId;
  });
  if (!mapping) throw new Error(`no event source mapping reads ${queueLogicalId}`);
  const fnRef = mapping[1].Properties?.FunctionName as { Ref: string };
  const handlerId = functionHandlers(template).get(fnRef.Ref);
  if (!handlerId) throw new Error(`the consumer of ${queueLogicalId} has no handler`);
  const queueUrl = queues.urls[queueLogicalId];
  const controller = new AbortController();
  const loop = (async () => {
    while (!controller.signal.aborted) {
      try {
        const res = await queues.client.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: 10,
            WaitTimeSeconds: 1,
            MessageSystemAttributeNames: ['All'],
          }),
          { abortSignal: controller.signal },
        );
        const messages = res.Messages ?? [];
        if (!messages.length) continue;
        const event: SQSEvent = {
          Records: messages.map((m) => ({
            messageId: m.MessageId!,
            receiptHandle: m.ReceiptHandle!,
            body: m.Body ?? '',
            attributes: (m.Attributes ?? {}) as SQSEvent['Records'][number]['attributes'],
            messageAttributes: {},
            md5OfBody: m.MD5OfBody ?? '',
            eventSource: 'aws:sqs',
            eventSourceARN: queueLogicalId,
            awsRegion: 'us-east-1',
          })),
        };
        const out = (await invokeLambda(handlerId, event)) as SQSBatchResponse | null;
        const failed = new Set((out?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        const done = messages.filter((m) => !failed.has(m.MessageId!));
        if (done.length) {
          await queues.client.send(
            new DeleteMessageBatchCommand({
              QueueUrl: queueUrl,
              Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
            }),
          );
        }
      } catch (err) {
        if (controller.signal.aborted) break;
        logger.error('queue poll failed', { err: String(err) });
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  })();
  return {
    stop: async () => {
      controller.abort();
      await loop;
    },
  };
}
