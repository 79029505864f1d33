import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { excerpt } from '../signals/evidence.js';
import { leadForms } from '../signals/forms.js';
import { planPricePoints, recurringPrices, sellingPrices } from '../signals/prices.js';
import { findTextOrPassage as findText, textElements } from '../signals/text-search.js';
import { TRIAL_MENTION_RE as TRIAL } from '../signals/vocabularies/offers.js';
import type { Price } from '../../model/page-model.js';
import { CONVERTING, LANDING, OFFER_PAGES } from '../scope.js';

const NEXT_STEP =
  /\b(what happens next|next steps?|after you (submit|sign up|book|apply|register|send)|we('ll| will) (call|email|contact|send|review|reach out|confirm|be in touch|get back to you)|you('ll| will) (receive|get|hear from)|once you (submit|sign up|book)|confirmation (email|call|text))\b/i;
const TRIAL_OR_FREE =
  /\b(free trial|trial|free plan|free forever|start (for )?free|sign up free|get started free)\b/i;
const TRIAL_LENGTH =
  /\b(\d{1,3}[- ]days?( free)? trial|trial (for|of) \d{1,3} days|(one|two|three|four|\d)[- ]weeks?( free)? trial|\d{1,2}[- ]months?( free)? trial|free for \d{1,3} days|\d{1,3} days free)\b/i;
const CARD_TERMS =
  /\b(no (credit )?card( required| needed)?|(credit )?card (is )?not required|without (a )?(credit )?card|no payment (details|info(rmation)?) (required|needed)|credit card required|card required)\b/i;
const FROM_PREFIX = /\b(from|starting (at|from)|starts at|as low as|prices from|plans from)\s*:?\s*$/i;
const ANNUAL = /\b(annual(ly)?|yearly|per year|\/\s?(yr|year))\b/i;
const BILLING_TERMS =
  /\b(billed (annually|yearly|monthly|every (month|year))|paid (annually|yearly|monthly)|when billed (annually|yearly|monthly)|charged (annually|yearly|monthly))\b/i;
const LIMIT =
  /\b(\d[\d,]*|unlimited)\s+(users?|seats?|projects?|GB|TB|contacts?|members?|credits?|requests?|emails?|sites?|websites?|workspaces?|boards?|minutes?|calls?|stores?|products?|pages?|integrations?|api calls?)\b/i;
const PLAN_WINDOW = 80;
const PLAN_AUDIENCE =
  /\b((ideal|best|perfect|great|built|made|designed) for|for (individuals|freelancers|solo|personal|hobby|small|growing|large|scaling|startups?|businesses|teams|companies|enterprises?|agencies|professionals|organi[sz]ations|creators|developers|power users))\b/i;
const NAME_WINDOW = 15;

function priceEvidence(p: Price) {
  return seen(p, p.context || p.text);
}

function isFromPrice(p: Price): boolean {
  if (FROM_PREFIX.test(p.text.replace(/[\d$€£.,\s]+$/, ''))) return true;
  const i = p.context.indexOf(p.text);
  return i > 0 && FROM_PREFIX.test(p.context.slice(0, i));
}

