import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const loaded = new Map<string, Promise<LambdaHandler>>();

/**
 * The real handler module of functions/<id>.ts, imported once. The path is a pattern, not a
 * computed string: esbuild bundles every file it matches into the embedded runtime's build (one
 * module graph, so handlers share the runtime's services), and from source tsx loads the file.
 */
export function loadHandler(handlerId: string): Promise<LambdaHandler> {
  let p = loaded.get(handlerId);
  if (!p) {
    if (!/^[a-z]+\/[a-z0-9-]+$/.test(handlerId)) return Promise.reject(new Error(`no handler ${handlerId}`));
    const [folder, name] = handlerId.split('/');
    p = import(`../../functions/${folder}/${name}.ts`).then((m: { handler?: LambdaHandler }) => {
      if (typeof m.handler !== 'function') throw new Error(`functions/${handlerId}.ts exports no handler`);
      return m.handler;
    });
    loaded.set(handlerId, p);
  }
  return p;
}

function lambdaContext(handlerId: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const name = handlerId.replace(/\//g, '-');
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * Invoke a handler as Lambda would: the event and the result cross a JSON boundary, so nothing
 * that would not survive serialisation on AWS works here by accident.
 */
export async function invokeLambda(handlerId: string, event: unknown, timeoutMs = 300_000): Promise<unknown> {
  const handler = await loadHandler(handlerId);
  const result = await handler(
    JSON.parse(JSON.stringify(event ?? null)),
    lambdaContext(handlerId, timeoutMs),
  );
  return result === undefined ? null : JSON.parse(JSON.stringify(result));
}
