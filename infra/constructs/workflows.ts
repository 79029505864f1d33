import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as tasks from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { WORKFLOW_HANDLERS } from '../../lib/api/routes.js';
import { ServiceFunction, type CodeSource } from './service-function.js';

export type WorkflowHandler = (typeof WORKFLOW_HANDLERS)[number];

/** Memory and time per task: the page fetch runs Chromium, the rewrite may wait on a model. */
const SIZING: Partial<Record<WorkflowHandler, { memorySize: number; timeout: Duration }>> = {
  'workflow/fetch-page': { memorySize: 2048, timeout: Duration.seconds(120) },
  'workflow/rewrite': { memorySize: 512, timeout: Duration.seconds(60) },
  'workflow/deliver-webhook': { memorySize: 256, timeout: Duration.seconds(30) },
};

/** Retry a task on transient Lambda and runtime faults (not on the scan's own outcomes). */
const TRANSIENT_ERRORS = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
  'Lambda.Unknown',
  'TRANSIENT',
];

export interface WorkflowsProps {
  code: CodeSource;
  environment: Record<string, string>;
  /** The execution role of each task function (shared where the permissions are the same). */
  roleOf: (handler: WorkflowHandler) => iam.IRole;
  /** The functions' log group (shared; each stream carries its function's name). */
  functionLogs: logs.ILogGroup;
}

/**
 * The two state machines. The scan chain (fetch -> Map over the 27 check groups -> score ->
 * rewrite -> persist) is built by one function and used by both: the Express machine runs it for
 * sync scans; the Standard machine runs it per URL inside a Map for async scans and batches, then
 * delivers webhooks with a Wait-loop whose delays come from the configured retry schedule. A
 * `redeliver` job enters that loop directly with deliveries taken out of the dead-letter queue.
 */
export class Workflows extends Construct {
  readonly functions: Record<WorkflowHandler, lambda.Function>;
  readonly scanMachine: sfn.StateMachine;
  readonly jobsMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: WorkflowsProps) {
    super(scope, id);
    const functions = {} as Record<WorkflowHandler, lambda.Function>;
    for (const handler of WORKFLOW_HANDLERS) {
      const name = handler.split('/')[1];
      functions[handler] = new ServiceFunction(this, pascal(name), {
        handler,
        code: props.code,
        environment: props.environment,
        role: props.roleOf(handler),
        logGroup: props.functionLogs,
        ...SIZING[handler],
      }).fn;
    }
    this.functions = functions;

    const scanScope = new Construct(this, 'Scan');
    const scanFailed = new sfn.Fail(scanScope, 'Scan failed', {
      errorPath: sfn.JsonPath.stringAt('$.failure.code'),
      causePath: sfn.JsonPath.stringAt('$.failure.message'),
    });
    const sync = scanChain(scanScope, functions, { onFailure: scanFailed, resultPath: '$.result' });
    this.scanMachine = new sfn.StateMachine(this, 'ScanMachine', {
      stateMachineType: sfn.StateMachineType.EXPRESS,
      definitionBody: sfn.DefinitionBody.fromChainable(sync),
      timeout: Duration.minutes(5),
      tracingEnabled: true,
      logs: {
        destination: new logs.LogGroup(this, 'ScanMachineLogs', {
          retention: logs.RetentionDays.ONE_MONTH,
          // Logs are not data: cdk destroy removes them with the machine.
          removalPolicy: RemovalPolicy.DESTROY,
        }),
        level: sfn.LogLevel.ERROR,
        includeExecutionData: false,
      },
    });

    const jobsScope = new Construct(this, 'Jobs');
    const scanEach = new sfn.Map(jobsScope, 'Scan each URL', {
      itemsPath: '$.scans',
      itemSelector: {
        'scan_id.$': '$$.Map.Item.Value.scan_id',
        'url.$': '$$.Map.Item.Value.url',
        'account_id.$': '$.account_id',
        'options.$': '$.options',
      },
      maxConcurrency: 10,
      resultPath: '$.outcomes',
    });
    const iterationDone = new sfn.Pass(jobsScope, 'Scan outcome recorded');
    scanEach.itemProcessor(
      scanChain(jobsScope, functions, { onFailure: iterationDone, resultPath: '$.result' }),
    );

    const prepare = invoke(
      jobsScope,
      'Prepare deliveries',
      functions['workflow/prepare-deliveries'],
      '$.deliveries',
    );
    const deliverEach = new sfn.Map(jobsScope, 'Deliver each event', {
      itemsPath: '$.deliveries.items',
      maxConcurrency: 10,
      resultPath: '$.delivered',
    });
    const deliver = invoke(jobsScope, 'Deliver webhook', functions['workflow/deliver-webhook'], '$');
    const deadLetter = invoke(jobsScope, 'Dead-letter event', functions['workflow/dead-letter'], '$');
    // A delivery step that fails outright (not a failed attempt: those are its result) must not
    // leave the event pending with no loop behind it; the dead-letter queue takes it instead.
    deliver.addCatch(deadLetter, { errors: ['States.ALL'], resultPath: '$.error' });
    const wait = new sfn.Wait(jobsScope, 'Wait before retry', {
      time: sfn.WaitTime.secondsPath('$.next_delay_seconds'),
    });
    const done = new sfn.Succeed(jobsScope, 'Delivery finished');
    deliverEach.itemProcessor(
      deliver.next(
        new sfn.Choice(jobsScope, 'Delivered?')
          .when(sfn.Condition.stringEquals('$.status', 'delivered'), done)
          .when(sfn.Condition.stringEquals('$.status', 'skipped'), done)
          .when(sfn.Condition.stringEquals('$.status', 'exhausted'), deadLetter.next(done))
          .otherwise(wait.next(deliver)),
      ),
    );
    this.jobsMachine = new sfn.StateMachine(this, 'JobsMachine', {
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromChainable(
        // A redelivery job (admin `deliveries redeliver`) carries its deliveries and skips the scans.
        new sfn.Choice(jobsScope, 'Job kind?')
          .when(sfn.Condition.stringEquals('$.kind', 'redeliver'), deliverEach)
          .otherwise(scanEach.next(prepare).next(deliverEach)),
      ),
      timeout: Duration.hours(24),
      tracingEnabled: true,
    });
  }
}

