import { logger } from '../../lib/runtime/logger.js';
import type { CfnTemplate } from '../synth.js';
import { invokeLambda } from './lambda-invoker.js';
import { functionHandlers, resourcesOfType } from './template.js';

const UNIT_MS: Record<string, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
  day: 86_400_000,
  days: 86_400_000,
};

/** Milliseconds of an EventBridge `rate(N unit)` expression. */
export function rateMs(expression: string): number {
  const m = /^rate\((\d+) (minutes?|hours?|days?)\)$/.exec(expression);
  if (!m) throw new Error(`unsupported schedule expression ${expression}`);
  return Number(m[1]) * UNIT_MS[m[2]];
}

/**
 * What EventBridge does for the template's scheduled rules: invoke each target function on its
 * rate, and once at start (so a restarted runtime sweeps at once).
 */
export function runSchedules(template: CfnTemplate, opts: { everyMs?: number } = {}): { stop(): void } {
  const handlers = functionHandlers(template);
  const timers: NodeJS.Timeout[] = [];
  for (const [, rule] of resourcesOfType(template, 'AWS::Events::Rule')) {
    const expression = rule.Properties?.ScheduleExpression;
    if (typeof expression !== 'string') continue;
    for (const target of (rule.Properties?.Targets as { Arn: { 'Fn::GetAtt': [string, string] } }[]) ?? []) {
      const handlerId = handlers.get(target.Arn['Fn::GetAtt'][0]);
      if (!handlerId) continue;
      const fire = () =>
        invokeLambda(handlerId, { source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} }).catch(
          (err: unknown) => logger.error('scheduled function failed', { handlerId, err: String(err) }),
        );
      void fire();
      const timer = setInterval(fire, opts.everyMs ?? rateMs(expression));
      timer.unref();
      timers.push(timer);
    }
  }
  return { stop: () => timers.forEach((t) => clearInterval(t)) };
}
