import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import {
  copyBlocks,
  findBlock,
  heroBlocks,
  heroQuoteBlocks,
  sectionHeadings,
  sentences,
} from '../signals/copy-blocks.js';
import {
  AUDIENCE_RE,
  CATEGORY_RE,
  EXCLAMATION_RE,
  JARGON_RE,
  LONG_WORD_RE,
  NO_LOWER_RE,
  OUTCOME_RE,
  PASSIVE_RE,
  WE_RE,
  YOU_RE,
} from '../signals/vocabularies/copy.js';
import { countMatches } from '../signals/words.js';
import { LANDING, READABLE } from '../scope.js';

const MAX_HERO_JARGON = 1;
const MIN_YOU_WE_RATIO = 1;
const MIN_PRONOUNS = 6;
const MAX_AVG_SENTENCE_WORDS = 20;
const MIN_SENTENCES = 5;
const MAX_PARAGRAPH_WORDS = 90;
const MAX_PASSIVE_SHARE = 0.2;
const MIN_SENTENCES_PASSIVE = 8;
const MAX_EXCLAMATIONS = 3;
const MIN_COPY_WORDS = 50;
const CAPS_MIN_WORDS = 6;
const MAX_CAPS_BLOCKS = 1;
const MAX_LONG_WORD_SHARE = 0.04;
const MIN_WORDS_LONG_WORDS = 100;
const MIN_DESCRIPTIVE_SHARE = 0.5;
const DESCRIPTIVE_MIN_WORDS = 3;

const NO_HERO = 'the page has no first-screen copy';