const checks: CheckDefinition[] = [
  {
    id: 'OFC_001',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'offer-clarity',
    dimension: 'clarity',
    title: 'The page does not say what happens after the form is sent',
    label: 'The next step after converting is explained',
    description:
      'Uncertainty about what follows a form ("will a salesperson call me?") is a top reason for abandoning it; spelling out the next step removes it.',
    threshold:
      'a page with a lead, contact, sign-up or booking form says what happens after submitting (next steps, "we will email you", "you will receive")',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add one line under the form: what they receive, from whom, and when.',
      'For multi-step services, show the process as 3 numbered steps.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +2-6% form completion; an estimate',
    source: 'heuristic',
    run(model) {
      const form = leadForms(model)[0];
      if (!form) return notApplicable('no lead, contact or sign-up form');
      const hit = findText(model, NEXT_STEP);
      return hit
        ? pass(excerpt(hit, NEXT_STEP), 'next step explained')
        : fail(
            [
              seen(form, form.submitText ?? `${form.purpose} form`),
              absent('an explanation of what happens after submitting'),
            ],
            'not explained',
          );
    },
  },
  {
    id: 'OFC_002',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'offer-clarity',
    dimension: 'clarity',
    title: 'The trial length is not stated',
    label: 'The trial length is stated',
    description:
      'A trial of unknown length feels like a trap; "14-day free trial" sets expectations and urgency at once.',
    threshold: 'when a trial is offered, its length is stated in days, weeks or months',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Put the length in the offer itself ("Start your 14-day free trial").',
      'Repeat it next to the sign-up button.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% trial starts; an estimate',
    source: 'heuristic',
    run(model) {
      const g = model.guarantees.find((x) => x.kind === 'free-trial' && x.days !== null);
      if (g) return pass(seen(g, g.text), `${g.days}-day trial`);
      const trial = findText(model, TRIAL);
      if (!trial) return notApplicable('no trial offered');
      const hit = findText(model, TRIAL_LENGTH);
      return hit
        ? pass(excerpt(hit, TRIAL_LENGTH), 'trial length stated')
        : fail(excerpt(trial, TRIAL), 'length not stated');
    },
  },
  {
    id: 'OFC_003',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'offer-clarity',
    dimension: 'clarity',
    title: 'The page does not say whether a card is needed to start',
    label: 'Card requirements for the free start are stated',
    description:
      'The fear of being charged after a forgotten trial stops many sign-ups; saying "no credit card required" (or that one is) settles it up front.',
    threshold: 'when a trial or free plan is offered, the page states whether a credit card is required',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add "No credit card required" under the sign-up button, if true.',
      'If a card is required, say when the first charge happens.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +2-8% trial starts; an estimate',
    source: 'heuristic',
    run(model) {
      const g = model.guarantees.find((x) => x.kind === 'no-card');
      if (g) return pass(seen(g, g.text), 'no card required');
      const free = findText(model, TRIAL_OR_FREE);
      if (!free) return notApplicable('no trial or free plan offered');
      const hit = findText(model, CARD_TERMS);
      return hit
        ? pass(excerpt(hit, CARD_TERMS), 'card terms stated')
        : fail(excerpt(free, TRIAL_OR_FREE), 'card terms not stated');
    },
  },
  {
    id: 'OFC_004',
    pageTypes: LANDING,
    languages: ['en'],
    prices: 'shown',
    group: 'offer-clarity',
    dimension: 'clarity',
    title: 'Plans do not say who each one is for',
    label: 'Each plan says who it is for',
    description:
      'Buyers choose a plan by recognising themselves in it; a line such as "For growing teams" under each plan name does that faster than a feature list.',
    threshold: `when 2 or more plans are shown, a "for <audience>" line (for freelancers, for teams, best for ...) appears within ${PLAN_WINDOW} elements of the plan prices`,
    severity: 'low',
    weight: 2,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'Add one line under each plan name that names its buyer ("For solo founders", "For teams of 10+").',
      'Order the plans so the audiences grow from left to right.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% plan selection; an estimate',
    source: 'heuristic',
    run(model) {
      const points = planPricePoints(model);
      if (points.length < 2) return notApplicable('fewer than 2 plan prices');
      const from = Math.min(...points.map((p) => p.order)) - 20;
      const to = Math.max(...points.map((p) => p.order)) + PLAN_WINDOW;
      const hit = textElements(model).find(
        (b) => b.order >= from && b.order <= to && PLAN_AUDIENCE.test(b.text),
      );
      return hit
        ? pass(excerpt(hit, PLAN_AUDIENCE), 'plan audience stated')
        : fail(
            [priceEvidence(points[0]), absent('a "for <audience>" line beside the plans')],
            'no plan audience',
          );
    },
  },
  {
    id: 'OFC_005',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    prices: 'shown',
    group: 'offer-clarity',
    dimension: 'clarity',
    title: 'Only "from" prices are shown',
    label: 'Actual prices are shown, not only "from" prices',
    description:
      '"From $9" invites the question "and what does it really cost?"; when every price is a starting price, the real cost stays unknown.',
    threshold:
      'at least one price is an actual price, not prefixed with "from", "starting at" or "as low as"',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Show the price of the most popular option or configuration.',
      'Keep "from" only where options really change the price, and show the range.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
    source: 'heuristic',
    run(model) {
      const prices = sellingPrices(model);
      if (prices.length === 0) return notApplicable('no prices on the page');
      const exact = prices.find((p) => !isFromPrice(p));
      return exact
        ? pass(
            priceEvidence(exact),
            `${prices.filter((p) => !isFromPrice(p)).length} of ${prices.length} prices exact`,
          )
        : fail(priceEvidence(prices[0]), `all ${prices.length} prices are "from" prices`);
    },
  },
  {
    id: 'OFC_006',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    prices: 'shown',
    group: 'offer-clarity',
    dimension: 'clarity',
    title: 'Annual billing is offered but the billing terms are unclear',
    label: 'The billing terms are spelled out',
    description:
      'A monthly figure that is actually billed yearly surprises buyers at checkout; "billed annually" next to the price prevents refund requests and distrust.',
    threshold:
      'when recurring prices sit beside annual billing, the page says how they are billed ("billed annually / monthly")',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Write "billed annually" or "billed monthly" under each plan price.',
      'Show the yearly total for annual plans.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-2% checkout completion and fewer refunds; an estimate',
    source: 'heuristic',
    run(model) {
      const recurring = recurringPrices(model);
      if (
        recurring.length === 0 ||
        (!recurring.some((p) => p.period === 'year') && !findText(model, ANNUAL))
      ) {
        return notApplicable('no recurring prices with annual billing');
      }
      const hit = findText(model, BILLING_TERMS);
      return hit
        ? pass(excerpt(hit, BILLING_TERMS), 'billing terms stated')
        : fail(priceEvidence(recurring[0]), 'billing terms not stated');
    },
  },
  {
    id: 'OFC_007',
    pageTypes: LANDING,
    languages: 'any',
    prices: 'shown',
    group: 'offer-clarity',
    dimension: 'clarity',
    title: 'Some plan prices have no plan name',
    label: 'Every plan is named',
    description:
      'A named plan ("Team", "Business") tells the buyer who it is for and gives sales and support a word to use; anonymous price cards blur together.',
    threshold: `each plan price has a heading within ${NAME_WINDOW} elements before it`,
    severity: 'low',
    weight: 1,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'Give each plan a short name that says who it is for.',
      'Put the name above the price as a heading.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% plan selection; an estimate',
    source: 'heuristic',
    run(model) {
      const points = planPricePoints(model);
      if (points.length < 2) return notApplicable('fewer than 2 plan prices');
      const nameOf = (p: Price) =>
        model.headings.filter((h) => h.order < p.order && p.order - h.order <= NAME_WINDOW).pop();
      const unnamed = points.find((p) => !nameOf(p));
      const observed = `${points.filter((p) => nameOf(p)).length} of ${points.length} plan prices named`;
      if (unnamed) return fail(priceEvidence(unnamed), observed);
      return pass(
        points.slice(0, 3).map((p) => seen(nameOf(p)!, `${nameOf(p)!.text}: ${p.text}`)),
        observed,
      );
    },
  },
  {
    id: 'OFC_008',
    pageTypes: LANDING,
    languages: ['en'],
    prices: 'shown',
    group: 'offer-clarity',
    dimension: 'clarity',
    title: 'Plans do not state their limits in numbers',
    label: 'Plan limits are quantified',
    description:
      'Buyers pick a plan by its limits (users, projects, storage); without numbers they cannot tell which plan they need and delay the decision.',
    threshold: `when 2 or more plans are shown, a quantified limit ("5 users", "10 GB", "unlimited projects") appears within ${PLAN_WINDOW} elements of the plan prices`,
    severity: 'low',
    weight: 2,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'State the main limit of each plan as a number (users, projects, storage).',
      'Use "unlimited" only where it is true.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-2% plan selection; an estimate',
    source: 'heuristic',
    run(model) {
      const points = planPricePoints(model);
      if (points.length < 2) return notApplicable('fewer than 2 plan prices');
      const from = Math.min(...points.map((p) => p.order)) - 20;
      const to = Math.max(...points.map((p) => p.order)) + PLAN_WINDOW;
      const hit = textElements(model).find((b) => b.order >= from && b.order <= to && LIMIT.test(b.text));
      return hit
        ? pass(excerpt(hit, LIMIT), 'limits quantified')
        : fail(
            [priceEvidence(points[0]), absent('a quantified plan limit near the plans')],
            'no quantified limits',
          );
    },
  },
  {
    id: 'OFC_009',
    pageTypes: OFFER_PAGES,
    languages: 'any',
    prices: 'shown',
    group: 'offer-clarity',
    dimension: 'clarity',
    title: 'Prices mix currencies',
    label: 'Prices use one currency',
    description:
      'Mixed currencies on one page make comparison impossible and suggest a broken or copied price list.',
    threshold: 'all prices with a currency use the same one',
    severity: 'low',
    weight: 1,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Show every price in the visitor’s currency.',
      'If you sell in several currencies, add a currency switcher rather than mixing them.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1% conversion; an estimate',
    source: 'heuristic',
    run(model) {
      const priced = model.prices.filter((p) => p.currency !== null && p.amount > 0);
      if (priced.length < 2) return notApplicable('fewer than 2 prices with a currency');
      const first = priced[0];
      const other = priced.find((p) => p.currency !== first.currency);
      const currencies = [...new Set(priced.map((p) => p.currency))].join(', ');
      return other
        ? fail([priceEvidence(first), priceEvidence(other)], `currencies: ${currencies}`)
        : pass(priceEvidence(first), `one currency: ${currencies}`);
    },
  },
  {
    id: 'OFC_010',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    prices: 'shown',
    group: 'offer-clarity',
    dimension: 'clarity',
    title: 'A price is shown without its currency',
    label: 'Every price shows its currency',
    description:
      'A bare "49.99" makes visitors guess whether they pay in dollars, euros or pounds; the doubt costs trust at the moment they weigh the price.',
    threshold: 'every price on the page (crossed-out prices aside) carries a currency symbol or code',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Write the currency symbol or code with every price ("$49.99", "49,99 €", "CHF 49").',
      'If the currency is added by CSS or a script, put it in the text itself so every browser, reader and crawler sees it.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion on priced pages; an estimate',
    source: 'heuristic',
    run(model) {
      const shown = model.prices.filter((p) => !p.isCompareAt && p.amount > 0);
      if (shown.length === 0) return notApplicable('no prices shown');
      const bare = shown.filter((p) => p.currency === null);
      if (bare.length === 0) return pass(priceEvidence(shown[0]), `${shown.length} prices with a currency`);
      return fail(
        bare.slice(0, 3).map(priceEvidence),
        `${bare.length} of ${shown.length} prices without a currency`,
      );
    },
  },
];

export default checks;
