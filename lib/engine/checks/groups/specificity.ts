import type { CheckDefinition } from '../check.js';
import type { Industry } from '../../model/page-model.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import {
  type CopyBlock,
  copyBlocks,
  findBlock,
  findBlocks,
  heroBlocks,
  heroQuoteBlocks,
} from '../signals/copy-blocks.js';
import { MONEY_RE, VALUE_WORD_RE } from '../signals/vocabularies/pricing.js';
import {
  COMPARATIVE_RE,
  EXACT_COUNT_RE,
  FIGURE_RE,
  HEDGE_ALL_RE,
  HYPE_ALL_RE,
  OUTCOME_FIGURE_RE,
  PROOF_NEAR_RE,
  SOURCE_RE,
  STAT_ALL_RE,
  STAT_PERCENT_RE,
  SUPERLATIVE_ALL_RE,
  SUPERLATIVE_RE,
  VAGUE_QUANTITY_RE,
} from '../signals/vocabularies/proof.js';
import { countMatches } from '../signals/words.js';
import { LANDING } from '../scope.js';

const MAX_HEDGED = 1;
const HYPE_PER_WORDS = 150;
const MAX_HYPE_PER_150 = 1;
const MIN_WORDS_HYPE = 150;
const MIN_QUANTIFIED_SHARE = 0.5;

/** Pages that make claims to sell; articles and reference pages are judged elsewhere. */
const CLAIMING: readonly Industry[] = [
  'ecommerce',
  'saas',
  'app',
  'agency',
  'local',
  'course',
  'event',
  'nonprofit',
  'other',
];

/** A figure reads as made up when it is a round number or an open-ended "1,000+". */
function isRound(raw: string, suffix: string): boolean {
  if (suffix === '+' || /^k/i.test(suffix)) return true;
  if (raw.includes('.')) return false;
  const value = Number(raw.replace(/,/g, ''));
  if (value >= 100) return value % 50 === 0;
  return value >= 10 && value % 5 === 0;
}

interface Stat {
  block: CopyBlock;
  text: string;
  round: boolean;
}

function stats(blocks: readonly CopyBlock[]): Stat[] {
  const out: Stat[] = [];
  for (const block of blocks) {
    for (const m of block.text.matchAll(STAT_ALL_RE)) {
      out.push({ block, text: m[0].trim(), round: isRound(m[1], m[2].trim()) });
    }
  }
  return out;
}

