import { ConditionFailedError, type Table } from '../../lib/store/table.js';
import type { ExecutionJournal } from './local-workflows.js';

interface JournalItem {
  pk: string;
  sk: 'EXECUTION';
  name: string;
  input: string;
  started_at: string;
  finished_at?: string;
  /** Present while unfinished: the sparse index lists exactly the executions to resume. */
  gsi1pk?: string;
  gsi1sk?: string;
}

const UNFINISHED = 'EXECUTIONS#unfinished';

/** The journal of Standard executions, in the service's own table. */
export function tableJournal(table: Table): ExecutionJournal {
  const key = (name: string) => ({ pk: `EXECUTION#${name}`, sk: 'EXECUTION' as const });
  return {
    async started(name, input) {
      const item: JournalItem = {
        ...key(name),
        name,
        input: JSON.stringify(input),
        started_at: new Date().toISOString(),
        gsi1pk: UNFINISHED,
        gsi1sk: name,
      };
      try {
        await table.put(item, { ifAbsent: true });
        return true;
      } catch (err) {
        if (err instanceof ConditionFailedError) return false;
        throw err;
      }
    },
    async finished(name) {
      await table.update({
        Key: key(name),
        UpdateExpression: 'SET finished_at = :now REMOVE gsi1pk, gsi1sk',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      });
    },
    async unfinished() {
      const res = await table.query<JournalItem>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': UNFINISHED },
      });
      return res.items.map((i) => ({ name: i.name, input: JSON.parse(i.input) as Record<string, unknown> }));
    },
  };
}
