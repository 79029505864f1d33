import type { CheckDeclaration } from '../../check.js';
import { fail, pass } from '../../outcome.js';
import { measured } from '../../signals/evidence.js';
import { hostOf } from '../../signals/urls.js';

export const SPEED_005: CheckDeclaration = {
  id: 'SPEED_005',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: "Some of the page's files fail to load",
  label: 'Every requested file loads',
  description:
    'A failed request is a missing image, style or script; broken pieces make a page look abandoned and can break forms and checkout buttons.',
  threshold: "no request to the site's own domain fails, and at most 2 third-party requests fail",
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'render',
  uses: ['transport'],
  fixSteps: [
    'Fix or remove each failing URL listed in the evidence.',
    'Check the browser console on the live page after every deploy.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0-5% conversion; large when a checkout or form script fails',
  source: 'heuristic',
  run(model) {
    const failed = model.render?.failedRequests ?? [];
    const pageHost = hostOf(model.finalUrl) ?? '';
    const own: string[] = [];
    const third: string[] = [];
    for (const entry of failed) {
      const host = hostOf(entry.split(' ', 1)[0]) ?? '';
      const sameSite = host === pageHost || host.endsWith(`.${pageHost}`) || pageHost.endsWith(`.${host}`);
      (sameSite ? own : third).push(entry);
    }
    const observed = `${own.length} own-site and ${third.length} third-party requests failed (0 and at most 2)`;
    if (failed.length === 0)
      return pass(measured(`${model.render?.weight.requests ?? 0} requests, none failed`), observed);
    const ev = [...own, ...third].slice(0, 3).map(measured);
    return own.length === 0 && third.length <= 2 ? pass(ev, observed) : fail(ev, observed);
  },
};
