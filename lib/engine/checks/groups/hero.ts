import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { brandNames, heroBlocks } from '../signals/copy-blocks.js';
import { copyCtas } from '../signals/ctas.js';
import { GREETING_HEADLINE_RE } from '../signals/vocabularies/copy.js';
import { countWords, normalise } from '../signals/words.js';
import { ACTIONABLE, LANDING, OFFER_PAGES } from '../scope.js';
import type { CallToAction, PageModel } from '../../model/page-model.js';

const HEADLINE_MAX_WORDS = 12;
const SUB_MIN_WORDS = 6;
const SUB_MAX_WORDS = 40;
const HERO_MAX_CTAS = 2;
const HERO_MAX_COPY_WORDS = 80;
const HERO_MAX_TOP_HEADINGS = 2;
const MOBILE_HEADLINE_TOP_SHARE = 0.6;
const DESKTOP_HEADLINE_MIN_PX = 28;

const NO_HEADLINE = 'the page has no headline on its first screen';
const NO_HERO = 'the first screen of content could not be identified';

/** hero group: the first screen, where a visitor decides in seconds whether to stay. */

/**
 * Without a measured layout, where markup alone says the main call to action is on the first
 * screen though it lies past the hero's span: in the header or navigation bar (the top of every
 * page), or, on a product page, the product's own buy button (standard product templates put the
 * buy box beside the title and image, however much markup the gallery and options take).
 */
function firstScreenWithoutLayout(model: PageModel): { cta: CallToAction; why: string } | null {
  const cta = model.ctas.find((c) => c.role === 'primary') ?? model.mainAsk ?? null;
  if (!cta || cta.layout?.desktop) return null;
  if (cta.region === 'header' || cta.region === 'nav')
    return { cta, why: `"${cta.text}" in the header, on the first screen of every page` };
  const headline = model.hero.headline;
  const buys =
    cta.goal === 'add_to_cart' || cta.goal === 'buy' || cta.intent === 'cart' || cta.intent === 'purchase';
  if (model.pageType.id === 'product_detail' && buys && headline && cta.order > headline.order)
    return { cta, why: `"${cta.text}": the product's buy button, in the buy box beside its title` };
  return null;
}

