import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import { FREE_RETURNS_RE as FREE_RETURNS } from '../../signals/vocabularies/offers.js';
import { ECOM } from './shared.js';

const RETURNS_ANY = /\b(returns?|refunds?|exchanges?)\b/i;

export const ECOM_002: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_002',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'offer',
  title: 'Returns are not free',
  label: 'Returns are free',
  description:
    'Paying to send back an item that does not fit is the risk that stops shoppers buying clothes, shoes and furniture online; free returns remove it.',
  threshold: 'the page promises free returns (free return shipping, prepaid return label, free exchanges)',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Offer free returns, at least on first orders or within your main market',
    'Say "Free returns" next to the price and in the announcement bar',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +3-10% conversion rate in apparel and footwear; return costs rise',
  source: 'Baymard Institute, cart abandonment survey (unsatisfactory returns policy); range heuristic',
  run(model) {
    const g = model.guarantees.find((x) => x.kind === 'free-returns');
    if (g) return pass(seen(g, g.text), 'free returns offered');
    const hit = findText(model, FREE_RETURNS);
    if (hit) return pass(hitEvidence(hit, FREE_RETURNS), 'free returns offered');
    const vague = findText(model, RETURNS_ANY);
    if (vague) return fail(hitEvidence(vague, RETURNS_ANY), 'returns mentioned, not said to be free');
    return fail(absent('a free-returns promise'), 'returns not mentioned');
  },
};
