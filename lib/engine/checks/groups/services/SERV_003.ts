import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { findHeading } from '../../signals/text-search.js';
import { pathOf } from '../../signals/urls.js';
import type { PageModel } from '../../../model/page-model.js';
import { PRESENTING } from '../../scope.js';
import { SERV } from './shared.js';

const SERVICES_HEADING =
  /\b(our services|services|what we do|what we offer|our expertise|capabilities|specialit(y|ies)|specialt(y|ies)|treatments|practice areas|solutions we offer)\b/i;

const SERVICE_HREF = /\/(our-)?(services?|what-we-do|treatments|practice-areas)\/[\w-]+/i;

/** The services a page names: sub-headings under a services heading, or links to service pages. */
function listedServices(model: PageModel): {
  heading: { selector: string; text: string } | null;
  names: { selector: string; text: string }[];
} {
  const head = findHeading(model, SERVICES_HEADING);
  const names: { selector: string; text: string }[] = [];
  if (head) {
    const all = model.headings;
    const level = all.find((h) => h.selector === head.selector)?.level ?? 2;
    for (const h of all) {
      if (h.order <= head.order) continue;
      if (h.level <= level) break;
      names.push(h);
    }
  }
  if (names.length < 3) {
    const seenPaths = new Set<string>();
    for (const l of model.links) {
      if (l.kind !== 'page') continue;
      const path = pathOf(l.href);
      if (SERVICE_HREF.test(path) && !seenPaths.has(path)) {
        seenPaths.add(path);
        names.push(l);
      }
    }
  }
  return { heading: head, names };
}

export const SERV_003: CheckDeclaration = {
  ...SERV,
  id: 'SERV_003',
  pageTypes: PRESENTING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The services offered are not listed',
  label: 'The services are listed',
  description:
    'Visitors scan for the one service they need; a named list of services confirms it in seconds, while a vague "we do it all" makes them search.',
  threshold:
    'the page names at least 3 services (sub-headings under a services heading, or links to service pages)',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Add a "Services" section with one short card per service (name, one-line outcome, link)',
    'Give each service its own page and link it',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +2-6% enquiries',
  source: 'heuristic',
  run(model) {
    const { heading, names } = listedServices(model);
    const observed = `${names.length} services named (need >= 3)`;
    if (names.length >= 3)
      return pass(
        names.slice(0, 3).map((n) => seen(n, n.text || 'service link')),
        observed,
      );
    if (heading) return fail(seen(heading, heading.text), observed);
    return fail(
      absent('a list of services (services heading with sub-headings, or service page links)'),
      observed,
    );
  },
};
