import type { CheckDefinition } from '../check.js';
import type { Industry } from '../../model/page-model.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { copyBlocks, findBlock, heroBlocks, heroQuoteBlocks } from '../signals/copy-blocks.js';
import {
  COMMODITY_RE,
  COMPARISON_HEADING_RE,
  CONTRAST_RE,
  ONLY_CLAIM_RE,
  POSITIONING_RE,
  SPECIALISM_RE,
  SWITCH_RE,
  WHY_BRAND_RE,
  WHY_US_RE,
} from '../signals/vocabularies/positioning.js';
import { LANDING } from '../scope.js';

/** Businesses that compete for a buyer; news and reference pages are not judged on this. */
const COMPETING: readonly Industry[] = [
  'ecommerce',
  'saas',
  'app',
  'agency',
  'local',
  'course',
  'event',
  'other',
];

/** differentiation group: whether the page says why this choice over the alternatives. */
const checks: CheckDefinition[] = [
  {
    id: 'DIFF_001',
    pageTypes: [...LANDING, 'about'],
    languages: ['en'],
    group: 'differentiation',
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
  },
  {
    id: 'DIFF_002',
    pageTypes: [...LANDING, 'about'],
    languages: ['en'],
    group: 'differentiation',
    dimension: 'persuasion',
    title: 'The page never compares itself with the alternatives',
    label: 'Page contrasts itself with the alternatives',
    description:
      'Buyers judge by comparison; naming the usual alternative (other agencies, spreadsheets, the big brands) and how you differ frames the choice on your terms.',
    threshold:
      'the copy compares with an alternative ("unlike other agencies", "compared to", "vs", "traditional …")',
    severity: 'medium',
    weight: 3,
    industries: COMPETING,
    needs: 'static',
    fixSteps: [
      'Name the alternative your buyers consider most often.',
      'State in one sentence what you do differently and why it matters to them.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion rate among comparing visitors; varies by market',
    source: 'heuristic',
    run(model) {
      const hit = findBlock(copyBlocks(model), CONTRAST_RE);
      if (hit) return pass(seen(hit, hit.text), `contrast: "${CONTRAST_RE.exec(hit.text)?.[0].trim()}"`);
      return fail(absent('a comparison with competitors or the usual alternative'), 'no comparison');
    },
  },
  {
    id: 'DIFF_003',
    pageTypes: [...LANDING, 'about'],
    languages: ['en'],
    group: 'differentiation',
    dimension: 'persuasion',
    title: 'No section compares the offer with the alternatives',
    label: 'A section compares the offer with the alternatives',
    description:
      'Buyers who compare will do it somewhere; a section of your own ("Acme vs. spreadsheets", "How we compare") does the evaluation for them and keeps them on the page.',
    threshold:
      'a section heading compares with a competitor or alternative ("X vs. Y", "How we compare", "Alternative to …", "Why teams switch")',
    severity: 'low',
    weight: 2,
    industries: ['saas', 'app', 'ecommerce', 'course'],
    needs: 'static',
    fixSteps: [
      'Add a section that sets you beside the main alternative on the 5-7 criteria buyers care about.',
      'Be honest in it: a credible comparison converts better than a one-sided one.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% conversion rate among comparing visitors; varies by category',
    source: 'heuristic',
    run(model) {
      const heading = copyBlocks(model).find((b) => b.level !== null && COMPARISON_HEADING_RE.test(b.text));
      if (heading) return pass(seen(heading, heading.text), 'comparison section');
      return fail(
        absent('a section heading comparing with an alternative ("Acme vs. X", "How we compare")'),
        'none',
      );
    },
  },
  {
    id: 'DIFF_004',
    pageTypes: [...LANDING, 'about'],
    languages: ['en'],
    group: 'differentiation',
    dimension: 'persuasion',
    title: 'The page claims nothing only this business offers',
    label: 'Page states something only this business offers',
    description:
      'A unique mechanism, patent or first ("the only bag with a lifetime stitch guarantee") is the most defensible reason to choose you.',
    threshold:
      'the copy makes a unique claim ("the only", "the first to", patented, proprietary, exclusive to)',
    severity: 'low',
    weight: 2,
    industries: COMPETING,
    needs: 'static',
    fixSteps: [
      'Find what you do that no competitor does (method, material, guarantee, access).',
      'State it as "the only …" and back it with a detail.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversion rate; varies by how distinctive the claim is',
    source: 'heuristic',
    run(model) {
      const hit = findBlock(copyBlocks(model), ONLY_CLAIM_RE);
      if (hit) return pass(seen(hit, hit.text), `unique claim: "${ONLY_CLAIM_RE.exec(hit.text)?.[0]}"`);
      return fail(absent('a claim only this business can make'), 'no unique claim');
    },
  },
  {
    id: 'DIFF_005',
    pageTypes: [...LANDING, 'about'],
    languages: ['en'],
    group: 'differentiation',
    dimension: 'clarity',
    title: 'The first screen does not position the offer against the status quo',
    label: 'First screen positions the offer against the status quo',
    description:
      'A first screen that says what changes ("without the spreadsheets", "no more chasing invoices") tells visitors at once why this is different from what they do now.',
    threshold:
      'the first screen contrasts with the status quo ("without …", "no more …", "instead of …", "a better way", "finally")',
    severity: 'low',
    weight: 2,
    industries: COMPETING,
    needs: 'static',
    fixSteps: [
      'Name what visitors do today and how your offer replaces it.',
      'Put that contrast in the headline or subheadline.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-3% first-screen engagement; varies by market',
    source: 'heuristic',
    run(model) {
      const hero = heroBlocks(model);
      if (hero.length === 0) return notApplicable('the page has no first-screen copy');
      const hit = findBlock(hero, POSITIONING_RE);
      if (hit) return pass(seen(hit, hit.text), `positioning: "${POSITIONING_RE.exec(hit.text)?.[0]}"`);
      return fail(
        heroQuoteBlocks(model).map((b) => seen(b, b.text)),
        'no contrast with the status quo',
      );
    },
  },
  {
    id: 'DIFF_006',
    pageTypes: [...LANDING, 'about'],
    languages: ['en'],
    group: 'differentiation',
    dimension: 'clarity',
    title: 'The first screen relies on claims every competitor makes',
    label: 'First screen avoids commodity claims',
    description:
      '"High quality", "great service" and "years of experience" appear on every competitor\'s page; on the first screen they use the best space to say nothing distinctive.',
    threshold:
      'the first screen has no commodity claim (high quality, great service, customer satisfaction, years of experience, one-stop shop, …)',
    severity: 'medium',
    weight: 3,
    industries: COMPETING,
    needs: 'static',
    fixSteps: [
      'Replace the generic claim with the specific proof behind it ("4.9/5 from 812 reviews", "same-day repairs").',
      'Move generic assurances lower on the page, if anywhere.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% first-screen engagement; varies by market',
    source: 'heuristic',
    run(model) {
      const hero = heroBlocks(model);
      if (hero.length === 0) return notApplicable('the page has no first-screen copy');
      const hit = findBlock(hero, COMMODITY_RE);
      if (hit) return fail(seen(hit, hit.text), `commodity claim "${COMMODITY_RE.exec(hit.text)?.[0]}"`);
      const quoted = model.hero.headline ?? hero[0];
      return pass(seen(quoted, quoted.text), 'no commodity claims');
    },
  },
  {
    id: 'DIFF_007',
    pageTypes: [...LANDING, 'about'],
    languages: ['en'],
    group: 'differentiation',
    dimension: 'friction',
    title: 'The page does not make switching from a competitor easy',
    label: 'Page makes switching from a competitor easy',
    description:
      'Most software buyers already use something; import, migration or "switch from X" help removes the biggest cost of choosing you.',
    threshold: 'the copy offers a way to switch (import from, migrate from, switch from, free migration)',
    severity: 'medium',
    weight: 3,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'Name the tools customers move from and how their data comes along.',
      'Offer a free or assisted migration and say so near the call to action.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% trial starts from competitor users; varies by market',
    source: 'heuristic',
    run(model) {
      const hit = findBlock(copyBlocks(model), SWITCH_RE);
      if (hit) return pass(seen(hit, hit.text), `switching: "${SWITCH_RE.exec(hit.text)?.[0]}"`);
      return fail(absent('an import, migration or "switch from" offer'), 'no switching help');
    },
  },
  {
    id: 'DIFF_008',
    pageTypes: [...LANDING, 'about'],
    languages: ['en'],
    group: 'differentiation',
    dimension: 'persuasion',
    title: 'The business does not claim a specialism',
    label: 'Business claims a clear specialism',
    description:
      'Specialists win over generalists: "we only work with dental practices" convinces the right buyer faster than "we serve all industries".',
    threshold:
      'the copy claims a specialism ("we specialise in", "specialists in", "exclusively for", "focused on")',
    severity: 'low',
    weight: 2,
    industries: ['agency', 'local', 'saas', 'app', 'course'],
    needs: 'static',
    fixSteps: [
      'Name the niche (industry, problem or product type) you are best at.',
      'Say it plainly in the subheadline or the why-us section.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% enquiry rate from the target niche; varies by positioning',
    source: 'heuristic',
    run(model) {
      const hit = findBlock(copyBlocks(model), SPECIALISM_RE);
      if (hit) return pass(seen(hit, hit.text), `specialism: "${SPECIALISM_RE.exec(hit.text)?.[0]}"`);
      return fail(absent('a stated specialism or niche'), 'no specialism claimed');
    },
  },
];

export default checks;
