import { App } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyNag, type NagSummary } from '../../infra/nag.js';
import { ServiceStack } from '../../infra/stack.js';

let summary: NagSummary;
let annotations: { level: string; rule: string }[];
let suppressed: { id: string; reason: string }[];

beforeAll(() => {
  // The same pack and summary `npx cdk synth` runs (infra/app.ts), over the stack with inline code.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  summary = applyNag(app);
  const stack = new ServiceStack(app, 'ConversionAuditService', {
    code: () => lambda.Code.fromInline('exports.handler = async () => { throw new Error("synth only"); };'),
  });
  const artifact = app.synth().getStackArtifact(stack.artifactId);
  annotations = artifact.messages
    .filter((m) => String(m.entry.data).startsWith('AwsSolutions-'))
    .map((m) => ({ level: m.level, rule: String(m.entry.data).split(': ')[0] }));
  const metadata = (stack.templateOptions.metadata ?? {}) as {
    cdk_nag?: { rules_to_suppress?: { id: string; reason: string }[] };
  };
  suppressed = metadata.cdk_nag?.rules_to_suppress ?? [];
}, 120_000);

describe('cdk-nag AwsSolutions checks on the service stack', () => {
  it('leaves no unsuppressed error or warning', () => {
    expect(annotations.filter((f) => f.level === 'error' || f.level === 'warning')).toEqual([]);
    expect(summary.failing).toEqual([]);
    expect(summary.errors).toEqual([]);
  });

  it('gives every suppression a written reason', () => {
    expect(suppressed.length).toBeGreaterThan(0);
    for (const s of suppressed) expect(s.reason.length, s.id).toBeGreaterThan(60);
  });

  it('prints a summary of every rule it checked and each suppression with its reason', () => {
    const report = summary.report();
    expect(summary.resources.size).toBeGreaterThan(100);
    expect(report).toMatch(
      /^cdk-nag AwsSolutions: \d+ rules over \d+ resources \(\d+ checks\): 0 unsuppressed/,
    );
    const used = [...summary.outcomes.values()].filter((o) => o.suppressed.length > 0);
    expect(used.length).toBeGreaterThan(0);
    for (const o of used) {
      expect(report).toContain(`suppressed ${o.rule} on ${o.suppressed.length} resource(s)`);
      for (const s of o.suppressed) expect(report).toContain(`    - ${s.reason}\n`);
    }
  });

  it('lists no suppression that suppresses nothing', () => {
    const used = new Set(
      [...summary.outcomes.values()].filter((o) => o.suppressed.length > 0).map((o) => o.rule),
    );
    expect(suppressed.map((s) => s.id).filter((id) => !used.has(id))).toEqual([]);
  });
});
