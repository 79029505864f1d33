import type { CheckDeclaration } from '../../check.js';
import { GUARANTEE_LANGUAGES } from '../../../model/detectors/guarantees.js';
import { pass, seen } from '../../outcome.js';
import { ECOM, imageEvidence, textCheck } from './shared.js';

const FREE_SHIPPING =
  /\bfree (standard |express |ground )?(shipping|delivery)\b|\bships free\b|\bfree (uk |us )?postage\b/i;

export const ECOM_001: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_001',
  pageTypes: 'all',
  // the guarantee detector reads risk reversals in these languages
  languages: GUARANTEE_LANGUAGES,
  dimension: 'offer',
  title: 'No free shipping offer',
  label: 'Free shipping is offered',
  description:
    'Unexpected shipping cost is the most cited reason for abandoned carts; a free-shipping offer (or threshold) stated up front removes it before the cart.',
  threshold: 'the page states free shipping or a free-shipping threshold ("Free shipping over $50")',
  severity: 'high',
  weight: 4,
  fixSteps: [
    'Offer free shipping, or free shipping above a threshold set slightly above your average order value',
    'Announce it in a bar at the top of every page and next to the price',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate: 'estimate: +5-15% conversion rate; margin cost offset by higher order value',
  source: 'Baymard Institute, cart abandonment survey (extra costs: shipping); range heuristic',
  run(model) {
    const g = model.guarantees.find((x) => x.kind === 'free-shipping');
    if (g) return pass(seen(g, g.text), 'free shipping offered');
    // shops often announce it in a banner image or a link to its terms
    const banner = imageEvidence(model, FREE_SHIPPING);
    if (banner) return pass(banner, 'free shipping announced in an image');
    const link = model.links.find((l) => /free[-_ ]?shipping/i.test(l.href));
    if (link) return pass(seen(link, link.text || link.href), 'free shipping terms linked');
    return textCheck(model, FREE_SHIPPING, 'a free shipping offer or threshold');
  },
};
