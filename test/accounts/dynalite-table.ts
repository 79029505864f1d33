import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { localDynamoClient, startDynalite } from '../../infra/local/local-store.js';
import { Table } from '../../lib/store/table.js';

/**
 * An in-memory dynalite with the service's table layout (pk/sk and the gsi1 index), without
 * synthesizing the whole stack: for tests of the repositories that need a real DynamoDB API.
 */
export async function startTestTable(): Promise<{ table: Table; close(): Promise<void> }> {
  const dynamo = await startDynalite(null);
  const client = localDynamoClient(dynamo.endpoint);
  const name = 'service-table';
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
        { AttributeName: 'gsi1pk', AttributeType: 'S' },
        { AttributeName: 'gsi1sk', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  return { table: new Table(name, client), close: () => dynamo.close() };
}
