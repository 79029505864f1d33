import type { CheckDefinition } from '../check.js';
import type { CtaIntent, Industry, PageModel } from '../../model/page-model.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { copyBlocks } from '../signals/copy-blocks.js';
import { copyCtas, primaryCta } from '../signals/ctas.js';
import { ACTION_VERB_RE, GENERIC_CTA_RE } from '../signals/vocabularies/copy.js';
import { REASSURANCE_RE } from '../signals/vocabularies/offers.js';
import { countWords, normalise } from '../signals/words.js';
import { ACTIONABLE, CONVERTING } from '../scope.js';

const LABEL_MIN_WORDS = 2;
const LABEL_MAX_WORDS = 5;
const MAX_INTENTS = 3;
const MAX_LABELS_PER_ACTION = 2;
const LONG_PAGE_WORDS = 600;
const MOBILE_CTA_MAX_Y = 600;
const MICROCOPY_BLOCKS_AFTER = 3;

const NO_PRIMARY = 'the page has no primary call to action';

/** The asks that fit each kind of site; a primary CTA outside its list asks for the wrong thing. */
const FITTING_INTENTS: Partial<Record<Industry, readonly CtaIntent[]>> = {
  ecommerce: ['purchase', 'cart'],
  saas: ['signup', 'trial', 'demo', 'purchase'],
  app: ['signup', 'trial', 'download', 'purchase'],
  agency: ['contact', 'quote', 'book', 'demo'],
  local: ['book', 'contact', 'quote', 'purchase'],
  course: ['signup', 'purchase', 'trial', 'book'],
  event: ['purchase', 'book', 'signup'],
  nonprofit: ['donate', 'signup', 'subscribe'],
};

/** The visitor's own words on a button. */
const VISITOR_VOICE_RE = /\b(my|me|your|you)\b/i;

function intentCtas(model: PageModel, intent: CtaIntent) {
  return copyCtas(model).filter((c) => c.intent === intent);
}

