import type { CheckDefinition } from '../check.js';
import type { CtaIntent, Industry, PageModel } from '../../model/page-model.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { type CopyBlock, copyBlocks, findBlock, findBlocks, sectionAround } from '../signals/copy-blocks.js';
import { copyCtas, primaryCta } from '../signals/ctas.js';
import { EFFORT_RE, MICRO_TOOL_RE, POPULAR_RE } from '../signals/vocabularies/offers.js';
import { DIGIT_RE } from '../signals/vocabularies/proof.js';
import {
  DEADLINE_RE,
  DECLINE_RE,
  LOSS_RE,
  SCARCITY_ALL_RE,
  SCARCITY_RE,
  SHAMING_RE,
  URGENCY_ALL_RE,
  URGENCY_RE,
} from '../signals/vocabularies/urgency.js';
import { countMatches } from '../signals/words.js';
import { LANDING, OFFER_PAGES } from '../scope.js';

const MAX_PRESSURE_CUES = 3;
const MIN_PLANS = 2;

/** Sites that sell or ask for something; news and reference pages have no ask to pace. */
const SELLING: readonly Industry[] = [
  'ecommerce',
  'saas',
  'app',
  'agency',
  'local',
  'course',
  'event',
  'nonprofit',
];

// Buying a product has its own lighter steps (wishlist, sample) that product-page checks judge.
const HIGH_COMMITMENT: readonly CtaIntent[] = ['signup', 'demo', 'quote', 'contact', 'book', 'donate'];
const LOW_COMMITMENT: readonly CtaIntent[] = ['learn', 'download', 'subscribe', 'trial', 'demo'];

function urgencyBlocks(model: PageModel): CopyBlock[] {
  return findBlocks(copyBlocks(model), URGENCY_RE);
}

/** Plans: recurring prices that are not crossed out, one per amount. */
function plans(model: PageModel) {
  const byAmount = new Map<number, PageModel['prices'][number]>();
  for (const p of model.prices) {
    if (!p.isCompareAt && (p.period === 'month' || p.period === 'year') && !byAmount.has(p.amount)) {
      byAmount.set(p.amount, p);
    }
  }
  return [...byAmount.values()];
}