function pascal(name: string): string {
  return name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
}

/** A Lambda task whose output is the function's return value, retried on transient faults. */
function invoke(
  scope: Construct,
  name: string,
  fn: lambda.IFunction,
  resultPath: string | null,
): tasks.LambdaInvoke {
  const task = new tasks.LambdaInvoke(scope, name, {
    lambdaFunction: fn,
    payloadResponseOnly: true,
    retryOnServiceExceptions: false,
    // "$" is the default (the result replaces the input); left out because aws-local-stepfunctions
    // reads an explicit "$" as a key named "$".
    resultPath: resultPath === null ? sfn.JsonPath.DISCARD : resultPath === '$' ? undefined : resultPath,
  });
  task.addRetry({
    errors: TRANSIENT_ERRORS,
    interval: Duration.seconds(2),
    maxAttempts: 3,
    backoffRate: 2,
    jitterStrategy: sfn.JitterType.FULL,
  });
  return task;
}

/**
 * fetch -> Map over the 27 check groups -> score -> rewrite -> persist. Any failure goes to
 * "Record failure" (marks the scan failed and refunds its credit), then to `onFailure`.
 */
function scanChain(
  scope: Construct,
  fns: Record<WorkflowHandler, lambda.Function>,
  opts: { onFailure: sfn.IChainable; resultPath: string },
): sfn.IChainable {
  const recordFailure = invoke(scope, 'Record failure', fns['workflow/record-failure'], '$.failure');
  recordFailure.next(opts.onFailure);

  const fetchPage = invoke(scope, 'Fetch page', fns['workflow/fetch-page'], '$.page');
  // The second extraction attempt happens inside the task (acquire.ts), where it can reuse the
  // first attempt's browser and knows which failures are worth repeating.
  const runChecks = new sfn.Map(scope, 'Run check groups', {
    itemsPath: '$.page.groups',
    itemSelector: {
      'scan_id.$': '$.scan_id',
      'model_key.$': '$.page.model_key',
      'group.$': '$$.Map.Item.Value',
    },
    maxConcurrency: 27,
    resultPath: '$.checks',
  });
  runChecks.itemProcessor(invoke(scope, 'Run check group', fns['workflow/run-check-group'], '$'));
  const score = invoke(scope, 'Score', fns['workflow/score'], '$.score');
  const rewrite = invoke(scope, 'Rewrite', fns['workflow/rewrite'], '$.rewrite');
  const persist = invoke(scope, 'Persist', fns['workflow/persist'], opts.resultPath);

  const steps = [fetchPage, runChecks, score, rewrite, persist];
  for (const step of steps) step.addCatch(recordFailure, { errors: ['States.ALL'], resultPath: '$.error' });
  return sfn.Chain.start(fetchPage).next(runChecks).next(score).next(rewrite).next(persist);
}
