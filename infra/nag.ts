import { Aspects, type App } from 'aws-cdk-lib';
import {
  AwsSolutionsChecks,
  type INagLogger,
  type NagLoggerComplianceData,
  type NagLoggerErrorData,
  type NagLoggerNonComplianceData,
  type NagLoggerNotApplicableData,
  type NagLoggerSuppressedData,
  type NagLoggerSuppressedErrorData,
} from 'cdk-nag';

/** One rule's outcome over the stack: where it failed and was not suppressed, where it was, and why. */
export interface NagRuleOutcome {
  rule: string;
  level: string;
  /** Resource paths that fail the rule with no suppression: these fail the synth. */
  failing: string[];
  /** Resource paths that fail it under a suppression, with the suppression's reason. */
  suppressed: { path: string; finding: string | null; reason: string }[];
}

/**
 * Collects what the AwsSolutions pack found (cdk-nag calls it beside its own annotation logger),
 * so `npx cdk synth` can print one summary: the rules checked, every unsuppressed finding, and each
 * suppression with its reason (infra/nag-suppressions.ts).
 */
export class NagSummary implements INagLogger {
  readonly outcomes = new Map<string, NagRuleOutcome>();
  readonly resources = new Set<string>();
  readonly errors: { rule: string; path: string; message: string }[] = [];
  private checks = 0;

  private outcome(data: { ruleId: string; ruleLevel: string }): NagRuleOutcome {
    let found = this.outcomes.get(data.ruleId);
    if (!found) {
      found = { rule: data.ruleId, level: data.ruleLevel, failing: [], suppressed: [] };
      this.outcomes.set(data.ruleId, found);
    }
    return found;
  }

  private seen(data: NagLoggerComplianceData): void {
    this.checks += 1;
    this.resources.add(data.resource.node.path);
    this.outcome(data);
  }

  onCompliance(data: NagLoggerComplianceData): void {
    this.seen(data);
  }
  onNotApplicable(data: NagLoggerNotApplicableData): void {
    this.seen(data);
  }
  onNonCompliance(data: NagLoggerNonComplianceData): void {
    this.seen(data);
    this.outcome(data).failing.push(pathOf(data));
  }
  onSuppressed(data: NagLoggerSuppressedData): void {
    this.seen(data);
    // A granular suppression's reason comes prefixed with the finding it applies to: "[Action::s3:List*] ...".
    const finding = data.findingId && data.findingId !== data.ruleId ? data.findingId : null;
    this.outcome(data).suppressed.push({
      path: data.resource.node.path,
      finding,
      reason: data.suppressionReason.replace(/^\[[^\]]*\] /, ''),
    });
  }
  onError(data: NagLoggerErrorData): void {
    this.seen(data);
    this.errors.push({ rule: data.ruleId, path: data.resource.node.path, message: data.errorMessage });
  }
  onSuppressedError(data: NagLoggerSuppressedErrorData): void {
    this.seen(data);
  }

  /** Unsuppressed findings, errors and warnings alike. */
  get failing(): { rule: string; level: string; path: string }[] {
    return [...this.outcomes.values()].flatMap((o) =>
      o.failing.map((path) => ({ rule: o.rule, level: o.level, path })),
    );
  }

  /** The summary `npx cdk synth` prints. */
  report(): string {
    const outcomes = [...this.outcomes.values()].sort((a, b) => a.rule.localeCompare(b.rule));
    const suppressed = outcomes.filter((o) => o.suppressed.length > 0);
    const failing = this.failing;
    const lines = [
      `cdk-nag AwsSolutions: ${outcomes.length} rules over ${this.resources.size} resources (${this.checks} checks): ` +
        `${failing.length} unsuppressed finding(s), ${this.errors.length} rule error(s), ` +
        `${suppressed.reduce((n, o) => n + o.suppressed.length, 0)} suppressed under ${suppressed.length} rule(s).`,
    ];
    for (const f of failing) lines.push(`  ${f.level.toUpperCase()} ${f.rule} at ${f.path}`);
    for (const e of this.errors) lines.push(`  RULE ERROR ${e.rule} at ${e.path}: ${e.message}`);
    for (const o of suppressed) {
      const findings = [...new Set(o.suppressed.flatMap((s) => (s.finding ? [s.finding] : [])))];
      const shown = findings.length > 4 ? [...findings.slice(0, 4), `${findings.length - 4} more`] : findings;
      lines.push(
        `  suppressed ${o.rule} on ${o.suppressed.length} resource(s)${shown.length ? ` (${shown.join(', ')})` : ''}:`,
      );
      for (const reason of new Set(o.suppressed.map((s) => s.reason))) lines.push(`    - ${reason}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

function pathOf(data: NagLoggerNonComplianceData): string {
  const finding = data.findingId && data.findingId !== data.ruleId ? ` [${data.findingId}]` : '';
  return `${data.resource.node.path}${finding}`;
}

/**
 * Run cdk-nag's AwsSolutions pack over every stack of the app when it synthesizes. An unsuppressed
 * finding of the pack's Error level is an error annotation, so `cdk synth` and `cdk deploy` stop on
 * it (a Warning is printed; test/infra/cdk-nag.test.ts fails on both); the returned summary holds
 * what the pack found, suppressions and their reasons included.
 */
export function applyNag(app: App): NagSummary {
  const summary = new NagSummary();
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true, additionalLoggers: [summary] }));
  return summary;
}
