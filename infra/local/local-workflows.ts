import { ExecutionError, StateMachine } from 'aws-local-stepfunctions';
import type { SyncRunResult, WorkflowClient } from '../../lib/runtime/workflow-client.js';
import { logger } from '../../lib/runtime/logger.js';
import type { CfnTemplate } from '../synth.js';
import { invokeLambda } from './lambda-invoker.js';
import {
  functionHandlers,
  stateMachineDefinitions,
  taskStates,
  withTaskTimeouts,
  type AslDefinition,
} from './template.js';

/** A Task state's local time limit when the ASL sets none: the scan machine's own limit (300 s). */
const FALLBACK_TASK_TIMEOUT_SECONDS = 300;

/** What one local execution did, for tests and debugging: the states it entered, in order. */
export interface ExecutionTrace {
  machine: 'scan' | 'jobs';
  name: string;
  states: string[];
  status: 'running' | 'succeeded' | 'failed';
  error?: string;
}

/**
 * Where started Standard executions are written down until they end. Step Functions keeps a
 * Standard execution through any crash; the embedded runtime keeps this journal instead and
 * resumes what it lists at the next start.
 */
export interface ExecutionJournal {
  started(name: string, input: Record<string, unknown>): Promise<boolean>;
  finished(name: string): Promise<void>;
  unfinished(): Promise<{ name: string; input: Record<string, unknown> }[]>;
}

export interface LocalWorkflowOptions {
  /** Shorten Wait states by name (milliseconds), as tests do for the 8-hour retry schedule. */
  waitTimeOverrides?: Record<string, number>;
  retryIntervalOverrides?: Record<string, number | number[]>;
  journal?: ExecutionJournal;
  /** Told of every Task invocation when it ends (bench/scan-cost.ts measures Lambda time with it). */
  onTask?: (task: { state: string; handler: string; startedAt: number; ms: number; ok: boolean }) => void;
}

type Handlers = Record<string, (input: unknown) => Promise<never>>;

/**
 * Runs the state machines CDK synthesized with aws-local-stepfunctions, every Task state bound to
 * the real handler of the Lambda function its Resource names. Nothing here restates the ASL.
 */
export class LocalWorkflowClient implements WorkflowClient {
  readonly traces: ExecutionTrace[] = [];
  private readonly machines: Record<
    'scan' | 'jobs',
    { definition: AslDefinition; machine: StateMachine; handlers: Handlers }
  >;
  private readonly running = new Map<string, Promise<void>>();
  private readonly bound: Record<'scan' | 'jobs', Record<string, string>> = { scan: {}, jobs: {} };

  constructor(
    template: CfnTemplate,
    private readonly options: LocalWorkflowOptions = {},
  ) {
    const handlersById = functionHandlers(template);
    const defs = stateMachineDefinitions(template);
    const scanLimit = [...defs.entries()].find(([id]) => id.includes('ScanMachine'))?.[1].TimeoutSeconds;
    const taskLimit = typeof scanLimit === 'number' ? scanLimit : FALLBACK_TASK_TIMEOUT_SECONDS;
    const pick = (needle: string, kind: 'scan' | 'jobs') => {
      const entry = [...defs.entries()].find(([id]) => id.includes(needle));
      if (!entry) throw new Error(`the template has no state machine named like ${needle}`);
      // No Task state may run longer than a whole scan may (withTaskTimeouts says why).
      const definition = withTaskTimeouts(entry[1], taskLimit);
      const handlers: Handlers = {};
      for (const [stateName, resource] of taskStates(definition)) {
        const logicalId = resource.split(':').pop() ?? '';
        const handlerId = handlersById.get(logicalId);
        if (!handlerId)
          throw new Error(`Task "${stateName}" invokes ${resource}, which is no function of the template`);
        handlers[stateName] = async (input: unknown) => {
          const startedAt = performance.now();
          let ok = false;
          try {
            const output = (await invokeLambda(handlerId, input)) as never;
            ok = true;
            return output;
          } finally {
            this.options.onTask?.({
              state: stateName,
              handler: handlerId,
              startedAt,
              ms: performance.now() - startedAt,
              ok,
            });
          }
        };
        this.bound[kind][stateName] = handlerId;
      }
      return {
        definition,
        machine: new StateMachine(definition as never, { validationOptions: { checkPaths: true } }),
        handlers,
      };
    };
    this.machines = { scan: pick('ScanMachine', 'scan'), jobs: pick('JobsMachine', 'jobs') };
  }

  /** Task state name -> handler file, for each machine (what the tests assert the binding with). */
  bindings(): Record<'scan' | 'jobs', Record<string, string>> {
    return this.bound;
  }

  private async execute(
    kind: 'scan' | 'jobs',
    name: string,
    input: Record<string, unknown>,
  ): Promise<unknown> {
    const { machine, handlers } = this.machines[kind];
    const trace: ExecutionTrace = { machine: kind, name, states: [], status: 'running' };
    this.traces.push(trace);
    if (this.traces.length > 200) this.traces.shift();
    const execution = machine.run(input as never, {
      overrides: {
        taskResourceLocalHandlers: handlers as never,
        waitTimeOverrides: this.options.waitTimeOverrides,
        retryIntervalOverrides: this.options.retryIntervalOverrides,
      },
    });
    const consume = (async () => {
      for await (const event of execution.eventLogs) {
        if (event.type === 'StateEntered') trace.states.push(event.state.name);
      }
    })();
    try {
      const output = await execution.result;
      trace.status = 'succeeded';
      return output;
    } catch (err) {
      trace.status = 'failed';
      trace.error = err instanceof Error ? err.message : String(err);
      throw err;
    } finally {
      await consume.catch(() => undefined);
    }
  }

  async runScan(input: Record<string, unknown>): Promise<SyncRunResult> {
    try {
      const output = await this.execute('scan', String(input.scan_id ?? 'scan'), input);
      return { status: 'succeeded', output: output as Record<string, unknown> };
    } catch (err) {
      const cause = err instanceof ExecutionError ? (err.cause as Error | undefined) : (err as Error);
      return { status: 'failed', error: cause?.name ?? 'SCAN_FAILED', cause: cause?.message ?? String(err) };
    }
  }

  async startJobs(name: string, input: Record<string, unknown>): Promise<string> {
    // Like StartExecution with a name: the same name never starts a second execution.
    if (this.running.has(name) || this.traces.some((t) => t.machine === 'jobs' && t.name === name))
      return name;
    const journal = this.options.journal;
    if (journal && !(await journal.started(name, input))) return name;
    this.launch(name, input);
    return name;
  }

  private launch(name: string, input: Record<string, unknown>): void {
    const run = this.execute('jobs', name, input)
      .then(() => this.options.journal?.finished(name))
      .catch((err: unknown) => logger.error('jobs execution failed', { name, err: String(err) }))
      .finally(() => this.running.delete(name));
    this.running.set(name, run);
  }

  /** Start again every execution the journal lists as unfinished (after a crash or a kill). */
  async resumeUnfinished(): Promise<string[]> {
    const pending = (await this.options.journal?.unfinished()) ?? [];
    for (const { name, input } of pending) if (!this.running.has(name)) this.launch(name, input);
    return pending.map((p) => p.name);
  }

  /** Resolves when every started jobs execution has ended (tests, graceful stop). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running.values()]);
  }
}
