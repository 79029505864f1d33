import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { findBlocks, sellerClaims } from '../../signals/copy-blocks.js';
import { PROOF_NEAR_RE, SUPERLATIVE_ALL_RE, SUPERLATIVE_RE } from '../../signals/vocabularies/proof.js';
import { LANDING } from '../../scope.js';
import { CLAIMING } from './shared.js';

export const SPEC_002: CheckDeclaration = {
  id: 'SPEC_002',
  pageTypes: [...LANDING, 'product_detail'],
  languages: ['en'],
  dimension: 'trust',
  title: 'Superlatives are claimed without proof',
  label: 'Superlatives are backed by proof',
  description:
    '"The best", "#1" and "world-class" are discounted by readers unless something backs them: a ranking, an award, a number.',
  threshold:
    'every block that claims "best", "#1", "leading", "world-class", … also carries a figure, award, ranking or source',
  severity: 'medium',
  weight: 3,
  industries: CLAIMING,
  needs: 'static',
  fixSteps: [
    'Back each superlative with its source ("Rated #1 by G2, Spring 2024").',
    'Replace superlatives you cannot prove with a specific fact.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-3% conversion rate through credibility; varies by audience',
  source: 'heuristic',
  run(model) {
    const claims = findBlocks(sellerClaims(model), SUPERLATIVE_RE);
    if (claims.length === 0) return notApplicable('the copy makes no superlative claim');
    const unsupported = claims.filter((b) => !PROOF_NEAR_RE.test(b.text.replace(SUPERLATIVE_ALL_RE, ' ')));
    if (unsupported.length === 0)
      return pass(seen(claims[0], claims[0].text), `${claims.length} superlatives, all backed`);
    return fail(
      unsupported.slice(0, 3).map((b) => seen(b, b.text)),
      `${unsupported.length} of ${claims.length} superlatives without proof`,
    );
  },
};
