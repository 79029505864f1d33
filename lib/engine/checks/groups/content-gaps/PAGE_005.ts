import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findLink, findText } from '../../signals/text-search.js';
import { DONATION_PAGES } from '../../scope.js';

const IMPACT =
  /\b(impact report|annual report|our impact|where (your|the) (money|donation)s? goes?|how (we use|your) (donations?|gifts?|money)|financials|financial statements|transparency|charity navigator|guidestar|candid seal|\d+% of (every|each|your|all) (donations?|gifts?|dollars?))\b/i;

const IMPACT_HREF = /^\/(impact|annual-report|financials|transparency|our-impact)([/.?#-]|$)/i;

const GIFT_OUTCOME =
  /[$£€]\s?\d+[^.]{0,20}\b(provides?|feeds?|buys?|funds?|pays for|gives?|helps?|supports?|sends?)\b/i;

export const PAGE_005: CheckDeclaration = {
  id: 'PAGE_005',
  pageTypes: DONATION_PAGES,
  languages: ['en'],
  dimension: 'trust',
  title: 'The page does not show what donations achieve',
  label: 'The impact of donations is shown',
  description:
    'Donors give to outcomes, not organisations; showing where the money goes and what it achieved (with numbers or an annual report) is what turns sympathy into a gift.',
  threshold:
    'a nonprofit page shows impact or money use: an impact / annual report, "where your money goes", or "$X provides ..."',
  severity: 'high',
  weight: 4,
  industries: ['nonprofit'],
  needs: 'static',
  fixSteps: [
    'State what a typical gift does ("$25 feeds a family for a week") next to the donate button',
    'Publish an impact or annual report with the share spent on programmes, and link it',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate: 'estimate: +5-15% donation conversion; varies by cause and audience',
  source: 'heuristic',
  run(model) {
    const link = findLink(model, IMPACT, IMPACT_HREF);
    if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
    const hit = findText(model, IMPACT) ?? findText(model, GIFT_OUTCOME);
    if (hit) return pass(hitEvidence(hit, IMPACT.test(hit.text) ? IMPACT : GIFT_OUTCOME), 'impact stated');
    return fail(absent('an impact report, where donations go, or what a gift achieves'), 'not found');
  },
};
