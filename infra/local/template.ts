import type { CfnTemplate } from '../synth.js';
import { HANDLER_METADATA_KEY } from '../constructs/service-function.js';

export const LOCAL_REGION = 'us-east-1';
export const LOCAL_ACCOUNT = '000000000000';

/** The ARN the embedded runtime gives a function of the template: its logical id is the name. */
export function localFunctionArn(logicalId: string): string {
  return `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${logicalId}`;
}

/**
 * Resolve the CloudFormation intrinsics CDK puts in a state machine definition (Fn::Join of
 * strings, Fn::GetAtt of function ARNs, Ref of pseudo parameters) into plain values.
 */
export function resolveIntrinsics(value: unknown, refs: Record<string, string> = {}): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveIntrinsics(v, refs));
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  if ('Fn::Join' in obj) {
    const [sep, parts] = obj['Fn::Join'] as [string, unknown[]];
    return parts.map((p) => String(resolveIntrinsics(p, refs))).join(sep);
  }
  if ('Fn::GetAtt' in obj) {
    const [id, attr] = obj['Fn::GetAtt'] as [string, string];
    if (attr === 'Arn') return refs[`${id}.Arn`] ?? localFunctionArn(id);
    return refs[`${id}.${attr}`] ?? `${id}.${attr}`;
  }
  if ('Ref' in obj) {
    const ref = obj.Ref as string;
    const pseudo: Record<string, string> = {
      'AWS::Partition': 'aws',
      'AWS::Region': LOCAL_REGION,
      'AWS::AccountId': LOCAL_ACCOUNT,
      'AWS::URLSuffix': 'amazonaws.com',
    };
    return pseudo[ref] ?? refs[ref] ?? ref;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = resolveIntrinsics(v, refs);
  return out;
}

export function resourcesOfType(
  template: CfnTemplate,
  type: string,
): [string, NonNullable<CfnTemplate['Resources'][string]>][] {
  return Object.entries(template.Resources).filter(([, r]) => r.Type === type);
}

/** Handler file (functions/<id>.ts) behind each Lambda function of the template, by logical id. */
export function functionHandlers(template: CfnTemplate): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, r] of resourcesOfType(template, 'AWS::Lambda::Function')) {
    const handler = r.Metadata?.[HANDLER_METADATA_KEY];
    if (typeof handler === 'string') out.set(id, handler);
  }
  return out;
}

export interface AslState {
  Type: string;
  Resource?: string;
  ItemProcessor?: { States: Record<string, AslState> };
  Iterator?: { States: Record<string, AslState> };
  Branches?: { States: Record<string, AslState> }[];
  [key: string]: unknown;
}

export interface AslDefinition {
  StartAt: string;
  States: Record<string, AslState>;
  [key: string]: unknown;
}

/** The ASL of each state machine of the template, by logical id, exactly as CDK synthesized it. */
export function stateMachineDefinitions(template: CfnTemplate): Map<string, AslDefinition> {
  const out = new Map<string, AslDefinition>();
  for (const [id, r] of resourcesOfType(template, 'AWS::StepFunctions::StateMachine')) {
    const raw = resolveIntrinsics(r.Properties?.DefinitionString);
    out.set(id, JSON.parse(String(raw)) as AslDefinition);
  }
  return out;
}

/** Every Task state in a definition, nested Map and Parallel states included: name -> resource. */
export function taskStates(definition: { States: Record<string, AslState> }): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, state] of Object.entries(definition.States)) {
    if (state.Type === 'Task' && state.Resource) out.set(name, state.Resource);
    const nested = state.ItemProcessor ?? state.Iterator;
    if (nested) for (const [n, r] of taskStates(nested)) out.set(n, r);
    for (const branch of state.Branches ?? []) for (const [n, r] of taskStates(branch)) out.set(n, r);
  }
  return out;
}

/**
 * A copy of `definition` whose Task states without a time-out of their own get `seconds`. On AWS
 * a Lambda Task state has no time limit of its own (the function's time-out ends the invocation);
 * aws-local-stepfunctions gives such a state 60 s, which failed heavy scans locally (a 2 MB
 * binary page builds its model in about a minute on a busy machine) that AWS completes. The
 * embedded runtime bounds the CPU steps with its worker budgets (engine-workers.ts) instead.
 */
export function withTaskTimeouts<D extends { States: Record<string, AslState> }>(
  definition: D,
  seconds: number,
): D {
  const states: Record<string, AslState> = {};
  for (const [name, state] of Object.entries(definition.States)) {
    const copy: AslState = { ...state };
    if (copy.Type === 'Task' && copy.TimeoutSeconds === undefined && copy.TimeoutSecondsPath === undefined)
      copy.TimeoutSeconds = seconds;
    if (copy.ItemProcessor) copy.ItemProcessor = withTaskTimeouts(copy.ItemProcessor, seconds);
    if (copy.Iterator) copy.Iterator = withTaskTimeouts(copy.Iterator, seconds);
    if (copy.Branches) copy.Branches = copy.Branches.map((b) => withTaskTimeouts(b, seconds));
    states[name] = copy;
  }
  return { ...definition, States: states };
}
