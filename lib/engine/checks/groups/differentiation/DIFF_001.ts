import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { copyBlocks } from '../../signals/copy-blocks.js';
import { WHY_BRAND_RE, WHY_US_RE } from '../../signals/vocabularies/positioning.js';
import { LANDING } from '../../scope.js';

export const DIFF_001: CheckDeclaration = {
  id: 'DIFF_001',
  pageTypes: [...LANDING, 'about'],
  languages: ['en'],
  dimension: 'persuasion',
  title: 'The page never says why to choose this business over others',
  label: 'Page has a "why choose us" section',
  description:
    'Most visitors compare two or three options; a section that answers "why you?" directly gives them the argument to pick you.',
  threshold:
    'a heading asks or answers why to choose this business ("Why choose us", "Why Acme?", "What makes us different")',
  severity: 'medium',
  weight: 3,
  // A product page sells the item, not the shop: the why-us argument belongs to services and software.
  industries: ['saas', 'app', 'agency', 'local', 'course'],
  needs: 'static',
  fixSteps: [
    'Add a section titled with the question buyers ask ("Why teams switch to Acme").',
    'Give three concrete reasons, each with proof.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion rate among comparing visitors; varies by market',
  source: 'heuristic',
  run(model) {
    const headings = copyBlocks(model).filter((b) => b.level !== null);
    const hit = headings.find((h) => WHY_US_RE.test(h.text) || WHY_BRAND_RE.test(h.text));
    if (hit) return pass(seen(hit, hit.text), 'why-us section');
    return fail(absent('a heading such as "Why choose us" or "What makes us different"'), 'none');
  },
};
