import type { CheckDefinition } from '../check.js';
import type { Located, PageModel } from '../../model/page-model.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { copyBlocks, findBlock, sectionHeadings } from '../signals/copy-blocks.js';
import { copyCtas } from '../signals/ctas.js';
import { COMPANY_FIRST_RE, HOW_IT_WORKS_RE, INVITE_RE, PAIN_RE } from '../signals/vocabularies/copy.js';
import { LANDING } from '../scope.js';

const MIN_BLOCKS_FOR_HALVES = 4;

/** The last call to action of the copy: the final ask the story builds up to. */
function lastAsk(model: PageModel) {
  const ctas = copyCtas(model).filter((c) => c.region !== 'footer');
  return ctas.length ? ctas.reduce((a, b) => (b.order > a.order ? b : a)) : undefined;
}

function firstOf<T extends Located>(items: readonly T[]): T | undefined {
  return items.length ? items.reduce((a, b) => (b.order < a.order ? b : a)) : undefined;
}

/** narrative group: whether the page tells its story in an order that leads to the ask. */
const checks: CheckDefinition[] = [
  {
    id: 'NARR_001',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'narrative',
    dimension: 'persuasion',
    title: "The page never names the visitor's problem",
    label: "Page names the visitor's problem early",
    description:
      'A solution only feels needed once the reader recognises the problem; pages that open with features skip the step that creates the want.',
    threshold:
      'the first half of the copy names a problem or pain (tired of, struggle, waste, hassle, hard to, …)',
    severity: 'medium',
    weight: 3,
    industries: ['saas', 'app', 'agency', 'local', 'course', 'nonprofit'],
    needs: 'static',
    fixSteps: [
      "Write one short section on the problem in the visitor's words, right after the hero.",
      'Follow it directly with how the product removes that problem.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion rate; varies by awareness of the problem',
    source: 'heuristic',
    run(model) {
      const blocks = copyBlocks(model);
      if (blocks.length < MIN_BLOCKS_FOR_HALVES) return notApplicable('too little copy to judge its order');
      const firstHalf = blocks.slice(0, Math.ceil(blocks.length / 2));
      const hit = findBlock(firstHalf, PAIN_RE);
      if (hit) return pass(seen(hit, hit.text), `problem named: "${PAIN_RE.exec(hit.text)?.[0]}"`);
      const later = findBlock(blocks, PAIN_RE);
      if (later) return fail(seen(later, later.text), 'problem named only in the second half');
      return fail(absent('a problem or pain named in the first half of the copy'), 'no problem named');
    },
  },
  {
    id: 'NARR_002',
    pageTypes: LANDING,
    languages: 'any',
    group: 'narrative',
    dimension: 'persuasion',
    title: 'The final ask comes before any proof',
    label: 'Proof comes before the final ask',
    description:
      'Visitors need evidence before they commit; a page that places its testimonials and logos after the last button asks for trust it has not yet earned.',
    threshold: 'a testimonial, review summary or customer logo appears before the last call to action',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Move the strongest testimonial or rating block above the closing call to action.',
      'Keep at least one proof element directly before each major ask.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversions at the final call to action; varies by proof strength',
    source: 'heuristic',
    run(model) {
      const ask = lastAsk(model);
      if (!ask) return notApplicable('the page has no call to action');
      const proofs: (Located & { label: string })[] = [
        ...model.testimonials.map((t) => ({ ...t, label: t.quote })),
        ...model.reviews.map((r) => ({ ...r, label: `rated ${r.ratingValue ?? '?'} of ${r.bestRating}` })),
        ...model.logos.filter((l) => l.context !== 'brand').map((l) => ({ ...l, label: `logo: ${l.name}` })),
      ];
      const first = firstOf(proofs);
      if (!first) return notApplicable('the page shows no testimonials, ratings or customer logos');
      if (first.order < ask.order)
        return pass([seen(first, first.label), seen(ask, ask.text)], 'proof before the last ask');
      return fail([seen(ask, ask.text), seen(first, first.label)], 'all proof after the last ask');
    },
  },
  {
    id: 'NARR_003',
    pageTypes: LANDING,
    languages: 'any',
    group: 'narrative',
    dimension: 'cta',
    title: 'The page ends without a call to action',
    label: 'Page ends with a call to action',
    description:
      'Readers who reach the end are the most convinced; if the last section has no button they have to scroll back up to act.',
    threshold: 'a call to action follows the last section heading of the page',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a closing section after the last content section that restates the offer.',
      'Give it the primary call to action.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversions from readers who scroll to the end; varies by page length',
    source: 'heuristic',
    run(model) {
      const h2 = sectionHeadings(model);
      if (h2.length < 2) return notApplicable('fewer than two sections');
      const last = h2[h2.length - 1];
      const after = copyCtas(model).find((c) => c.order > last.order);
      if (after)
        return pass([seen(last, last.text), seen(after, after.text)], 'a call to action closes the page');
      return fail(seen(last, last.text), 'no call to action after the last section');
    },
  },
  {
    id: 'NARR_004',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'narrative',
    dimension: 'clarity',
    title: 'The page does not explain how it works',
    label: 'Page explains how it works',
    description:
      'Unclear next steps are a silent objection; a short "how it works" in three steps shows the path from click to result.',
    threshold:
      'a heading or block introduces the process ("How it works", "3 simple steps", "Step 1", "Our process")',
    severity: 'medium',
    weight: 3,
    industries: ['saas', 'app', 'agency', 'local', 'course'],
    needs: 'static',
    fixSteps: [
      'Add a "How it works" section with three numbered steps.',
      'Make the first step the call to action and the last step the result.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion rate; varies by how new the offer is',
    source: 'heuristic',
    run(model) {
      const hit = findBlock(copyBlocks(model), HOW_IT_WORKS_RE);
      if (hit) return pass(seen(hit, hit.text), 'process explained');
      return fail(absent('a "how it works" / steps / process section'), 'no process section');
    },
  },
  {
    id: 'NARR_005',
    pageTypes: LANDING,
    languages: 'any',
    prices: 'shown',
    group: 'narrative',
    dimension: 'offer',
    title: 'The price comes before any value is shown',
    label: 'Value is shown before the price',
    description:
      'A price read before the value is judged as a cost; read after it, as an investment. Services and software should earn the price first.',
    threshold: 'the first price on the page comes after at least one section heading',
    severity: 'low',
    weight: 2,
    industries: ['saas', 'app', 'agency', 'local', 'course', 'event'],
    needs: 'static',
    fixSteps: [
      'Move pricing below the first benefit section.',
      'If the price must show early, pair it with the main result it buys.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-3% plan selection rate; varies by price level',
    source: 'heuristic',
    run(model) {
      const price = firstOf(model.prices.filter((p) => !p.isCompareAt));
      if (!price) return notApplicable('the page shows no prices');
      const section = sectionHeadings(model)[0];
      if (section && section.order < price.order) {
        return pass(
          [seen(section, section.text), seen(price, price.context || price.text)],
          'price after a section',
        );
      }
      return fail(seen(price, price.context || price.text), 'price before any section');
    },
  },
  {
    id: 'NARR_006',
    pageTypes: LANDING,
    languages: 'any',
    group: 'narrative',
    dimension: 'persuasion',
    title: 'Doubts are answered only after the final ask',
    label: 'Doubts are answered before the final ask',
    description:
      'FAQs and guarantees remove the last objections; placed after the closing button they come too late for the visitor deciding there.',
    threshold: 'the first FAQ item or guarantee appears before the last call to action',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Place the FAQ or guarantee directly above the closing call to action.',
      'Repeat the guarantee in one line under the final button.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-3% conversions at the final call to action; varies by offer risk',
    source: 'heuristic',
    run(model) {
      const ask = lastAsk(model);
      if (!ask) return notApplicable('the page has no call to action');
      const answers: (Located & { label: string })[] = [
        ...model.faq.map((f) => ({ ...f, label: f.question })),
        ...model.guarantees.map((g) => ({ ...g, label: g.text })),
      ];
      const first = firstOf(answers);
      if (!first) return notApplicable('the page has no FAQ or guarantee');
      if (first.order < ask.order)
        return pass([seen(first, first.label), seen(ask, ask.text)], 'answered before the ask');
      return fail([seen(ask, ask.text), seen(first, first.label)], 'answered only after the ask');
    },
  },
  {
    id: 'NARR_007',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'narrative',
    dimension: 'clarity',
    title: 'The first section after the hero is about the company',
    label: 'First section after the hero is about the visitor',
    description:
      'The section after the hero is the second most read; "About us" or "Our history" there answers a question the visitor has not asked yet.',
    threshold:
      'the first section heading after the hero is not "About us", "Our story", "Who we are", "Welcome" or similar',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Move the company story lower or to the About page.',
      'Open the first section with the problem you solve or the main benefit.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-3% engagement past the first screen; varies by page',
    source: 'heuristic',
    run(model) {
      const headline = model.hero.headline;
      const start = Math.max(model.hero.end, headline ? headline.order + 1 : 0);
      const first = sectionHeadings(model).find((h) => h.order >= start);
      if (!first) return notApplicable('no section heading after the first screen');
      return COMPANY_FIRST_RE.test(first.text)
        ? fail(seen(first, first.text), 'company-first section')
        : pass(seen(first, first.text), 'visitor-first section');
    },
  },
  {
    id: 'NARR_008',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'narrative',
    dimension: 'cta',
    title: 'The last section heading does not invite action',
    label: 'The closing section invites action',
    description:
      'The final heading frames the decision; "Ready to get started?" or "Book your free call" turns the end of the page into a next step.',
    threshold: 'the last section heading invites action (ready, get started, join, book, contact, try, …)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Title the closing section with an invitation ("Ready to send your first invoice?").',
      'Repeat the main benefit in one line under it, then the button.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversions at the end of the page; varies by page length',
    source: 'heuristic',
    run(model) {
      const h2 = sectionHeadings(model);
      if (h2.length < 2) return notApplicable('fewer than two sections');
      const last = h2[h2.length - 1];
      return INVITE_RE.test(last.text)
        ? pass(seen(last, last.text), 'closing heading invites action')
        : fail(seen(last, last.text), 'closing heading does not invite action');
    },
  },
];

export default checks;
