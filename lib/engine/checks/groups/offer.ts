import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { buyingCtas } from '../signals/ctas.js';
import { excerpt } from '../signals/evidence.js';
import { planPricePoints, recurringPrices, sellingPrices } from '../signals/prices.js';
import { findAllText, findTextOrPassage as findText, near, textElements } from '../signals/text-search.js';
import type { Price } from '../../model/page-model.js';
import { LANDING, OFFER_PAGES } from '../scope.js';

const PRICING_LINK = /\b(pricing|prices|plans( (and|&) pricing)?|price list|rates)\b/i;
const PRICING_HREF = /\/(pricing|plans|prices|rates)\b/i;
/** Rates that are not the offer's price: shipping, delivery, tax, interest, exchange. */
const OTHER_RATES = /\b(shipping|delivery|postage|freight|tax|interest|exchange|mortgage)\b/i;
const DISCOUNT =
  /\b(\d{1,2}\s?% off|on sale|sale price|save \$?\d|discount(ed)?|reduced|clearance|was \$?\d|markdown)\b/i;
const ANNUAL = /\b(annual(ly)?|yearly|per year|billed (annually|yearly))\b|\/\s?(yr|year)\b/i;
const ANNUAL_SAVING =
  /\b(save (up to )?\d{1,2}\s?%|\d{1,2}\s?% off|(\d|one|two|three) months? free|save \$\d+|get \d months free)\b/i;
const FREE_START =
  /\b(free trial|try (it )?(for )?free|free plan|free forever|free tier|free version|freemium|start(ed)? (for )?free|get started free|sign up free|\d{1,2}[- ]day trial|free download|download (it )?(for )?free|get it (for )?free|(create|open|get) (a |your )?free account|free account)\b/i;
/** A plan named "Free" in a price table. */
const FREE_PLAN_NAME = /^free$/i;
const SAVING =
  /\b(save|saving|you save)\s*[$€£]?\d|\b\d{1,2}\s?% off\b|\b(save|saving) \d{1,2}\s?%|(^|\s)[-−–]\s?\d{1,2}\s?%/i;
const SAVING_WINDOW = 10;
const CUSTOM_TIER =
  /\b(enterprise|custom (plan|pricing|quote|package)|contact sales|talk to sales|volume pricing|for large teams)\b/i;
const HIDDEN_PRICE =
  /\b(call for (a )?(price|pricing)|price on request|request (a )?price|login to see (the )?price|sign in to see (the )?price|add to (cart|bag) to see (the )?price|see price in cart|email for price)\b/i;
const INSTALMENTS =
  /\b(payment plans?|instal?l?ments?|pay (in|over) \d+|\d+ (monthly |interest-free )?payments of|split (the|your) (payment|cost)|financing|finance options?|pay monthly|klarna|afterpay|affirm|sezzle)\b/i;
const HIGH_TICKET = 500;
const INCLUDED_LIMIT = 60;
const CTA_WINDOW = 40;

function priceEvidence(p: Price) {
  return seen(p, p.context || p.text);
}

