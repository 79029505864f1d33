import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';

export type Item = Record<string, unknown>;

/** A conditional write lost its condition (the item changed or already exists). */
export class ConditionFailedError extends Error {
  constructor(message = 'condition failed') {
    super(message);
    this.name = 'ConditionFailedError';
  }
}

function isConditionFailure(err: unknown): boolean {
  return (err as { name?: string })?.name === 'ConditionalCheckFailedException';
}

/**
 * The single DynamoDB table (single-table design; keys in docs/architecture.md). Writes are
 * conditional single-item updates, never transactions, so the same code runs on dynalite.
 */
export class Table {
  readonly doc: DynamoDBDocumentClient;

  constructor(
    readonly name: string,
    client: DynamoDBClient,
  ) {
    this.doc = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
    });
  }

  async get<T extends object>(pk: string, sk: string, consistent = true): Promise<T | null> {
    const res = await this.doc.send(
      new GetCommand({ TableName: this.name, Key: { pk, sk }, ConsistentRead: consistent }),
    );
    return (res.Item as T | undefined) ?? null;
  }

  /** Put an item; with `ifAbsent` the write fails with ConditionFailedError when the key exists. */
  async put<T extends { pk: string; sk: string }>(item: T, opts: { ifAbsent?: boolean } = {}): Promise<void> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.name,
          Item: item,
          ConditionExpression: opts.ifAbsent ? 'attribute_not_exists(pk)' : undefined,
        }),
      );
    } catch (err) {
      if (isConditionFailure(err)) throw new ConditionFailedError(`item ${item.pk}/${item.sk} exists`);
      throw err;
    }
  }

  /** A raw update; returns the item's new attributes. Condition failures become ConditionFailedError. */
  async update<T extends object>(input: Omit<UpdateCommandInput, 'TableName' | 'ReturnValues'>): Promise<T> {
    try {
      const res = await this.doc.send(
        new UpdateCommand({ ...input, TableName: this.name, ReturnValues: 'ALL_NEW' }),
      );
      return res.Attributes as T;
    } catch (err) {
      if (isConditionFailure(err)) throw new ConditionFailedError();
      throw err;
    }
  }

  async delete(pk: string, sk: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.name, Key: { pk, sk } }));
  }

  async query<T extends object>(
    input: Omit<QueryCommandInput, 'TableName'>,
  ): Promise<{ items: T[]; lastKey?: Item }> {
    const res = await this.doc.send(new QueryCommand({ ...input, TableName: this.name }));
    return { items: (res.Items as T[]) ?? [], lastKey: res.LastEvaluatedKey };
  }
}