function pct(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** messaging group: whether the copy is clear, visitor-centred and easy to read. */
const checks: CheckDefinition[] = [
  {
    id: 'MSG_001',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'messaging',
    dimension: 'clarity',
    title: 'The first screen does not say who the offer is for',
    label: 'First screen names its audience',
    description:
      'Visitors stay when they recognise themselves; naming the audience ("for busy clinics", "for small teams") is the quickest way to say "this is for you".',
    threshold:
      'the first screen names an audience ("for small businesses", "built for designers", "whether you\'re a …")',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Name your best-fit customer in the headline or subheadline.',
      'Use the words they use for themselves ("for independent cafés", not "for SMBs").',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% engagement from the target audience; varies by niche',
    source: 'heuristic',
    run(model) {
      const hero = heroBlocks(model);
      if (hero.length === 0) return notApplicable(NO_HERO);
      const hit = findBlock(hero, AUDIENCE_RE);
      if (hit) return pass(seen(hit, hit.text), `audience: "${AUDIENCE_RE.exec(hit.text)?.[0]}"`);
      return fail(
        absent('an audience named on the first screen ("for …", "built for …")'),
        'no audience named',
      );
    },
  },
  {
    id: 'MSG_002',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'messaging',
    dimension: 'clarity',
    title: 'The first screen is written in jargon',
    label: 'First screen is free of marketing jargon',
    description:
      'Words like "innovative solutions" and "seamless synergy" could describe any company; visitors skim past them and still do not know what you do.',
    threshold: `the first screen uses at most ${MAX_HERO_JARGON} jargon word (solution, innovative, seamless, leverage, cutting-edge, …)`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Replace each jargon word with the concrete thing it stands for.',
      'Read the first screen aloud to a customer: rewrite any phrase they would not say.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% first-screen engagement; varies by audience',
    source: 'heuristic',
    run(model) {
      const hero = heroBlocks(model);
      if (hero.length === 0) return notApplicable(NO_HERO);
      const hits = hero.filter((b) => countMatches(b.text, JARGON_RE) > 0);
      const total = hits.reduce((n, b) => n + countMatches(b.text, JARGON_RE), 0);
      const observed = `${total} jargon words (limit ${MAX_HERO_JARGON})`;
      if (total <= MAX_HERO_JARGON)
        return pass(seen(hits[0] ?? hero[0], (hits[0] ?? hero[0]).text), observed);
      return fail(
        hits.slice(0, 3).map((b) => seen(b, b.text)),
        observed,
      );
    },
  },
  {
    id: 'MSG_003',
    pageTypes: [...LANDING, 'product_detail'],
    languages: ['en'],
    group: 'messaging',
    dimension: 'clarity',
    title: 'The copy talks about the company more than the visitor',
    label: 'Copy talks to the visitor',
    description:
      'Copy full of "we" and "our" describes the seller; copy full of "you" and "your" describes the buyer\'s situation, which is what they came to read.',
    threshold: `"you/your" appear at least as often as "we/our/us" (ratio >= ${MIN_YOU_WE_RATIO})`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Find sentences that start with "We" and turn them round to start with what the visitor gets.',
      'Replace "our features" with "you can …" statements.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversion rate; varies by copy length',
    source: 'heuristic',
    run(model) {
      let you = 0;
      let we = 0;
      let youBlock;
      let weBlock;
      for (const b of copyBlocks(model)) {
        const y = countMatches(b.text, YOU_RE);
        const w = countMatches(b.text, WE_RE);
        you += y;
        we += w;
        if (y > 0 && !youBlock) youBlock = b;
        if (w > (weBlock ? countMatches(weBlock.text, WE_RE) : 0)) weBlock = b;
      }
      if (you + we < MIN_PRONOUNS)
        return notApplicable(`fewer than ${MIN_PRONOUNS} personal pronouns in the copy`);
      const ratio = we === 0 ? Infinity : you / we;
      const observed = `you: ${you}, we: ${we} (ratio ${we === 0 ? '∞' : ratio.toFixed(2)}, needs >= ${MIN_YOU_WE_RATIO})`;
      if (ratio >= MIN_YOU_WE_RATIO && youBlock) return pass(seen(youBlock, youBlock.text), observed);
      const quoteBlock = weBlock ?? youBlock!;
      return fail(seen(quoteBlock, quoteBlock.text), observed);
    },
  },
  {
    id: 'MSG_004',
    pageTypes: READABLE,
    languages: 'any',
    group: 'messaging',
    dimension: 'clarity',
    title: 'Sentences are too long to read comfortably',
    label: 'Sentences are short and easy to read',
    description:
      'Readers on the web skim; average sentences past twenty words push the reading level up and the completion rate down.',
    threshold: `body sentences average at most ${MAX_AVG_SENTENCE_WORDS} words`,
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Split sentences at "and", "which" and "so that".',
      'Keep one idea per sentence; move details into bullet points.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion rate; varies by audience',
    source: 'heuristic',
    run(model) {
      const all = sentences(model);
      if (all.length < MIN_SENTENCES)
        return notApplicable(`fewer than ${MIN_SENTENCES} sentences of body copy`);
      const avg = all.reduce((n, s) => n + s.words, 0) / all.length;
      const longest = all.reduce((a, b) => (b.words > a.words ? b : a));
      const observed = `average ${avg.toFixed(1)} words over ${all.length} sentences (limit ${MAX_AVG_SENTENCE_WORDS})`;
      return avg <= MAX_AVG_SENTENCE_WORDS
        ? pass(seen(longest.block, longest.text), observed)
        : fail(seen(longest.block, longest.text), observed);
    },
  },
  {
    id: 'MSG_005',
    pageTypes: READABLE,
    languages: 'any',
    group: 'messaging',
    dimension: 'clarity',
    title: 'A wall of text hides the message',
    label: 'Paragraphs are short enough to scan',
    description:
      'Long unbroken paragraphs are skipped on sales pages; visitors read the first line and move on.',
    threshold: `no paragraph of the copy is longer than ${MAX_PARAGRAPH_WORDS} words`,
    severity: 'low',
    weight: 2,
    industries: ['ecommerce', 'saas', 'app', 'agency', 'local', 'course', 'event', 'nonprofit', 'other'],
    needs: 'static',
    fixSteps: [
      'Break long paragraphs after two or three sentences.',
      'Turn enumerations into bullet points and give sections their own subheading.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% engagement with the copy; varies by page length',
    source: 'Nielsen Norman Group, how users read on the web (scanning); range heuristic',
    run(model) {
      const paras = copyBlocks(model).filter((b) => b.level === null);
      if (paras.length === 0) return notApplicable('the page has no paragraphs');
      const longest = paras.reduce((a, b) => (b.words > a.words ? b : a));
      const observed = `longest paragraph ${longest.words} words (limit ${MAX_PARAGRAPH_WORDS})`;
      return longest.words <= MAX_PARAGRAPH_WORDS
        ? pass(seen(longest, longest.text), observed)
        : fail(seen(longest, longest.text), observed);
    },
  },
  {
    id: 'MSG_006',
    pageTypes: [...LANDING, 'about'],
    languages: ['en'],
    group: 'messaging',
    dimension: 'clarity',
    title: 'The first screen does not say what kind of product this is',
    label: 'First screen names the kind of product',
    description:
      'Visitors file a page under a category ("a scheduling app", "a branding agency") before anything else; without it, every other claim floats.',
    threshold:
      'the first screen names a product or service category (app, platform, agency, course, software, clinic, …)',
    severity: 'high',
    weight: 4,
    industries: ['saas', 'app', 'agency', 'course', 'local'],
    needs: 'static',
    fixSteps: [
      'Say plainly what it is in the headline or subheadline ("Invoicing software for freelancers").',
      'Use the category word your customers search for.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +2-6% first-screen engagement; varies by brand awareness',
    source: 'heuristic',
    run(model) {
      const hero = heroBlocks(model);
      if (hero.length === 0) return notApplicable(NO_HERO);
      const hit = findBlock(hero, CATEGORY_RE);
      if (hit) return pass(seen(hit, hit.text), `category: "${CATEGORY_RE.exec(hit.text)?.[0]}"`);
      return fail(
        heroQuoteBlocks(model).map((b) => seen(b, b.text)),
        'no category word on the first screen',
      );
    },
  },
  {
    id: 'MSG_007',
    pageTypes: READABLE,
    languages: ['en'],
    group: 'messaging',
    dimension: 'clarity',
    title: 'Too much of the copy is in the passive voice',
    label: 'Copy is written in the active voice',
    description:
      '"Reports are generated automatically" hides who does what; "You get a report every Monday" is clearer and more persuasive.',
    threshold: `at most ${pct(MAX_PASSIVE_SHARE)} of body sentences use the passive voice`,
    severity: 'low',
    weight: 1,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Rewrite passive sentences with the visitor or the product as the subject.',
      'Search the copy for "is/are/was … -ed" and fix the ones in the hero and feature sections first.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% engagement with the copy; varies by audience',
    source: 'heuristic',
    run(model) {
      const all = sentences(model);
      if (all.length < MIN_SENTENCES_PASSIVE)
        return notApplicable(`fewer than ${MIN_SENTENCES_PASSIVE} body sentences`);
      const passive = all.filter((s) => PASSIVE_RE.test(s.text));
      const share = passive.length / all.length;
      const observed = `${passive.length} of ${all.length} sentences passive (${pct(share)}, limit ${pct(MAX_PASSIVE_SHARE)})`;
      if (share <= MAX_PASSIVE_SHARE) {
        const sample = passive[0] ?? all[0];
        return pass(seen(sample.block, sample.text), observed);
      }
      return fail(
        passive.slice(0, 3).map((s) => seen(s.block, s.text)),
        observed,
      );
    },
  },
  {
    id: 'MSG_008',
    pageTypes: READABLE,
    languages: 'any',
    group: 'messaging',
    dimension: 'clarity',
    title: 'The copy shouts with exclamation marks',
    label: 'Copy keeps a calm, confident tone',
    description:
      'Exclamation marks read as hype; more than a few make claims look less credible, not more exciting.',
    threshold: `at most ${MAX_EXCLAMATIONS} exclamation marks in the copy`,
    severity: 'low',
    weight: 1,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove exclamation marks from headings and claims.',
      'Let specifics (numbers, names) carry the excitement instead.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% conversion rate; varies by audience',
    source: 'heuristic',
    run(model) {
      const blocks = copyBlocks(model);
      const words = blocks.reduce((n, b) => n + b.words, 0);
      if (words < MIN_COPY_WORDS) return notApplicable(`fewer than ${MIN_COPY_WORDS} words of copy`);
      // Repeated blocks (the same notice in several templates) are counted once.
      const seenTexts = new Set<string>();
      const hits = blocks.filter(
        (b) => b.text.includes('!') && !seenTexts.has(b.text) && seenTexts.add(b.text),
      );
      const total = hits.reduce((n, b) => n + countMatches(b.text, EXCLAMATION_RE), 0);
      const observed = `${total} exclamation marks (limit ${MAX_EXCLAMATIONS})`;
      if (total === 0) return pass(absent('exclamation marks in the copy'), observed);
      const evidence = hits.slice(0, 3).map((b) => seen(b, b.text));
      return total <= MAX_EXCLAMATIONS ? pass(evidence, observed) : fail(evidence, observed);
    },
  },
  {
    id: 'MSG_009',
    pageTypes: READABLE,
    languages: 'any',
    group: 'messaging',
    dimension: 'clarity',
    title: 'Copy is set in capitals, which is slow to read',
    label: 'Copy is set in normal case',
    description:
      'Whole sentences in capitals lose the word shapes readers rely on; they are read more slowly and feel like shouting.',
    threshold: `at most ${MAX_CAPS_BLOCKS} block of ${CAPS_MIN_WORDS}+ words is written entirely in capitals`,
    severity: 'low',
    weight: 1,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Rewrite all-caps sentences in sentence case.',
      'Keep capitals for short labels of one to three words.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% engagement with the copy; varies by design',
    source: 'heuristic',
    run(model) {
      const long = copyBlocks(model).filter((b) => b.words >= CAPS_MIN_WORDS);
      if (long.length === 0) return notApplicable(`no block of ${CAPS_MIN_WORDS}+ words`);
      const caps = long.filter((b) => !NO_LOWER_RE.test(b.text) && /\p{Lu}/u.test(b.text));
      const observed = `${caps.length} all-caps blocks (limit ${MAX_CAPS_BLOCKS})`;
      if (caps.length === 0) return pass(seen(long[0], long[0].text), observed);
      const evidence = caps.slice(0, 3).map((b) => seen(b, b.text));
      return caps.length <= MAX_CAPS_BLOCKS ? pass(evidence, observed) : fail(evidence, observed);
    },
  },
  {
    id: 'MSG_010',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'messaging',
    dimension: 'clarity',
    title: 'The first screen does not name an outcome for the visitor',
    label: 'First screen promises an outcome',
    description:
      'People buy results (time saved, sales won, pain avoided), not features; the first screen should say which result they get.',
    threshold: 'the first screen names an outcome (save, grow, faster, easier, without, peace of mind, …)',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Write down the main result customers get and put it in the headline or subheadline.',
      'Phrase it as a change for the visitor ("Close your books in a day, not a week").',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% first-screen click-through; varies by offer',
    source: 'heuristic',
    run(model) {
      const hero = heroBlocks(model);
      if (hero.length === 0) return notApplicable(NO_HERO);
      const hit = findBlock(hero, OUTCOME_RE);
      if (hit) return pass(seen(hit, hit.text), `outcome word "${OUTCOME_RE.exec(hit.text)?.[0]}"`);
      return fail(
        heroQuoteBlocks(model).map((b) => seen(b, b.text)),
        'no outcome named on the first screen',
      );
    },
  },
  {
    id: 'MSG_011',
    pageTypes: READABLE,
    languages: 'any',
    group: 'messaging',
    dimension: 'clarity',
    title: 'The copy leans on long, difficult words',
    label: 'Copy uses plain words',
    description:
      'Long words ("implementation", "functionalities") raise the reading level; plain words are understood faster by every visitor, experts included.',
    threshold: `at most ${pct(MAX_LONG_WORD_SHARE)} of words have 13 or more letters`,
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'List the long words of the copy and find a short everyday word for each.',
      'Keep technical terms only where your buyers use them themselves.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% engagement with the copy; varies by audience',
    source: 'heuristic',
    run(model) {
      const blocks = copyBlocks(model);
      const words = blocks.reduce((n, b) => n + b.words, 0);
      if (words < MIN_WORDS_LONG_WORDS)
        return notApplicable(`fewer than ${MIN_WORDS_LONG_WORDS} words of copy`);
      let long = 0;
      let worst = blocks[0];
      let worstCount = -1;
      for (const b of blocks) {
        const n = countMatches(b.text, LONG_WORD_RE);
        long += n;
        if (n > worstCount) {
          worst = b;
          worstCount = n;
        }
      }
      const share = long / words;
      const observed = `${long} of ${words} words have 13+ letters (${(share * 100).toFixed(1)}%, limit ${pct(MAX_LONG_WORD_SHARE)})`;
      return share <= MAX_LONG_WORD_SHARE
        ? pass(seen(worst, worst.text), observed)
        : fail(seen(worst, worst.text), observed);
    },
  },
  {
    id: 'MSG_012',
    pageTypes: READABLE,
    languages: ['en'],
    group: 'messaging',
    dimension: 'clarity',
    title: 'Section headings are bare labels',
    label: 'Section headings say something',
    description:
      'Skimmers read only the headings; "Features" or "Services" tells them nothing, while "Send invoices in two clicks" sells on its own.',
    threshold: `at least ${pct(MIN_DESCRIPTIVE_SHARE)} of section headings (h2) have ${DESCRIPTIVE_MIN_WORDS}+ words`,
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Rewrite one-word headings as the benefit of the section.',
      'Read only the headings top to bottom: they should tell the story of the page.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-3% engagement with the page; varies by page length',
    source: 'heuristic',
    run(model) {
      const h2 = sectionHeadings(model);
      if (h2.length < 2) return notApplicable('fewer than two section headings');
      const descriptive = h2.filter((h) => h.words >= DESCRIPTIVE_MIN_WORDS);
      const share = descriptive.length / h2.length;
      const observed = `${descriptive.length} of ${h2.length} headings descriptive (${pct(share)}, needs ${pct(MIN_DESCRIPTIVE_SHARE)})`;
      if (share >= MIN_DESCRIPTIVE_SHARE) {
        return pass(
          descriptive.slice(0, 3).map((h) => seen(h, h.text)),
          observed,
        );
      }
      return fail(
        h2
          .filter((h) => h.words < DESCRIPTIVE_MIN_WORDS)
          .slice(0, 4)
          .map((h) => seen(h, h.text)),
        observed,
      );
    },
  },
];

export default checks;
