import { App, Aspects } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { ServiceStack } from '../../infra/stack.js';

interface Finding {
  level: string;
  rule: string;
  path: string;
}

let findings: Finding[];
let suppressed: { id: string; reason: string }[];

beforeAll(() => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new ServiceStack(app, 'ConversionAuditService', {
    code: () => lambda.Code.fromInline('exports.handler = async () => { throw new Error("synth only"); };'),
  });
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  const artifact = app.synth().getStackArtifact(stack.artifactId);
  findings = artifact.messages
    .filter((m) => String(m.entry.data).startsWith('AwsSolutions-'))
    .map((m) => ({ level: m.level, rule: String(m.entry.data).split(': ')[0], path: m.id }));
  const metadata = (stack.templateOptions.metadata ?? {}) as {
    cdk_nag?: { rules_to_suppress?: { id: string; reason: string }[] };
  };
  suppressed = metadata.cdk_nag?.rules_to_suppress ?? [];
}, 120_000);

describe('cdk-nag AwsSolutions checks on the service stack', () => {
  it('leaves no unsuppressed error or warning', () => {
    expect(findings.filter((f) => f.level === 'error' || f.level === 'warning')).toEqual([]);
  });

  it('gives every suppression a written reason', () => {
    expect(suppressed.length).toBeGreaterThan(0);
    for (const s of suppressed) expect(s.reason.length, s.id).toBeGreaterThan(60);
  });
});