/** specificity group: whether claims are concrete, checkable and backed. */
const checks: CheckDefinition[] = [
  {
    id: 'SPEC_001',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'specificity',
    dimension: 'clarity',
    title: 'The first screen makes no concrete, numeric claim',
    label: 'First screen carries a concrete figure',
    description:
      'A number on the first screen ("in 5 minutes", "4.8/5 from 2,300 reviews", "from $19") is read as a fact; adjectives are read as marketing.',
    threshold:
      'the first screen holds at least one figure with a unit, currency or rating (%, x, minutes, customers, $, 4.8/5, …)',
    severity: 'medium',
    weight: 3,
    industries: CLAIMING,
    needs: 'static',
    fixSteps: [
      'Pick the strongest fact you can prove (time saved, customers, rating, price) and put it in the subheadline.',
      'Write it as a digit with its unit ("3 hours a week"), not in words.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% first-screen engagement; varies by strength of the figure',
    source: 'heuristic',
    run(model) {
      const hero = heroBlocks(model);
      if (hero.length === 0) return notApplicable('the page has no first-screen copy');
      const hit = findBlock(hero, FIGURE_RE);
      if (hit) return pass(seen(hit, hit.text), `figure "${FIGURE_RE.exec(hit.text)?.[0]}"`);
      return fail(
        heroQuoteBlocks(model).map((b) => seen(b, b.text)),
        'no figure on the first screen',
      );
    },
  },
  {
    id: 'SPEC_002',
    pageTypes: [...LANDING, 'product_detail'],
    languages: ['en'],
    group: 'specificity',
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
      const claims = findBlocks(copyBlocks(model), SUPERLATIVE_RE);
      if (claims.length === 0) return notApplicable('the copy makes no superlative claim');
      const unsupported = claims.filter((b) => !PROOF_NEAR_RE.test(b.text.replace(SUPERLATIVE_ALL_RE, ' ')));
      if (unsupported.length === 0)
        return pass(seen(claims[0], claims[0].text), `${claims.length} superlatives, all backed`);
      return fail(
        unsupported.slice(0, 3).map((b) => seen(b, b.text)),
        `${unsupported.length} of ${claims.length} superlatives without proof`,
      );
    },
  },
  {
    id: 'SPEC_003',
    pageTypes: [...LANDING, 'product_detail'],
    languages: ['en'],
    group: 'specificity',
    dimension: 'trust',
    title: 'Vague quantities stand in for real numbers',
    label: 'Quantities are stated as exact numbers',
    description:
      '"Thousands of happy customers" sounds like a guess; "12,400 customers" sounds like a count. Exact figures are believed more.',
    threshold:
      'a vague quantity ("thousands of", "many customers", "countless") is backed by an exact count elsewhere on the page',
    severity: 'low',
    weight: 2,
    industries: CLAIMING,
    needs: 'static',
    fixSteps: [
      'Replace "thousands of customers" with the actual number.',
      'Update the figure on a schedule so it stays true.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion rate; varies by audience',
    source: 'heuristic',
    run(model) {
      const blocks = copyBlocks(model);
      const vague = findBlock(blocks, VAGUE_QUANTITY_RE);
      if (!vague) return notApplicable('the copy uses no vague quantity');
      const exact = findBlock(blocks, EXACT_COUNT_RE);
      if (exact) return pass([seen(exact, exact.text), seen(vague, vague.text)], 'exact count given');
      return fail(seen(vague, vague.text), `vague: "${VAGUE_QUANTITY_RE.exec(vague.text)?.[0]}"`);
    },
  },
  {
    id: 'SPEC_004',
    pageTypes: [...LANDING, 'product_detail'],
    languages: ['en'],
    group: 'specificity',
    dimension: 'persuasion',
    title: 'No result is stated with a number',
    label: 'Results are stated with numbers',
    description:
      '"Save time" is a hope; "save 6 hours a week" is a result a buyer can weigh against the price.',
    threshold: 'at least one outcome claim carries a figure ("37% more leads", "save 6 hours", "3x faster")',
    severity: 'medium',
    weight: 3,
    industries: CLAIMING,
    needs: 'static',
    fixSteps: [
      'Measure one result customers get (time, money, growth) and state it with its number.',
      'Put it in a heading or next to the call to action.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% conversion rate; varies by strength of the result',
    source: 'heuristic',
    run(model) {
      const hit = findBlock(copyBlocks(model), OUTCOME_FIGURE_RE);
      if (hit) return pass(seen(hit, hit.text), `result: "${OUTCOME_FIGURE_RE.exec(hit.text)?.[0]}"`);
      return fail(absent('an outcome stated with a figure (%, x, hours, $)'), 'no quantified result');
    },
  },
  {
    id: 'SPEC_005',
    pageTypes: [...LANDING, 'product_detail'],
    languages: ['en'],
    group: 'specificity',
    dimension: 'trust',
    title: 'Every statistic is a round number',
    label: 'Statistics are precise',
    description:
      'Round figures ("50%", "1,000+") look estimated; a precise figure ("47%", "1,284") signals that someone counted.',
    threshold:
      'at least one statistic on the page is precise (under 100 not a multiple of 5, from 100 not a multiple of 50, not "N+" or "Nk")',
    severity: 'low',
    weight: 1,
    industries: CLAIMING,
    needs: 'static',
    fixSteps: [
      'Replace rounded statistics with the measured value.',
      'Keep the date or period the figure refers to next to it.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% credibility-driven conversion; varies by audience',
    source: 'heuristic',
    run(model) {
      const all = stats(copyBlocks(model));
      if (all.length === 0) return notApplicable('the copy states no statistics');
      const precise = all.find((s) => !s.round);
      if (precise) return pass(seen(precise.block, precise.block.text), `precise: "${precise.text}"`);
      return fail(
        all.slice(0, 3).map((s) => seen(s.block, s.block.text)),
        `${all.length} statistics, all round (${all
          .slice(0, 4)
          .map((s) => s.text)
          .join(', ')})`,
      );
    },
  },
  {
    id: 'SPEC_006',
    pageTypes: [...LANDING, 'product_detail'],
    languages: ['en'],
    group: 'specificity',
    dimension: 'trust',
    title: 'Figures are hedged with "up to"',
    label: 'Figures are stated without hedging',
    description:
      '"Up to 70% off" and "as much as 10x faster" tell readers the typical result is much lower; one hedge is normal, several undo the numbers.',
    threshold: `at most ${MAX_HEDGED} figure is hedged with "up to", "as much as", "as low as", …`,
    severity: 'low',
    weight: 1,
    industries: CLAIMING,
    needs: 'static',
    fixSteps: [
      'State the typical result instead of the maximum ("most customers save 3 hours").',
      'Keep "up to" only where the range really matters, and show the typical value beside it.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% conversion rate; varies by offer',
    source: 'heuristic',
    run(model) {
      const blocks = copyBlocks(model);
      const hedged = blocks.filter((b) => countMatches(b.text, HEDGE_ALL_RE) > 0);
      const total = hedged.reduce((n, b) => n + countMatches(b.text, HEDGE_ALL_RE), 0);
      if (total === 0) {
        const figure = findBlock(blocks, FIGURE_RE);
        if (!figure) return notApplicable('the copy states no figures');
        return pass(seen(figure, figure.text), '0 hedged figures');
      }
      const observed = `${total} hedged figures (limit ${MAX_HEDGED})`;
      const evidence = hedged.slice(0, 3).map((b) => seen(b, b.text));
      return total <= MAX_HEDGED ? pass(evidence, observed) : fail(evidence, observed);
    },
  },
  {
    id: 'SPEC_007',
    pageTypes: [...LANDING, 'product_detail'],
    languages: ['en'],
    group: 'specificity',
    dimension: 'trust',
    title: 'Statistics are given without a source',
    label: 'Statistics cite their source',
    description:
      'A percentage without a source is just a claim; "according to a 2023 survey of 1,200 customers" makes it evidence.',
    threshold:
      'when the copy states percentages (not discounts), it names a source (according to, survey, study, data from, [1], …)',
    severity: 'low',
    weight: 2,
    industries: CLAIMING,
    needs: 'static',
    fixSteps: [
      'Add the source and date to each statistic, as a short line or footnote.',
      'Link to the study or the case study the figure comes from.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% credibility-driven conversion; varies by audience',
    source: 'heuristic',
    run(model) {
      const blocks = copyBlocks(model);
      const stat = findBlock(blocks, STAT_PERCENT_RE);
      if (!stat) return notApplicable('the copy states no percentages');
      const source = findBlock(blocks, SOURCE_RE);
      if (source) return pass([seen(source, source.text), seen(stat, stat.text)], 'source named');
      return fail(seen(stat, stat.text), 'no source named');
    },
  },
  {
    id: 'SPEC_008',
    pageTypes: [...LANDING, 'product_detail'],
    languages: ['en'],
    group: 'specificity',
    dimension: 'clarity',
    title: 'The copy leans on empty hype adjectives',
    label: 'Copy shows rather than hypes',
    description:
      '"Amazing", "incredible" and "perfect" ask the reader to take your word for it; specifics show it instead.',
    threshold: `at most ${MAX_HYPE_PER_150} hype adjective (amazing, awesome, incredible, perfect, stunning, …) per ${HYPE_PER_WORDS} words`,
    severity: 'low',
    weight: 2,
    industries: CLAIMING,
    needs: 'static',
    fixSteps: [
      'Replace each hype adjective with the fact behind it ("stitched with waxed thread", not "amazing quality").',
      'Keep at most one strong adjective per section.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% conversion rate; varies by audience',
    source: 'heuristic',
    run(model) {
      const blocks = copyBlocks(model);
      const words = blocks.reduce((n, b) => n + b.words, 0);
      if (words < MIN_WORDS_HYPE) return notApplicable(`fewer than ${MIN_WORDS_HYPE} words of copy`);
      const hits = blocks.filter((b) => countMatches(b.text, HYPE_ALL_RE) > 0);
      const total = hits.reduce((n, b) => n + countMatches(b.text, HYPE_ALL_RE), 0);
      const rate = (total / words) * HYPE_PER_WORDS;
      const observed = `${total} hype adjectives in ${words} words (${rate.toFixed(2)} per ${HYPE_PER_WORDS}, limit ${MAX_HYPE_PER_150})`;
      if (hits.length === 0) return pass(absent('hype adjectives in the copy'), observed);
      const evidence = hits.slice(0, 3).map((b) => seen(b, b.text));
      return rate <= MAX_HYPE_PER_150 ? pass(evidence, observed) : fail(evidence, observed);
    },
  },
  {
    id: 'SPEC_009',
    pageTypes: [...LANDING, 'product_detail'],
    languages: ['en'],
    prices: 'required',
    group: 'specificity',
    dimension: 'offer',
    title: 'Value is claimed ("affordable", "low cost") without a price',
    label: 'Value claims are backed by a price',
    description:
      '"Affordable" means different things to every reader; a price or saving in numbers lets them judge for themselves.',
    threshold:
      'when the copy claims low prices (affordable, cheap, low cost, competitive prices), the page shows a price or an amount',
    severity: 'medium',
    weight: 2,
    industries: CLAIMING,
    needs: 'static',
    fixSteps: [
      'Show a starting price or typical project cost next to the value claim.',
      'If prices vary, give a range or an example ("most kitchens: $4,000-$6,000").',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% enquiry rate from price-sensitive visitors; varies by market',
    source: 'heuristic',
    run(model) {
      const blocks = copyBlocks(model);
      const claim = findBlock(blocks, VALUE_WORD_RE);
      if (!claim) return notApplicable('the copy makes no low-price claim');
      const price = model.prices.find((p) => !p.isCompareAt);
      if (price)
        return pass([seen(claim, claim.text), seen(price, price.context || price.text)], 'price shown');
      const amount = findBlock(blocks, MONEY_RE);
      if (amount) return pass([seen(claim, claim.text), seen(amount, amount.text)], 'amount stated');
      return fail(seen(claim, claim.text), `"${VALUE_WORD_RE.exec(claim.text)?.[0]}" without a price`);
    },
  },
  {
    id: 'SPEC_010',
    pageTypes: [...LANDING, 'product_detail'],
    languages: ['en'],
    group: 'specificity',
    dimension: 'persuasion',
    title: 'Comparisons ("faster", "easier") are not quantified',
    label: 'Comparisons are quantified',
    description:
      '"Faster" than what, and by how much? Comparative claims without a figure are skimmed as filler; with one they become reasons.',
    threshold: `at least ${Math.round(MIN_QUANTIFIED_SHARE * 100)}% of blocks with a comparative claim (faster, easier, cheaper, better, …) carry a figure`,
    severity: 'low',
    weight: 2,
    industries: CLAIMING,
    needs: 'static',
    fixSteps: [
      'Add the measured difference to each comparison ("2x faster than spreadsheets").',
      'Name what you compare against.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-3% conversion rate; varies by claim',
    source: 'heuristic',
    run(model) {
      const claims = findBlocks(copyBlocks(model), COMPARATIVE_RE);
      if (claims.length === 0) return notApplicable('the copy makes no comparative claim');
      const quantified = claims.filter((b) => FIGURE_RE.test(b.text));
      const share = quantified.length / claims.length;
      const observed = `${quantified.length} of ${claims.length} comparisons quantified (needs ${Math.round(MIN_QUANTIFIED_SHARE * 100)}%)`;
      if (share >= MIN_QUANTIFIED_SHARE) {
        return pass(
          quantified.slice(0, 3).map((b) => seen(b, b.text)),
          observed,
        );
      }
      return fail(
        claims
          .filter((b) => !FIGURE_RE.test(b.text))
          .slice(0, 3)
          .map((b) => seen(b, b.text)),
        observed,
      );
    },
  },
];

export default checks;