const checks: CheckDefinition[] = [
  {
    id: 'OFFER_001',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    prices: 'required',
    group: 'offer',
    dimension: 'offer',
    title: 'Prices are neither shown nor linked',
    label: 'Prices are shown or linked',
    description:
      'Buyers who cannot find a price assume it is high or hidden for a reason; many leave rather than ask.',
    threshold: 'the page shows a price or links to a pricing page',
    severity: 'high',
    weight: 4,
    industries: ['ecommerce', 'saas', 'app', 'course', 'event'],
    needs: 'static',
    fixSteps: [
      'Show the price (or the starting price) on the page that sells the product.',
      'For plans, add a "Pricing" link to the main navigation.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +2-6% conversion from qualified visitors; varies by price point',
    source: 'heuristic',
    run(model) {
      const p = sellingPrices(model)[0];
      if (p) return pass(priceEvidence(p), `${sellingPrices(model).length} price(s) shown`);
      const link = model.links.find(
        (l) =>
          !OTHER_RATES.test(`${l.text} ${l.href}`) &&
          (PRICING_LINK.test(l.text) || (l.internal && PRICING_HREF.test(l.href))),
      );
      return link
        ? pass(seen(link, link.text || link.href), 'pricing page linked')
        : fail(absent('a price or a link to a pricing page'), 'no price, no pricing link');
    },
  },
  {
    id: 'OFFER_002',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    prices: 'shown',
    group: 'offer',
    dimension: 'offer',
    title: 'A high one-time price is offered without a way to spread it',
    label: 'High prices can be paid in instalments',
    description:
      'A four-figure course, ticket or programme fee is a budget decision; a payment plan turns it into a monthly amount the buyer can say yes to today.',
    threshold: `when a one-time price of at least ${HIGH_TICKET} (in the page's currency) is shown, a payment plan, instalments or financing is offered`,
    severity: 'medium',
    weight: 3,
    industries: ['course', 'event', 'saas', 'app', 'agency', 'nonprofit', 'other'],
    needs: 'static',
    fixSteps: [
      'Offer 3-12 monthly instalments at checkout (directly or through a pay-later provider).',
      'Show the monthly amount next to the full price ("or 6 x $166").',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +5-15% conversion on high-ticket offers; an estimate',
    source: 'heuristic',
    run(model) {
      const high = sellingPrices(model)
        .filter((p) => (p.period === null || p.period === 'one-time') && p.amount >= HIGH_TICKET)
        .sort((a, b) => b.amount - a.amount)[0];
      if (!high) return notApplicable(`no one-time price of ${HIGH_TICKET} or more`);
      const hit = findText(model, INSTALMENTS);
      return hit
        ? pass([priceEvidence(high), excerpt(hit, INSTALMENTS)], 'instalments offered')
        : fail(
            [priceEvidence(high), absent('a payment plan, instalments or financing')],
            `top price ${high.text}, no instalments`,
          );
    },
  },
  {
    id: 'OFFER_003',
    pageTypes: LANDING,
    languages: 'any',
    prices: 'shown',
    group: 'offer',
    dimension: 'offer',
    title: 'Some plan prices do not say what period they cover',
    label: 'Every plan price states its billing period',
    description:
      '"$29" for a subscription is ambiguous: per month, per year, per user? Ambiguity reads as a trap.',
    threshold: 'each price on a plans page states its period (per month, per year, one-time)',
    severity: 'medium',
    weight: 3,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'Add "/month" or "/year" right after each amount.',
      'Say "one-time" for lifetime deals and add-ons.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-2% plan selection; an estimate',
    source: 'heuristic',
    run(model) {
      const prices = sellingPrices(model);
      if (prices.length === 0) return notApplicable('no prices on the page');
      const missing = prices.find((p) => p.period === null);
      const observed = `${prices.filter((p) => p.period !== null).length} of ${prices.length} prices with a period`;
      return missing ? fail(priceEvidence(missing), observed) : pass(priceEvidence(prices[0]), observed);
    },
  },
  {
    id: 'OFFER_004',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    prices: 'shown',
    group: 'offer',
    dimension: 'offer',
    title: 'A discount is announced without the original price',
    label: 'Discounts show the original price',
    description:
      'A sale is only persuasive when the shopper can see what they save; a struck-through original price anchors the deal.',
    threshold: 'when the page announces a sale or discount, at least one crossed-out or "was" price is shown',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Show the regular price crossed out next to the sale price.',
      'Add the saving in money or percent ("Save $20").',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversion on discounted items; an estimate',
    source: 'heuristic',
    run(model) {
      if (model.prices.length === 0) return notApplicable('no prices on the page');
      const compare = model.prices.find((p) => p.isCompareAt);
      const hit = findText(model, DISCOUNT);
      if (!hit && !compare) return notApplicable('no sale or discount is announced');
      if (compare) return pass(priceEvidence(compare), 'compare-at price shown');
      return fail(excerpt(hit!, DISCOUNT), 'discount announced, no original price');
    },
  },
  {
    id: 'OFFER_005',
    pageTypes: LANDING,
    languages: ['en'],
    prices: 'shown',
    group: 'offer',
    dimension: 'offer',
    title: 'Annual billing is offered without saying what it saves',
    label: 'The annual-billing saving is stated',
    description:
      'Annual plans improve cash flow and retention, but buyers only choose them when the saving is explicit ("save 20%", "2 months free").',
    threshold: 'when annual billing is offered, the saving is stated as a percent, an amount or free months',
    severity: 'low',
    weight: 2,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'Put the saving on the billing toggle ("Yearly – save 20%").',
      'Show the yearly total next to the monthly equivalent.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +5-15% share of annual plans; an estimate, varies by discount',
    source: 'heuristic',
    run(model) {
      const annual =
        recurringPrices(model).some((p) => p.period === 'year') || findText(model, ANNUAL) !== null;
      if (!annual || recurringPrices(model).length === 0) return notApplicable('no annual billing offered');
      const hit = findText(model, ANNUAL_SAVING);
      if (hit) return pass(excerpt(hit, ANNUAL_SAVING), 'saving stated');
      const yearly = recurringPrices(model).find((p) => p.period === 'year');
      return fail(
        yearly ? priceEvidence(yearly) : absent('a stated saving for annual billing'),
        'saving not stated',
      );
    },
  },
  {
    id: 'OFFER_006',
    pageTypes: ['home_landing', 'app_landing', 'pricing', 'other'],
    languages: ['en'],
    group: 'offer',
    dimension: 'offer',
    title: 'There is no free way to start',
    label: 'A free trial or free plan is offered',
    description:
      'Software is bought after it is tried; a free trial or free plan turns a purchase decision into a low-risk first step.',
    threshold: 'a free trial, free plan or free version is offered',
    severity: 'high',
    weight: 4,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'Offer a time-limited trial or a permanently free tier.',
      'Make "Start free" the primary call to action and repeat it on the pricing section.',
    ],
    fixEffort: 'high',
    impact: 'high',
    impactEstimate: 'estimate: +10-30% sign-ups; an estimate, depends on activation',
    source: 'heuristic',
    run(model) {
      const g = model.guarantees.find((x) => x.kind === 'free-trial');
      if (g) return pass(seen(g, g.text), 'free trial');
      const hit = findText(model, FREE_START);
      if (hit) return pass(excerpt(hit, FREE_START), 'free start offered');
      // a plan at 0 ("$0/mo", "£0 for one user"), or a plan named "Free" beside priced plans
      const zero = model.prices.find((p) => p.amount === 0 && !p.isCompareAt);
      if (zero) return pass(seen(zero, zero.context), 'free plan priced at 0');
      const named =
        model.prices.length > 0 ? textElements(model).find((e) => FREE_PLAN_NAME.test(e.text.trim())) : null;
      if (named) return pass(seen(named, named.text), 'plan named Free');
      return fail(absent('a free trial, free plan or free version'), 'none');
    },
  },
  {
    id: 'OFFER_007',
    pageTypes: LANDING,
    languages: 'any',
    prices: 'shown',
    group: 'offer',
    dimension: 'offer',
    title: 'Too many plans compete for attention',
    label: 'The number of plans is easy to choose from',
    description:
      'Five or more side-by-side plans cause choice paralysis; two to four tiers let buyers self-select quickly.',
    threshold: 'at most 4 distinct plan prices per billing period (when 2 or more are shown)',
    severity: 'low',
    weight: 2,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'Merge or hide the least-chosen tiers.',
      'Move niche options to an add-on or an "Enterprise – contact us" card.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% plan selection; an estimate',
    source: 'Iyengar & Lepper (2000), choice overload; replications mixed; range heuristic',
    run(model) {
      const points = planPricePoints(model);
      const byPeriod = new Map<string, Price[]>();
      for (const p of points) byPeriod.set(p.period!, [...(byPeriod.get(p.period!) ?? []), p]);
      const largest = [...byPeriod.values()].sort((a, b) => b.length - a.length)[0] ?? [];
      if (largest.length < 2) return notApplicable('fewer than 2 plan prices');
      const ev = largest.slice(0, 5).map(priceEvidence);
      const observed = `${largest.length} plans per ${largest[0].period} (maximum 4)`;
      return largest.length <= 4 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'OFFER_008',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    prices: 'shown',
    group: 'offer',
    dimension: 'offer',
    title: 'A reduced price does not say how much the shopper saves',
    label: 'Reduced prices state the saving',
    description:
      'A struck-through price makes the shopper do the arithmetic; "Save $20 (25%)" next to it turns the discount into a figure they feel.',
    threshold: `when a crossed-out or "was" price is shown, a saving ("save $X", "X% off", "you save") is stated within ${SAVING_WINDOW} elements of it`,
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Print the saving in money or percent next to every compare-at price.',
      'Use the same format ("Save $20") across product cards and product pages.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversion on discounted items; an estimate',
    source: 'heuristic',
    run(model) {
      const compare = model.prices.find((p) => p.isCompareAt);
      if (!compare) return notApplicable('no crossed-out or "was" price');
      if (SAVING.test(compare.context)) return pass(priceEvidence(compare), 'saving stated beside the price');
      const hit = near(findAllText(model, SAVING), compare.order, SAVING_WINDOW)[0];
      return hit
        ? pass([priceEvidence(compare), excerpt(hit, SAVING)], 'saving stated')
        : fail(
            [priceEvidence(compare), absent('a stated saving ("save $X", "X% off")')],
            'saving not stated',
          );
    },
  },
  {
    id: 'OFFER_009',
    pageTypes: LANDING,
    languages: ['en'],
    prices: 'shown',
    group: 'offer',
    dimension: 'offer',
    title: 'Plans offer no route for larger buyers',
    label: 'A custom or enterprise option is offered',
    description:
      'Larger customers need invoicing, security reviews and volume pricing; without an enterprise or "contact sales" option they leave the pricing page.',
    threshold: 'when 2 or more plans are shown, an enterprise, custom or "contact sales" option exists',
    severity: 'low',
    weight: 2,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'Add an "Enterprise" card with the extras large customers need.',
      'Give it a "Contact sales" button that books a call.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +5-20% revenue from larger accounts; an estimate',
    source: 'heuristic',
    run(model) {
      if (planPricePoints(model).length < 2) return notApplicable('fewer than 2 plan prices');
      const hit = findText(model, CUSTOM_TIER);
      return hit
        ? pass(excerpt(hit, CUSTOM_TIER), 'custom tier offered')
        : fail(absent('an enterprise, custom or "contact sales" option'), 'none');
    },
  },
  {
    id: 'OFFER_010',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    prices: 'required',
    group: 'offer',
    dimension: 'offer',
    title: 'Prices are hidden behind a request or a login',
    label: 'Prices are shown openly',
    description:
      '"Call for price" or "add to cart to see price" adds a step before the shopper can even judge the offer; most never take it.',
    threshold: 'no "call for price", "price on request" or "log in / add to cart to see price" wording',
    severity: 'high',
    weight: 3,
    industries: ['ecommerce'],
    needs: 'static',
    fixSteps: [
      'Show the price on the product card and page.',
      'If a manufacturer’s advertised price policy applies, show it in the cart with a clear note.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +3-10% add-to-cart on affected products; an estimate',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, HIDDEN_PRICE);
      if (hit) return fail(excerpt(hit, HIDDEN_PRICE), 'price hidden');
      const p = sellingPrices(model)[0];
      return p
        ? pass(priceEvidence(p), 'prices shown openly')
        : notApplicable('no prices and no hidden-price wording');
    },
  },
  {
    id: 'OFFER_011',
    pageTypes: OFFER_PAGES,
    languages: 'any',
    prices: 'shown',
    group: 'offer',
    dimension: 'cta',
    title: 'The price is not followed by a way to buy',
    label: 'The price sits next to a buy button',
    description:
      'The moment a visitor accepts the price is the moment to act; a price with no button nearby forces a search for the next step.',
    threshold: `a buy, cart, trial or sign-up call to action sits within ${CTA_WINDOW} elements of the first price`,
    severity: 'medium',
    weight: 3,
    // Product pages are judged by PROD_002 (price beside add-to-cart, measured in pixels).
    industries: ['saas', 'app', 'course', 'event', 'agency', 'local', 'nonprofit', 'other'],
    needs: 'static',
    fixSteps: [
      'Put the purchase or sign-up button directly under each price.',
      'Use the same wording on every price card.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion; an estimate',
    source: 'heuristic',
    run(model) {
      const p = sellingPrices(model).find((x) => x.region === 'main') ?? sellingPrices(model)[0];
      if (!p) return notApplicable('no prices on the page');
      const c = buyingCtas(model).find((x) => Math.abs(x.order - p.order) <= CTA_WINDOW);
      return c
        ? pass(
            [priceEvidence(p), seen(c, c.text)],
            `"${c.text}" ${Math.abs(c.order - p.order)} elements from the price`,
          )
        : fail(
            [priceEvidence(p), absent('a buy, cart, trial or sign-up button near the price')],
            'no purchase action near the price',
          );
    },
  },
  {
    id: 'OFFER_012',
    pageTypes: LANDING,
    languages: 'any',
    prices: 'shown',
    group: 'offer',
    dimension: 'offer',
    title: 'Plans do not list what is included',
    label: 'Plans list what is included',
    description:
      'A price without its contents cannot be judged as good value; a short feature list under each plan makes the comparison possible.',
    threshold: `when 2 or more plans are shown, at least 3 list items follow the first plan price (within ${INCLUDED_LIMIT} elements)`,
    severity: 'medium',
    weight: 3,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'List 4-8 included features or limits under each plan price.',
      'Start each list with what differs from the plan below.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% plan selection; an estimate',
    source: 'heuristic',
    run(model) {
      const points = planPricePoints(model);
      if (points.length < 2) return notApplicable('fewer than 2 plan prices');
      const first = points.reduce((a, b) => (a.order < b.order ? a : b));
      const items = model.textBlocks.filter(
        (b) => b.tag === 'li' && b.order > first.order && b.order - first.order <= INCLUDED_LIMIT,
      );
      const observed = `${items.length} list item(s) after the first plan price (minimum 3)`;
      return items.length >= 3
        ? pass(
            items.slice(0, 3).map((i) => seen(i, i.text)),
            observed,
          )
        : fail([priceEvidence(first), absent('a list of what the plan includes')], observed);
    },
  },
];

export default checks;