/** cta group: the main ask of the page, its wording, placement and consistency. */
const checks: CheckDefinition[] = [
  {
    id: 'CTA_001',
    pageTypes: ACTIONABLE,
    languages: 'any',
    group: 'cta',
    dimension: 'cta',
    title: 'The page has no clear main call to action',
    label: 'Page has a clear main call to action',
    description:
      'Without one obvious next step, visitors who are ready to act have to work out what to do, and many leave instead.',
    threshold: 'one call to action (button or action link) stands out as the primary one',
    severity: 'critical',
    weight: 5,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Decide the one action the page exists for.',
      'Give it a button with a verb-led label and the strongest visual style.',
      'Demote every other link to a secondary style.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +5-20% conversion rate; varies by page type',
    source: 'heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return fail(absent('a call to action ranked primary (button or action link)'), 'none');
      return pass(seen(cta, cta.text), `"${cta.text}" (${cta.intent})`);
    },
  },
  {
    id: 'CTA_002',
    pageTypes: ACTIONABLE,
    languages: ['en'],
    group: 'cta',
    dimension: 'cta',
    title: 'The main call to action uses a generic label',
    label: 'Main call to action says what happens',
    description:
      '"Submit", "Learn more" and "Click here" hide what the visitor gets; labels that name the outcome are clicked more.',
    threshold:
      'the primary CTA label is not a generic word such as Submit, Go, Click here, Learn more or Read more',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Rewrite the label as the action plus what the visitor gets ("Get my free quote").',
      "Match the label to the page promise and the next page's headline.",
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +2-10% click-through on the CTA; varies by audience',
    source: 'heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      return GENERIC_CTA_RE.test(cta.text)
        ? fail(seen(cta, cta.text), 'generic label')
        : pass(seen(cta, cta.text), 'specific label');
    },
  },
  {
    id: 'CTA_003',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'cta',
    dimension: 'cta',
    title: 'The main call to action label is too short or too long',
    label: 'Main call to action label has a readable length',
    description:
      'One word rarely says what happens next, and a sentence on a button is not read; two to five words carry an action and an object.',
    threshold: `the primary CTA label has ${LABEL_MIN_WORDS}-${LABEL_MAX_WORDS} words`,
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Use a verb and the thing the visitor gets ("Start my trial", "Book a table").',
      `Keep it to ${LABEL_MAX_WORDS} words; move details into microcopy under the button.`,
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-3% click-through on the CTA; varies by page',
    source: 'heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      const words = countWords(cta.text);
      const observed = `${words} words (range ${LABEL_MIN_WORDS}-${LABEL_MAX_WORDS})`;
      return words >= LABEL_MIN_WORDS && words <= LABEL_MAX_WORDS
        ? pass(seen(cta, cta.text), observed)
        : fail(seen(cta, cta.text), observed);
    },
  },
  {
    id: 'CTA_004',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'cta',
    dimension: 'cta',
    title: 'The main call to action does not start with a verb',
    label: 'Main call to action starts with an action verb',
    description:
      'A label that starts with a verb ("Get", "Start", "Book") reads as something to do; a noun ("Pricing", "Our plans") reads as a menu item.',
    threshold: 'the primary CTA label starts with an action verb (get, start, try, buy, book, join, ...)',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Start the label with the action the visitor takes.',
      'Follow the verb with what they get ("Get your estimate").',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% click-through on the CTA; varies by audience',
    source: 'heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      return ACTION_VERB_RE.test(cta.text)
        ? pass(seen(cta, cta.text), 'starts with a verb')
        : fail(seen(cta, cta.text), 'no leading verb');
    },
  },
  {
    id: 'CTA_005',
    pageTypes: ACTIONABLE,
    languages: 'any',
    group: 'cta',
    dimension: 'cta',
    title: 'The main call to action looks like an ordinary link',
    label: 'Main call to action looks like a button',
    description:
      'Visitors look for buttons when they are ready to act; a plain text link is easy to read past.',
    threshold:
      'the primary CTA is a button or styled as one (button element, role=button or a btn/cta class)',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Render the primary call to action as a button with a solid, contrasting fill.',
      'Give it generous padding so it reads as the thing to press.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +2-8% click-through on the CTA; varies by design',
    source: 'Nielsen Norman Group, flat UI signifiers (eyetracking); range heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      return cta.styledAsButton
        ? pass(seen(cta, cta.text), `styled as a button (${cta.element})`)
        : fail(seen(cta, cta.text), `plain ${cta.element}`);
    },
  },
  {
    id: 'CTA_006',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'cta',
    dimension: 'cta',
    title: 'The main action cannot be reached from the header',
    label: 'Main action is one click away in the header',
    description:
      'The header is the one element seen on every scroll position and every page; a main action there catches visitors the moment they decide.',
    threshold: "a call to action with the primary CTA's goal (or label) sits in the header or navigation",
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add the primary call to action as a button at the right end of the header.',
      'Use the same label as the main button on the page.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversions from returning and scrolling visitors; varies by site',
    source: 'heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      if (!model.nav.present && !model.ctas.some((c) => c.region === 'header' || c.region === 'nav')) {
        return notApplicable('the page has no header or navigation');
      }
      const key = normalise(cta.text);
      const inHeader = model.ctas.find(
        (c) =>
          (c.region === 'header' || c.region === 'nav') &&
          ((cta.intent !== 'other' && c.intent === cta.intent) || normalise(c.text) === key),
      );
      if (inHeader) return pass(seen(inHeader, inHeader.text), `in the ${inHeader.region}`);
      return fail(seen(cta, cta.text), `only in the ${cta.region}`);
    },
  },
  {
    id: 'CTA_007',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'cta',
    dimension: 'cta',
    title: "The main call to action speaks from the company's side",
    label: "Main call to action speaks in the visitor's voice",
    description:
      'Labels written as the visitor\'s own words ("Start my trial", "Get your quote") make the click feel like owning the result; tests often show a lift over neutral labels.',
    threshold: 'the primary CTA label uses "my", "me", "your" or "you" (e.g. "Get my free quote")',
    severity: 'low',
    weight: 1,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Rewrite the label as what the visitor would say ("Send me the guide").',
      'A/B test it against the current label before rolling out.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-5% click-through on the CTA; varies widely between tests',
    source: 'heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      return VISITOR_VOICE_RE.test(cta.text)
        ? pass(seen(cta, cta.text), "visitor's voice")
        : fail(seen(cta, cta.text), 'neutral or company voice');
    },
  },
  {
    id: 'CTA_008',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'cta',
    dimension: 'cta',
    title: 'The main call to action asks for the wrong thing for this kind of site',
    label: 'Main call to action asks for the conversion this site exists for',
    description:
      'A shop whose main button says "Subscribe", or a SaaS page whose main button says "Read more", spends its strongest spot on a side goal.',
    threshold:
      "the primary CTA's conversion goal fits the site: shop = buy/cart; SaaS = sign up/trial/demo/buy; agency = contact/quote/book/demo; local = book/contact/quote/buy; nonprofit = donate/sign up/subscribe",
    severity: 'high',
    weight: 4,
    industries: ['ecommerce', 'saas', 'app', 'agency', 'local', 'course', 'event', 'nonprofit'],
    needs: 'static',
    fixSteps: [
      'Make the action that earns revenue the primary call to action.',
      'Keep secondary goals (newsletter, blog) in secondary styles.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +3-15% primary conversions; varies by site',
    source: 'heuristic',
    run(model) {
      const fitting = FITTING_INTENTS[model.industry.id];
      if (!fitting) return notApplicable(`no expected conversion for a ${model.industry.id} site`);
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      // A primary CTA with no conversion goal at all is a different finding (conversion path).
      if (cta.intent === 'learn' || cta.intent === 'other')
        return notApplicable('the primary call to action has no conversion goal');
      const observed = `${cta.intent} on a ${model.industry.id} site (expected ${fitting.join('/')})`;
      return fitting.includes(cta.intent)
        ? pass(seen(cta, cta.text), observed)
        : fail(seen(cta, cta.text), observed);
    },
  },
  {
    id: 'CTA_009',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'cta',
    dimension: 'cta',
    title: 'Buttons pull visitors towards too many different goals',
    label: 'Buttons focus on a few goals',
    description:
      'When buttons ask to buy, subscribe, download, call and donate on one page, none of them gets the attention the main goal needs.',
    threshold: `button-styled calls to action serve at most ${MAX_INTENTS} different goals (menu and unclassified links excluded)`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'List every button on the page and the goal it serves.',
      `Keep at most ${MAX_INTENTS} goals; turn the rest into text links or remove them.`,
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% primary conversions; varies by page',
    source: 'heuristic',
    run(model) {
      const buttons = copyCtas(model).filter((c) => c.styledAsButton && c.intent !== 'other');
      if (buttons.length < 2) return notApplicable('fewer than two classified buttons');
      const byIntent = new Map<CtaIntent, (typeof buttons)[number]>();
      for (const b of buttons) if (!byIntent.has(b.intent)) byIntent.set(b.intent, b);
      const evidence = [...byIntent.values()].slice(0, 6).map((c) => seen(c, `${c.intent}: ${c.text}`));
      const observed = `${byIntent.size} goals: ${[...byIntent.keys()].join(', ')} (limit ${MAX_INTENTS})`;
      return byIntent.size <= MAX_INTENTS ? pass(evidence, observed) : fail(evidence, observed);
    },
  },
  {
    id: 'CTA_010',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'cta',
    dimension: 'cta',
    title: 'The main action is labelled in too many different ways',
    label: 'Main action keeps one label across the page',
    description:
      'If the same step is called "Get started", "Sign up free" and "Create account" on one page, visitors wonder whether these are different things.',
    threshold: `calls to action with the primary CTA's goal use at most ${MAX_LABELS_PER_ACTION} different labels`,
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Pick one label for the main action and reuse it for every repeat.',
      'Allow one variant at most, e.g. a shorter label in the header.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% click-through on repeated CTAs; varies by page length',
    source: 'heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      if (cta.intent === 'other') return notApplicable('the primary call to action has no recognised goal');
      const same = intentCtas(model, cta.intent);
      if (same.length < 2) return notApplicable('the main action appears only once');
      const labels = new Map<string, (typeof same)[number]>();
      for (const c of same) {
        const key = normalise(c.text);
        if (key && !labels.has(key)) labels.set(key, c);
      }
      const evidence = [...labels.values()].slice(0, 5).map((c) => seen(c, c.text));
      const observed = `${labels.size} labels for ${same.length} ${cta.intent} calls to action (limit ${MAX_LABELS_PER_ACTION})`;
      return labels.size <= MAX_LABELS_PER_ACTION ? pass(evidence, observed) : fail(evidence, observed);
    },
  },
  {
    id: 'CTA_011',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'cta',
    dimension: 'cta',
    title: 'A long page does not repeat its main call to action further down',
    label: 'Main call to action is repeated further down the page',
    description:
      'Visitors who read on are the most interested ones; on a long page they should not have to scroll back up to act.',
    threshold: `on pages of ${LONG_PAGE_WORDS}+ words, a call to action with the primary goal appears in the second half of the copy`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Repeat the primary call to action after the main proof section.',
      'Close the page with a final section that restates the offer and the button.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% conversions from engaged readers; varies by page length',
    source: 'heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      if (model.wordCount < LONG_PAGE_WORDS)
        return notApplicable(`the page has fewer than ${LONG_PAGE_WORDS} words`);
      const blocks = copyBlocks(model);
      if (blocks.length < 2) return notApplicable('too little copy to tell its halves apart');
      const middle = blocks[Math.floor(blocks.length / 2)].order;
      const key = normalise(cta.text);
      const later = copyCtas(model).find(
        (c) =>
          c.order > middle &&
          ((cta.intent !== 'other' && c.intent === cta.intent) || normalise(c.text) === key),
      );
      if (later) return pass(seen(later, later.text), 'repeated in the second half');
      return fail(seen(cta, cta.text), 'only in the first half');
    },
  },
  {
    id: 'CTA_012',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'cta',
    dimension: 'friction',
    title: 'Nothing next to the main call to action lowers the risk of clicking',
    label: 'Main call to action is backed by reassuring microcopy',
    description:
      'A short line beside the button ("No credit card required", "Free returns") answers the doubt that stops the click at the last moment.',
    threshold: `risk-reducing microcopy (no card, cancel anytime, free returns, no obligation, money-back, ...) sits in the block before or the ${MICROCOPY_BLOCKS_AFTER} blocks after the primary CTA`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Find the biggest doubt a visitor has at the button (cost, commitment, spam).',
      'Answer it in one short line directly under the button.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-6% click-through on the CTA; varies by offer',
    source: 'heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      const blocks = copyBlocks(model);
      const after = blocks.findIndex((b) => b.order > cta.order);
      const start = after === -1 ? blocks.length : after;
      const near = blocks.slice(Math.max(0, start - 1), start + MICROCOPY_BLOCKS_AFTER);
      const hit = near.find((b) => REASSURANCE_RE.test(b.text));
      if (hit) return pass(seen(hit, hit.text), 'reassurance next to the CTA');
      return fail(seen(cta, cta.text), 'no reassurance next to the CTA');
    },
  },
  {
    id: 'CTA_013',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'cta',
    dimension: 'cta',
    title: 'On mobile the main call to action starts too far down',
    label: 'Main call to action is near the top on mobile',
    description:
      'Most visits are on phones; a primary button that only appears after several swipes is missed by visitors who would have acted.',
    threshold: `the primary call to action starts within the first ${MOBILE_CTA_MAX_Y} px on mobile`,
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Move the primary call to action directly under the headline in the mobile layout.',
      'Shrink the header image and spacing above it on small screens.',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate: 'estimate: +2-8% mobile click-through; varies by mobile share',
    source: 'Nielsen Norman Group, scrolling and attention (above the fold); range heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      const mobile = cta.layout?.mobile;
      if (!mobile) return notApplicable('the primary call to action was not measured on mobile');
      const observed = mobile.visible
        ? `starts at ${Math.round(mobile.box.y)} px (limit ${MOBILE_CTA_MAX_Y} px)`
        : 'hidden on mobile';
      return mobile.visible && mobile.box.y <= MOBILE_CTA_MAX_Y
        ? pass(seen(cta, cta.text), observed)
        : fail(seen(cta, cta.text), observed);
    },
  },
  {
    id: 'CTA_014',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'cta',
    dimension: 'cta',
    title: 'On desktop the main call to action is below the fold',
    label: 'Main call to action is above the fold on desktop',
    description:
      'On a desktop screen the first view should already hold the main button; below the fold it is only seen by visitors who scroll.',
    threshold: 'the primary call to action is visible within the first desktop viewport',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Place the primary call to action beside or under the headline.',
      'Reduce the height of the hero image or header so the button fits the first view.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% desktop click-through; varies by screen sizes',
    source: 'Nielsen Norman Group, scrolling and attention (above the fold); range heuristic',
    run(model) {
      const cta = primaryCta(model);
      if (!cta) return notApplicable(NO_PRIMARY);
      const desktop = cta.layout?.desktop;
      if (!desktop) return notApplicable('the primary call to action was not measured on desktop');
      const observed = !desktop.visible
        ? 'hidden on desktop'
        : desktop.aboveFold
          ? `above the fold at ${Math.round(desktop.box.y)} px`
          : `below the fold at ${Math.round(desktop.box.y)} px`;
      return desktop.visible && desktop.aboveFold
        ? pass(seen(cta, cta.text), observed)
        : fail(seen(cta, cta.text), observed);
    },
  },
];

export default checks;