/** psychology group: the persuasion levers of the page, and their honest use. */
const checks: CheckDefinition[] = [
  {
    id: 'PSY_001',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'psychology',
    dimension: 'persuasion',
    title: 'Nothing gives visitors a reason to act now',
    label: 'Page gives a reason to act now',
    description:
      'Without a reason to decide today, "later" wins, and later rarely comes; a real deadline or seasonal offer moves fence-sitters.',
    threshold:
      'the copy states a time-bound reason to act (offer ends, limited time, order by, early-bird, …) ',
    severity: 'medium',
    weight: 3,
    industries: SELLING,
    needs: 'static',
    fixSteps: [
      'Tie an honest deadline to the offer (launch price, seasonal cut-off, next cohort start).',
      'State it near the primary call to action with its date.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-9% conversion rate during the offer; varies by offer',
    source: 'heuristic',
    run(model) {
      const hit = urgencyBlocks(model)[0];
      if (hit) return pass(seen(hit, hit.text), `urgency: "${URGENCY_RE.exec(hit.text)?.[0]}"`);
      return fail(
        absent('a time-bound reason to act now (deadline, limited-time offer, early-bird price)'),
        'no urgency',
      );
    },
  },
  {
    id: 'PSY_002',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    group: 'psychology',
    dimension: 'trust',
    title: 'Urgency is claimed without a real deadline',
    label: 'Urgency is backed by a concrete deadline',
    description:
      '"Hurry, ends soon!" without a date reads as a trick and costs trust; a stated date or time makes the urgency credible.',
    threshold: 'each urgency claim comes with a date, weekday or clock time in the same block',
    severity: 'medium',
    weight: 3,
    industries: SELLING,
    needs: 'static',
    fixSteps: [
      'Add the real end date and time to every deadline ("Offer ends Sunday 12 May, midnight").',
      'Remove urgency that has no real deadline behind it.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion rate; varies by audience scepticism',
    source: 'heuristic',
    run(model) {
      const claims = urgencyBlocks(model);
      if (claims.length === 0) return notApplicable('the page makes no urgency claim');
      const vague = claims.filter((b) => !DEADLINE_RE.test(b.text));
      if (vague.length === 0)
        return pass(seen(claims[0], claims[0].text), `${claims.length} dated urgency claims`);
      return fail(
        vague.slice(0, 3).map((b) => seen(b, b.text)),
        `${vague.length} of ${claims.length} urgency claims without a date`,
      );
    },
  },
  {
    id: 'PSY_003',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    group: 'psychology',
    dimension: 'trust',
    title: 'Scarcity is claimed without a number',
    label: 'Scarcity claims are specific',
    description:
      '"Limited stock" is read as a sales line; "Only 3 left" or "12 seats remaining" is read as a fact and moves people.',
    threshold: 'at least one scarcity claim states a number ("only 3 left", "12 seats remaining")',
    severity: 'low',
    weight: 2,
    industries: SELLING,
    needs: 'static',
    fixSteps: [
      'Show the real remaining quantity or seats next to the claim.',
      'Drop scarcity lines you cannot back with a number.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-3% conversion rate on limited items; varies by stock levels',
    source: 'heuristic',
    run(model) {
      const claims = findBlocks(copyBlocks(model), SCARCITY_RE);
      if (claims.length === 0) return notApplicable('the page makes no scarcity claim');
      const specific = claims.find((b) => DIGIT_RE.test(SCARCITY_RE.exec(b.text)?.[0] ?? ''));
      if (specific) return pass(seen(specific, specific.text), 'scarcity with a number');
      return fail(
        claims.slice(0, 3).map((b) => seen(b, b.text)),
        `${claims.length} scarcity claims, none with a number`,
      );
    },
  },
  {
    id: 'PSY_004',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    group: 'psychology',
    dimension: 'trust',
    title: 'The page piles on pressure',
    label: 'Pressure is used sparingly',
    description:
      'One honest deadline persuades; a page full of "hurry", "last chance" and "selling fast" feels manipulative and drives careful buyers away.',
    threshold: `at most ${MAX_PRESSURE_CUES} urgency or scarcity phrases on the page`,
    severity: 'medium',
    weight: 2,
    industries: SELLING,
    needs: 'static',
    fixSteps: [
      'Keep the single strongest, true urgency or scarcity message.',
      'Remove repeated pressure lines from banners, headings and product tiles.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-3% conversion rate among careful buyers; varies by audience',
    source: 'heuristic',
    run(model) {
      const hits: CopyBlock[] = [];
      let total = 0;
      for (const b of copyBlocks(model)) {
        const n = countMatches(b.text, URGENCY_ALL_RE) + countMatches(b.text, SCARCITY_ALL_RE);
        if (n > 0) {
          hits.push(b);
          total += n;
        }
      }
      if (total === 0) return notApplicable('the page uses no urgency or scarcity');
      const observed = `${total} pressure phrases (limit ${MAX_PRESSURE_CUES})`;
      const evidence = hits.slice(0, 4).map((b) => seen(b, b.text));
      return total <= MAX_PRESSURE_CUES ? pass(evidence, observed) : fail(evidence, observed);
    },
  },
  {
    id: 'PSY_005',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'psychology',
    dimension: 'persuasion',
    title: 'No small interactive first step is offered',
    label: 'Page offers a small interactive first step',
    description:
      'A quiz, calculator or configurator is a small yes that draws visitors in; having invested effort, they are more likely to continue to the big one.',
    threshold: 'the page offers a quiz, calculator, configurator or personalised recommendation',
    severity: 'low',
    weight: 2,
    industries: SELLING,
    needs: 'static',
    fixSteps: [
      'Build a short quiz or calculator around the main buying question (size, savings, plan).',
      'End it with a personalised result and the primary call to action.',
    ],
    fixEffort: 'high',
    impact: 'medium',
    impactEstimate: 'estimate: +2-10% lead capture; varies by tool quality',
    source: 'heuristic',
    run(model) {
      const hit = findBlock(copyBlocks(model), MICRO_TOOL_RE);
      if (hit) return pass(seen(hit, hit.text), 'interactive first step');
      const cta = copyCtas(model).find((c) => MICRO_TOOL_RE.test(c.text));
      if (cta) return pass(seen(cta, cta.text), 'interactive first step');
      return fail(absent('a quiz, calculator, configurator or personalised recommendation'), 'none');
    },
  },
  {
    id: 'PSY_006',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'psychology',
    dimension: 'persuasion',
    title: 'The page never says what inaction costs',
    label: 'Page shows the cost of doing nothing',
    description:
      'People weigh losses about twice as heavily as gains; naming what the visitor loses by waiting ("every month you lose …") makes the status quo look expensive.',
    threshold: 'the copy frames a loss or cost of inaction (stop losing, missing out, costs you, …)',
    severity: 'low',
    weight: 2,
    industries: SELLING,
    needs: 'static',
    fixSteps: [
      'Quantify what the problem costs the visitor per week or month.',
      'Put that cost next to the price or the call to action.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-3% conversion rate; varies by offer',
    source: 'heuristic',
    run(model) {
      const hit = findBlock(copyBlocks(model), LOSS_RE);
      if (hit) return pass(seen(hit, hit.text), `loss framing: "${LOSS_RE.exec(hit.text)?.[0]}"`);
      return fail(absent('copy that frames the cost of inaction'), 'no loss framing');
    },
  },
  {
    id: 'PSY_007',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    prices: 'shown',
    group: 'psychology',
    dimension: 'offer',
    title: 'Several plans are shown with no recommended choice',
    label: 'A recommended plan guides the choice',
    description:
      'Faced with several plans, people stall; marking one "Most popular" or "Recommended" gives a safe default and speeds the decision.',
    threshold: `when ${MIN_PLANS}+ recurring plans are shown, one is marked most popular / recommended / best value`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Mark the plan most customers should choose as "Most popular".',
      'Give it a highlighted border and the primary button style.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +2-8% plan selection rate; varies by plan spread',
    source: 'heuristic',
    run(model) {
      const shown = plans(model);
      if (shown.length < MIN_PLANS) return notApplicable(`fewer than ${MIN_PLANS} recurring plans`);
      const mark = findBlock(copyBlocks(model), POPULAR_RE);
      const badge = model.badges.find((b) => POPULAR_RE.test(b.text));
      if (mark) return pass(seen(mark, mark.text), `${shown.length} plans, one marked`);
      if (badge) return pass(seen(badge, badge.text), `${shown.length} plans, one marked`);
      return fail(
        shown.slice(0, 4).map((p) => seen(p, p.context || p.text)),
        `${shown.length} plans, none marked`,
      );
    },
  },
  {
    id: 'PSY_008',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'psychology',
    dimension: 'friction',
    title: 'The effort of getting started is never quantified',
    label: 'Page says how little effort the first step takes',
    description:
      'Visitors overestimate effort; "set up in 5 minutes" or "2-minute form" lowers the perceived cost of starting.',
    threshold: "the copy quantifies the first step's effort (in N minutes, N-click, takes N seconds, …)",
    severity: 'low',
    weight: 2,
    industries: SELLING,
    needs: 'static',
    fixSteps: [
      'Time the first step (sign-up, quote form, booking) and state it.',
      'Place the statement next to the primary call to action.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-4% starts of the first step; varies by form length',
    source: 'heuristic',
    run(model) {
      const hit = findBlock(copyBlocks(model), EFFORT_RE);
      if (hit) return pass(seen(hit, hit.text), `effort: "${EFFORT_RE.exec(hit.text)?.[0]}"`);
      const cta = copyCtas(model).find((c) => EFFORT_RE.test(c.text));
      if (cta) return pass(seen(cta, cta.text), 'effort stated on the button');
      return fail(
        absent('a quantified effort for the first step (minutes, clicks, steps)'),
        'not quantified',
      );
    },
  },
  {
    id: 'PSY_009',
    pageTypes: 'all',
    languages: ['en'],
    group: 'psychology',
    dimension: 'trust',
    title: 'Saying no is made shameful',
    label: 'Declining an offer is neutral',
    description:
      'Opt-outs like "No thanks, I don\'t like saving money" (confirmshaming) may lift a metric briefly but damage trust and brand.',
    threshold:
      'no decline link or button guilt-trips the visitor ("No, I don\'t want …", "I\'d rather pay full price")',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Reword every decline option neutrally ("No thanks", "Maybe later").',
      'Keep the offer itself persuasive instead.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% long-term conversion through trust; varies by audience',
    source: 'heuristic',
    run(model) {
      const options = [
        ...model.links.map((l) => ({ el: l, text: l.text || l.name })),
        ...model.ctas.map((c) => ({ el: c, text: c.text })),
        ...copyBlocks(model).map((b) => ({ el: b, text: b.text })),
      ].filter((o) => DECLINE_RE.test(o.text));
      if (options.length === 0) return notApplicable('the page has no decline option');
      const shaming = options.filter((o) => SHAMING_RE.test(o.text));
      if (shaming.length === 0) return pass(seen(options[0].el, options[0].text), 'neutral decline');
      return fail(
        shaming.slice(0, 3).map((o) => seen(o.el, o.text)),
        `${shaming.length} shaming decline options`,
      );
    },
  },
  {
    id: 'PSY_010',
    pageTypes: LANDING,
    languages: 'any',
    group: 'psychology',
    dimension: 'persuasion',
    title: 'A big ask stands alone, with no smaller first step beside it',
    label: 'A smaller first step sits beside the big ask',
    description:
      'Visitors not ready to buy or call still say yes to something smaller (see a demo, download a guide); offering it beside the big ask keeps them in the funnel.',
    threshold:
      'in the section of a high-commitment primary CTA (sign up, demo, contact, quote, book, donate) there is a lower-commitment call to action (learn, download, subscribe, trial, demo)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a secondary, lighter option next to the main button ("See how it works", "Download the brochure").',
      'Style it as a secondary button or text link so it does not compete.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% of visitors entering the funnel; varies by offer',
    source: 'heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable('the page has no primary call to action');
      if (!HIGH_COMMITMENT.includes(cta.intent))
        return notApplicable(`the primary ask (${cta.intent}) is already light`);
      const { start, end } = sectionAround(model, cta.order);
      const lighter = copyCtas(model).find(
        (c) =>
          c !== cta &&
          c.order > start &&
          c.order < end &&
          c.intent !== cta.intent &&
          LOW_COMMITMENT.includes(c.intent),
      );
      if (lighter)
        return pass([seen(cta, cta.text), seen(lighter, lighter.text)], `lighter option: ${lighter.intent}`);
      return fail(seen(cta, cta.text), 'no lighter option in the same section');
    },
  },
];

export default checks;
