import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import type { CfnTemplate } from '../synth.js';
import { resourcesOfType } from './template.js';

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** dynalite (DynamoDB's API over LevelDB) on 127.0.0.1: on disk under `dir`, or in memory. */
export async function startDynalite(
  dir: string | null,
): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server: Server = dynalite({
    path: dir ? path.join(dir, 'dynamodb') : undefined,
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
}

/**
 * Create the template's tables (keys, indexes) in the local store, named by logical id. TTL and
 * point-in-time recovery have no local meaning: reads check expiry themselves.
 */
export async function createTemplateTables(
  client: DynamoDBClient,
  template: CfnTemplate,
): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const [id, resource] of resourcesOfType(template, 'AWS::DynamoDB::Table')) {
    const p = resource.Properties as Record<string, unknown>;
    const input: CreateTableCommandInput = {
      TableName: id,
      KeySchema: p.KeySchema as CreateTableCommandInput['KeySchema'],
      AttributeDefinitions: p.AttributeDefinitions as CreateTableCommandInput['AttributeDefinitions'],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes:
        (p.GlobalSecondaryIndexes as CreateTableCommandInput['GlobalSecondaryIndexes']) ?? undefined,
    };
    try {
      await client.send(new DescribeTableCommand({ TableName: id }));
    } catch {
      await client.send(new CreateTableCommand(input));
    }
    names[id] = id;
  }
  return names;
}