const checks: CheckDefinition[] = [
  {
    id: 'HERO_001',
    pageTypes: 'all',
    languages: 'any',
    group: 'hero',
    dimension: 'clarity',
    title: 'The first screen has no headline',
    label: 'First screen opens with a headline',
    description:
      'Visitors decide within seconds whether a page is for them; without a headline the first screen gives them nothing to decide on.',
    threshold: 'the first screen has a headline (an h1, or the most prominent heading before the hero ends)',
    severity: 'critical',
    weight: 5,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add one h1 at the top of the first screen.',
      'Make it say what the visitor gets, in plain words.',
      'Keep decorative slogans below it, not in its place.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +3-10% engagement with the first screen; varies by traffic source',
    source: 'heuristic',
    run(model) {
      const h = model.hero.headline;
      if (!h) return fail(absent('an h1 or prominent heading on the first screen'), 'no headline');
      return pass(seen(h, h.text), `h${h.level} headline`);
    },
  },
  {
    id: 'HERO_002',
    pageTypes: LANDING,
    languages: 'any',
    group: 'hero',
    dimension: 'clarity',
    title: 'The headline is too long to take in at a glance',
    label: 'Headline is short enough to read at a glance',
    description:
      'A headline is read in one glance; past a dozen words visitors skim it and miss the promise.',
    threshold: `the headline has at most ${HEADLINE_MAX_WORDS} words`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Cut the headline to the single promise that matters most.',
      'Move qualifiers and details into the subheadline.',
      `Count the words: aim for ${HEADLINE_MAX_WORDS} or fewer.`,
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% click-through from the first screen; varies by audience',
    source: 'heuristic',
    run(model) {
      const h = model.hero.headline;
      if (!h) return notApplicable(NO_HEADLINE);
      const words = countWords(h.text);
      const observed = `${words} words (limit ${HEADLINE_MAX_WORDS})`;
      return words <= HEADLINE_MAX_WORDS ? pass(seen(h, h.text), observed) : fail(seen(h, h.text), observed);
    },
  },
  {
    id: 'HERO_003',
    pageTypes: 'all',
    languages: ['en'],
    group: 'hero',
    dimension: 'clarity',
    title: 'The headline is a greeting or a placeholder',
    label: 'Headline carries a message, not a greeting',
    description:
      '"Welcome to our website" spends the most valuable line of the page on words that tell the visitor nothing.',
    threshold:
      'the headline does not start with a greeting ("Welcome", "Hello") or placeholder ("Home", "Lorem ipsum")',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Replace the greeting with what the visitor gets from you.',
      'If a welcome matters to the brand, move it below the headline.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +2-6% engagement with the first screen; varies by traffic',
    source: 'heuristic',
    run(model) {
      const h = model.hero.headline;
      if (!h) return notApplicable(NO_HEADLINE);
      const greeting = GREETING_HEADLINE_RE.exec(h.text);
      return greeting
        ? fail(seen(h, h.text), `starts with "${greeting[1].trim()}"`)
        : pass(seen(h, h.text), 'no greeting or placeholder');
    },
  },
  {
    id: 'HERO_004',
    pageTypes: 'all',
    languages: 'any',
    group: 'hero',
    dimension: 'clarity',
    title: 'The headline is only the brand name',
    label: 'Headline says more than the brand name',
    description:
      'A logo already says who you are; a headline that repeats the name wastes the line that should say what you do.',
    threshold: 'the headline is not just the site or brand name (og:site_name, logo alt text or domain)',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Keep the brand in the logo and write a headline that states the offer.',
      'Test the headline by hiding the logo: a stranger should still know what you sell.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +2-8% engagement with the first screen; varies by brand awareness',
    source: 'heuristic',
    run(model) {
      const h = model.hero.headline;
      if (!h) return notApplicable(NO_HEADLINE);
      const compact = normalise(h.text).replace(/ /g, '');
      const brand = countWords(h.text) <= 4 && brandNames(model).some((b) => b === compact);
      return brand
        ? fail(seen(h, h.text), `headline equals the brand name "${h.text.trim()}"`)
        : pass(seen(h, h.text), 'headline differs from the brand name');
    },
  },
  {
    id: 'HERO_005',
    pageTypes: LANDING,
    languages: 'any',
    group: 'hero',
    dimension: 'clarity',
    title: 'The headline has no supporting line',
    label: 'Headline is backed by a clear subheadline',
    description:
      'A subheadline turns a short promise into an understood offer: what it is, for whom, and how it delivers.',
    threshold: `a subheadline of ${SUB_MIN_WORDS}-${SUB_MAX_WORDS} words follows the headline on the first screen`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add one sentence under the headline that explains how you deliver its promise.',
      `Keep it between ${SUB_MIN_WORDS} and ${SUB_MAX_WORDS} words.`,
      'Name the audience or the outcome the headline only implies.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% first-screen click-through; varies by offer complexity',
    source: 'heuristic',
    run(model) {
      if (!model.hero.headline) return notApplicable(NO_HEADLINE);
      const sub = model.hero.subheadline;
      if (!sub) return fail(absent('a paragraph right after the headline on the first screen'), 'none');
      const words = countWords(sub.text);
      const observed = `${words} words (range ${SUB_MIN_WORDS}-${SUB_MAX_WORDS})`;
      return words >= SUB_MIN_WORDS && words <= SUB_MAX_WORDS
        ? pass(seen(sub, sub.text), observed)
        : fail(seen(sub, sub.text), observed);
    },
  },
  {
    id: 'HERO_006',
    pageTypes: ACTIONABLE,
    languages: 'any',
    group: 'hero',
    dimension: 'cta',
    title: 'The first screen has no call to action',
    label: 'First screen offers the main call to action',
    description:
      'Visitors who are convinced by the first screen need a way to act on it there, without scrolling to look for one.',
    threshold: 'the primary call to action sits on the first screen',
    severity: 'high',
    weight: 5,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Place the primary call to action directly under the headline and subheadline.',
      'Style it as a button that stands out from the background.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +3-12% click-through to the next step; varies by page type',
    source: 'heuristic',
    run(model) {
      const cta = model.hero.cta;
      if (cta) return pass(seen(cta, cta.text), `"${cta.text}" in the hero`);
      const top = firstScreenWithoutLayout(model);
      if (top) return pass(seen(top.cta, top.cta.text), top.why);
      return fail(
        absent('the primary call to action within the first screen'),
        'no call to action in the hero',
      );
    },
  },
  {
    id: 'HERO_007',
    pageTypes: OFFER_PAGES,
    languages: 'any',
    group: 'hero',
    dimension: 'clarity',
    title: 'The first screen shows no image or video of the offer',
    label: 'First screen shows the offer visually',
    description:
      'A picture of the product, the result or the people behind a service is understood faster than any sentence.',
    threshold: 'the first screen holds an image (not a logo or pixel) or a video',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add an image of the product in use, the outcome, or the team that delivers it.',
      'Prefer a real photo or screenshot over abstract stock art.',
      'Keep it beside or under the headline so both are seen together.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% engagement; varies by how visual the offer is',
    source: 'heuristic',
    run(model) {
      const img = model.hero.image;
      if (img && !img.isLogo && !img.isPixel) return pass(seen(img, img.alt || img.src), 'image in the hero');
      const end = model.hero.end;
      const video = model.videos.find((v) => v.order < end);
      if (video) return pass(seen(video, `${video.provider} video ${video.src}`), 'video in the hero');
      const heroImg = model.images.find(
        (i) => i.order < end && !i.isLogo && !i.isPixel && i.region !== 'nav',
      );
      if (heroImg) return pass(seen(heroImg, heroImg.alt || heroImg.src), 'image in the hero');
      return fail(absent('an image (not a logo) or a video on the first screen'), 'no visual');
    },
  },
  {
    id: 'HERO_008',
    pageTypes: LANDING,
    languages: 'any',
    group: 'hero',
    dimension: 'cta',
    title: 'The first screen asks for too many things at once',
    label: 'First screen keeps to one or two asks',
    description:
      'Each extra button on the first screen competes with the main one; choice overload lowers the click-through of all of them.',
    threshold: `the first screen offers at most ${HERO_MAX_CTAS} calls to action (menu links excluded)`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Keep one primary and at most one secondary call to action on the first screen.',
      'Move the other links further down, next to the content they belong to.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% primary click-through; varies by page',
    source: 'heuristic',
    run(model) {
      const end = model.hero.end;
      const inHero = copyCtas(model).filter((c) => c.order < end);
      if (inHero.length === 0) return notApplicable('the first screen has no call to action to count');
      const observed = `${inHero.length} calls to action (limit ${HERO_MAX_CTAS})`;
      const evidence = inHero.slice(0, 4).map((c) => seen(c, c.text));
      return inHero.length <= HERO_MAX_CTAS ? pass(evidence, observed) : fail(evidence, observed);
    },
  },
  {
    id: 'HERO_009',
    pageTypes: LANDING,
    languages: 'any',
    group: 'hero',
    dimension: 'clarity',
    title: 'The first screen is crowded with copy',
    label: 'First screen copy is brief',
    description:
      'A first screen that reads like a page of text hides the headline; visitors scan, so every extra sentence dilutes the promise.',
    threshold: `the first screen carries at most ${HERO_MAX_COPY_WORDS} words besides the headline`,
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Keep the headline, one supporting sentence and the call to action on the first screen.',
      'Move explanations and feature lists into sections below.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% first-screen click-through; varies by audience',
    source: 'heuristic',
    run(model) {
      if (model.hero.end <= 0) return notApplicable(NO_HERO);
      const headline = model.hero.headline?.selector;
      const blocks = heroBlocks(model).filter((b) => b.selector !== headline);
      if (blocks.length === 0) return notApplicable('the first screen holds no copy besides the headline');
      const words = blocks.reduce((n, b) => n + b.words, 0);
      const longest = blocks.reduce((a, b) => (b.words > a.words ? b : a));
      const observed = `${words} words (limit ${HERO_MAX_COPY_WORDS})`;
      return words <= HERO_MAX_COPY_WORDS
        ? pass(seen(longest, longest.text), observed)
        : fail(seen(longest, longest.text), observed);
    },
  },
  {
    id: 'HERO_010',
    pageTypes: LANDING,
    languages: 'any',
    group: 'hero',
    dimension: 'clarity',
    title: 'The first screen competes with several headlines',
    label: 'First screen carries one message',
    description:
      'Several top-level headlines on the first screen (announcements, promotions, slides) split attention; visitors remember none of them.',
    threshold: `the first screen holds at most ${HERO_MAX_TOP_HEADINGS} h1/h2 headings`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Pick the one message that converts best and give it the first screen.',
      'Move announcements and promotions out of the hero into a bar or a later section.',
      'Demote other headings to later sections.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% first-screen engagement; varies by page',
    source: 'heuristic',
    run(model) {
      if (model.hero.end <= 0) return notApplicable(NO_HERO);
      const top = heroBlocks(model).filter((b) => b.level !== null && b.level <= 2);
      if (top.length === 0) return notApplicable('the first screen has no h1 or h2');
      const observed = `${top.length} h1/h2 headings (limit ${HERO_MAX_TOP_HEADINGS})`;
      const evidence = top.slice(0, 4).map((b) => seen(b, b.text));
      return top.length <= HERO_MAX_TOP_HEADINGS ? pass(evidence, observed) : fail(evidence, observed);
    },
  },
  {
    id: 'HERO_011',
    pageTypes: OFFER_PAGES,
    languages: 'any',
    group: 'hero',
    dimension: 'clarity',
    title: 'The headline is pushed down the mobile screen',
    label: 'Headline is high on the mobile screen',
    description:
      'On phones, banners, large logos and menus can push the headline to the bottom of the screen or below it, so the first thing read is chrome.',
    threshold: `the headline starts within the top ${Math.round(MOBILE_HEADLINE_TOP_SHARE * 100)}% of the first mobile screen`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Shrink the header and any announcement bar on mobile.',
      'Remove spacing and decorative images above the headline on small screens.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% mobile engagement; varies by mobile share of traffic',
    source: 'heuristic',
    run(model) {
      const h = model.hero.headline;
      if (!h) return notApplicable(NO_HEADLINE);
      const mobile = h.layout?.mobile;
      if (!mobile || !model.render)
        return notApplicable('the headline was not measured at the mobile viewport');
      const limit = Math.round(model.render.mobile.height * MOBILE_HEADLINE_TOP_SHARE);
      const observed = `starts at ${Math.round(mobile.box.y)} px (limit ${limit} px)`;
      return mobile.visible && mobile.box.y <= limit
        ? pass(seen(h, h.text), observed)
        : fail(seen(h, h.text), observed);
    },
  },
  {
    id: 'HERO_012',
    pageTypes: OFFER_PAGES,
    languages: 'any',
    group: 'hero',
    dimension: 'clarity',
    title: 'The headline is set too small to lead the page',
    label: 'Headline is set large enough to lead',
    description:
      'The headline should be the first thing the eye lands on; set near body size, it reads as just another line.',
    threshold: `the headline is at least ${DESKTOP_HEADLINE_MIN_PX} px on desktop`,
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      `Set the headline to at least ${DESKTOP_HEADLINE_MIN_PX} px on desktop.`,
      'Make it clearly the largest text on the first screen.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% first-screen engagement; varies by design',
    source: 'heuristic',
    run(model) {
      const h = model.hero.headline;
      if (!h) return notApplicable(NO_HEADLINE);
      const size = h.layout?.desktop?.fontSizePx;
      if (size === undefined) return notApplicable('the headline font size was not measured on desktop');
      const observed = `${size} px (minimum ${DESKTOP_HEADLINE_MIN_PX} px)`;
      return size >= DESKTOP_HEADLINE_MIN_PX
        ? pass(seen(h, h.text), observed)
        : fail(seen(h, h.text), observed);
    },
  },
];

export default checks;
