import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';

const TWITTER_CARDS = new Set(['summary', 'summary_large_image', 'app', 'player']);

export const SEO_008: CheckDeclaration = {
  id: 'SEO_008',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'No Twitter/X card type is declared',
  label: 'Twitter/X card declared',
  description:
    'X shows a rich card only when twitter:card is set; without it a shared link appears as plain text even when Open Graph tags exist.',
  threshold: 'twitter:card is one of summary, summary_large_image, app or player',
  severity: 'low',
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add <meta name="twitter:card" content="summary_large_image">.',
    'Make sure og:image (or twitter:image) points at a large image.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-10% click-through on links shared on X; small overall',
  source: 'heuristic',
  run(model) {
    const card = model.twitter['twitter:card']?.trim() ?? model.twitter['card']?.trim();
    if (!card) return fail(absent('a <meta name="twitter:card">'), 'no card type');
    const ev = seen({ selector: 'meta[name="twitter:card" i], meta[property="twitter:card" i]' }, card);
    return TWITTER_CARDS.has(card.toLowerCase()) ? pass(ev, card) : fail(ev, `unknown card type "${card}"`);
  },
};
