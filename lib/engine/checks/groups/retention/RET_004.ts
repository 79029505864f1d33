import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { findTextLinksFirst as findText } from '../../signals/text-search.js';
import { LOYALTY, LOYALTY_HREF, LOYALTY_LINK } from '../../signals/vocabularies/retention.js';
import { CONVERTING } from '../../scope.js';

export const RET_004: CheckDeclaration = {
  id: 'RET_004',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'offer',
  title: 'No loyalty, rewards or referral programme is offered',
  label: 'Loyalty or referral programme',
  description:
    'Points, member perks or a referral reward give a shopper a concrete reason to buy here again instead of comparing shops next time.',
  threshold: 'the page mentions or links a loyalty, rewards or referral programme',
  severity: 'low',
  weight: 2,
  industries: ['ecommerce', 'local'],
  needs: 'static',
  fixSteps: [
    'Offer a simple loyalty or referral reward (points per order, a discount for each friend referred).',
    'Mention it near the cart and in the footer, with a link to its terms.',
  ],
  fixEffort: 'high',
  impact: 'medium',
  impactEstimate: 'estimate: +5-15% repeat purchase rate among members; varies by programme',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, LOYALTY);
    if (hit) return pass(seen(hit, hit.text), 'programme mentioned');
    const link = model.links.find(
      (l) => LOYALTY_LINK.test(l.text.trim()) || (l.internal && LOYALTY_HREF.test(l.href)),
    );
    if (link) return pass(seen(link, link.text || link.name), 'programme linked');
    return fail(absent('a loyalty, rewards or referral programme'), 'no programme');
  },
};
