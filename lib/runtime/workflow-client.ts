import { SFNClient, StartExecutionCommand, StartSyncExecutionCommand } from '@aws-sdk/client-sfn';

export type SyncRunResult =
  | { status: 'succeeded'; output: Record<string, unknown> }
  | { status: 'failed'; error: string; cause: string };

/** Starts the state machines: Step Functions on AWS, aws-local-stepfunctions in the embedded runtime. */
export interface WorkflowClient {
  /** Run the Express scan machine and wait for its end (StartSyncExecution). */
  runScan(input: Record<string, unknown>): Promise<SyncRunResult>;
  /** Start the Standard jobs machine (async scans and batches); returns the execution id. */
  startJobs(name: string, input: Record<string, unknown>): Promise<string>;
}

export class StepFunctionsWorkflowClient implements WorkflowClient {
  constructor(
    private readonly client: SFNClient,
    private readonly scanMachineArn: string,
    private readonly jobsMachineArn: string,
  ) {}

  async runScan(input: Record<string, unknown>): Promise<SyncRunResult> {
    const res = await this.client.send(
      new StartSyncExecutionCommand({ stateMachineArn: this.scanMachineArn, input: JSON.stringify(input) }),
    );
    if (res.status === 'SUCCEEDED') return { status: 'succeeded', output: JSON.parse(res.output ?? '{}') };
    return { status: 'failed', error: res.error ?? 'SCAN_FAILED', cause: res.cause ?? '' };
  }

  async startJobs(name: string, input: Record<string, unknown>): Promise<string> {
    try {
      const res = await this.client.send(
        new StartExecutionCommand({
          stateMachineArn: this.jobsMachineArn,
          name,
          input: JSON.stringify(input),
        }),
      );
      return res.executionArn!;
    } catch (err) {
      // The execution name is the job id: a redelivered queue message must not start it twice.
      if ((err as { name?: string }).name === 'ExecutionAlreadyExists') return name;
      throw err;
    }
  }
}
