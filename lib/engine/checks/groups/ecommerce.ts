import type { CheckDefinition, CheckOutcome, Evidence } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { hitEvidence } from '../signals/evidence.js';
import { findField } from '../signals/forms.js';
import { isListingPage } from '../signals/page-kinds.js';
import { findLink, findText } from '../signals/text-search.js';
import { pathOf } from '../signals/urls.js';
import type { PageModel } from '../../model/page-model.js';

const FREE_SHIPPING =
  /\bfree (standard |express |ground )?(shipping|delivery)\b|\bships free\b|\bfree (uk |us )?postage\b/i;
const FREE_RETURNS =
  /\bfree (returns?|return shipping|exchanges?)\b|\breturns? (are|is) (always )?free\b|\bprepaid return (label|shipping)\b|\bno[- ]cost returns?\b|\breturn for free\b/i;
const RETURNS_ANY = /\b(returns?|refunds?|exchanges?)\b/i;
const PAYMENT =
  /\b(visa|mastercard|master card|amex|american express|paypal|apple ?pay|google ?pay|discover|maestro|shop ?pay|klarna|afterpay|diners club|jcb|ideal|sofort)\b/i;
const BNPL =
  /\b(klarna|afterpay|affirm|sezzle|clearpay|zip ?pay|quadpay|shop ?pay installments|laybuy|pay in (3|4|three|four)|(3|4|three|four) interest[- ]free (payments|installments|instalments)|buy now,? pay later)\b/i;
const CART_TEXT = /\b(cart|basket|bag|trolley)\b/i;
const CART_HREF = /^\/(cart|basket|bag|checkout\/cart|shoppingcart|shopping-cart)([/.?#-]|$)/i;
const ORDER_TRACKING =
  /\b(track (my |your |an )?orders?|order (status|tracking|lookup)|where'?s my order)\b/i;
const ORDER_TRACKING_HREF = /^\/(track|tracking|order-status|orders?\/track|track-order)([/.?#-]|$)/i;
const SALE_TEXT =
  /^\s*(sale|deals?|clearance|outlet|offers|special offers|discounts?|promotions?|on sale|today'?s deals|bargains?|hot deals|markdowns?)\b/i;
const SALE_HREF = /^\/(sale|deals|clearance|outlet|offers|promotions?|collections\/sale)([/.?#-]|$)/i;
const GIFT =
  /\bgift (cards?|certificates?|vouchers?|wrap(ping)?|boxes|sets?|guides?|ideas)\b|\bgifts? for (him|her|kids|men|women|dad|mum|mom)\b|\be-?gift\b/i;
const SHIPPING_LINK = /\b(shipping|delivery)( (&|and) returns)?( info(rmation)?| policy| rates| options)?\b/i;
const SHIPPING_HREF =
  /^\/(shipping|delivery|shipping-policy|delivery-information|policies\/shipping-policy)([/.?#-]|$)/i;
const MERCHANDISING =
  /\b(best ?sellers?|best selling|new arrivals|new in|trending( now)?|most popular|top (rated|sellers|picks)|staff picks|featured (products|items|collection)|just (in|landed)|customer favou?rites|shop (the )?collection)\b/i;
const SORT_FILTER =
  /\b(sort( by)?|filter( by)?|refine( by)?|narrow (by|results)|price range|shop by (price|size|colou?r|brand))\b/i;
const SHIPS_TO =
  /\b(ship(s|ping)? (to|worldwide|internationally|across|nationwide|throughout|within)|international (shipping|delivery)|deliver(y|ing|s)? (to|across|worldwide|nationwide|throughout)|worldwide (shipping|delivery)|we (ship|deliver) to)\b/i;

/** Passes on the first text matching `re`, else fails as absent. */
function textCheck(model: PageModel, re: RegExp, lookedFor: string): CheckOutcome {
  const hit = findText(model, re);
  if (hit) return pass(hitEvidence(hit, re), 'found');
  return fail(absent(lookedFor), 'not found');
}

/** The first image whose alt text or file name matches `re` (payment logos are often images). */
function imageEvidence(model: PageModel, re: RegExp): Evidence | null {
  const img = model.images.find((i) => re.test(i.alt ?? '') || re.test(i.src));
  return img ? seen(img, img.alt || img.src) : null;
}

const ECOM = { group: 'ecommerce', industries: ['ecommerce'], needs: 'static' } as const;

const checks: CheckDefinition[] = [
  {
    ...ECOM,
    id: 'ECOM_001',
    pageTypes: 'all',
    languages: ['en'],
    dimension: 'offer',
    title: 'No free shipping offer',
    label: 'Free shipping is offered',
    description:
      'Unexpected shipping cost is the most cited reason for abandoned carts; a free-shipping offer (or threshold) stated up front removes it before the cart.',
    threshold: 'the page states free shipping or a free-shipping threshold ("Free shipping over $50")',
    severity: 'high',
    weight: 4,
    fixSteps: [
      'Offer free shipping, or free shipping above a threshold set slightly above your average order value',
      'Announce it in a bar at the top of every page and next to the price',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate: 'estimate: +5-15% conversion rate; margin cost offset by higher order value',
    source: 'Baymard Institute, cart abandonment survey (extra costs: shipping); range heuristic',
    run(model) {
      const g = model.guarantees.find((x) => x.kind === 'free-shipping');
      if (g) return pass(seen(g, g.text), 'free shipping offered');
      // shops often announce it in a banner image or a link to its terms
      const banner = imageEvidence(model, FREE_SHIPPING);
      if (banner) return pass(banner, 'free shipping announced in an image');
      const link = model.links.find((l) => /free[-_ ]?shipping/i.test(l.href));
      if (link) return pass(seen(link, link.text || link.href), 'free shipping terms linked');
      return textCheck(model, FREE_SHIPPING, 'a free shipping offer or threshold');
    },
  },
  {
    ...ECOM,
    id: 'ECOM_002',
    pageTypes: 'all',
    languages: ['en'],
    dimension: 'offer',
    title: 'Returns are not free',
    label: 'Returns are free',
    description:
      'Paying to send back an item that does not fit is the risk that stops shoppers buying clothes, shoes and furniture online; free returns remove it.',
    threshold: 'the page promises free returns (free return shipping, prepaid return label, free exchanges)',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Offer free returns, at least on first orders or within your main market',
      'Say "Free returns" next to the price and in the announcement bar',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +3-10% conversion rate in apparel and footwear; return costs rise',
    source: 'Baymard Institute, cart abandonment survey (unsatisfactory returns policy); range heuristic',
    run(model) {
      const g = model.guarantees.find((x) => x.kind === 'free-returns');
      if (g) return pass(seen(g, g.text), 'free returns offered');
      const hit = findText(model, FREE_RETURNS);
      if (hit) return pass(hitEvidence(hit, FREE_RETURNS), 'free returns offered');
      const vague = findText(model, RETURNS_ANY);
      if (vague) return fail(hitEvidence(vague, RETURNS_ANY), 'returns mentioned, not said to be free');
      return fail(absent('a free-returns promise'), 'returns not mentioned');
    },
  },
  {
    ...ECOM,
    id: 'ECOM_003',
    pageTypes: 'all',
    languages: ['en'],
    dimension: 'trust',
    title: 'Accepted payment methods are not shown',
    label: 'Accepted payment methods are shown',
    description:
      'Shoppers want to know before checkout that they can pay their preferred way (card brand, PayPal, wallet); showing the logos removes a late surprise.',
    threshold:
      'the page shows at least one accepted payment method (card brand, PayPal, Apple Pay...) as text, logo or badge',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Show the payment-method logos you accept in the footer and near the add-to-cart button',
      'Include wallets (Apple Pay, Google Pay, PayPal) if you accept them',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion rate',
    source: 'Baymard Institute, cart abandonment survey (not enough payment methods); range heuristic',
    run(model) {
      const badge = model.badges.find((b) => b.kind === 'payment');
      if (badge) return pass(seen(badge, badge.text), 'payment badge');
      const img = imageEvidence(model, PAYMENT);
      if (img) return pass(img, 'payment logo');
      return textCheck(model, PAYMENT, 'accepted payment methods (card brands, PayPal, wallets)');
    },
  },
  {
    ...ECOM,
    id: 'ECOM_004',
    pageTypes: 'all',
    languages: ['en'],
    dimension: 'offer',
    title: 'No pay-later or instalment option',
    label: 'Shoppers can pay in instalments',
    description:
      'Splitting a price into instalments (Klarna, Afterpay, Affirm, PayPal Pay in 4) makes a larger basket affordable today and is expected by younger shoppers.',
    threshold: 'the page mentions a buy-now-pay-later or interest-free instalment option',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Enable a pay-later provider in your checkout',
      'Show the instalment price under the product price ("or 4 payments of $12.50")',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-10% conversion rate and higher order value on baskets over ~$50',
    source: 'heuristic',
    run(model) {
      const img = imageEvidence(model, BNPL);
      if (img) return pass(img, 'pay-later logo');
      return textCheck(model, BNPL, 'a buy-now-pay-later or instalment option');
    },
  },
  {
    ...ECOM,
    id: 'ECOM_005',
    pageTypes: 'all',
    languages: ['en'],
    dimension: 'friction',
    title: 'The cart cannot be reached from the header',
    label: 'The cart is one click away in the header',
    description:
      'Shoppers check their cart repeatedly while browsing; a cart link in the header is the path back to checkout from every page.',
    threshold: 'the header or navigation links to the cart / basket / bag',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Add a cart icon with a text label or item count to the top-right of the header',
      'Link it to the cart page and keep it visible on mobile',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% checkout starts',
    source: 'heuristic',
    run(model) {
      const inHeader = model.links.find(
        (l) =>
          (l.region === 'header' || l.region === 'nav') &&
          (CART_TEXT.test(l.name) || (l.kind === 'page' && CART_HREF.test(pathOf(l.href)))),
      );
      if (inHeader) return pass(seen(inHeader, inHeader.name || inHeader.text), 'in the header');
      const elsewhere = findLink(model, CART_TEXT, CART_HREF);
      if (elsewhere)
        return fail(seen(elsewhere, elsewhere.name || elsewhere.text), `only in the ${elsewhere.region}`);
      return fail(absent('a cart / basket / bag link in the header'), 'no cart link');
    },
  },
  {
    ...ECOM,
    id: 'ECOM_006',
    pageTypes: 'all',
    languages: ['en'],
    dimension: 'trust',
    title: 'No order tracking link',
    label: 'Customers can track their order',
    description:
      'A visible "Track your order" link tells first-time buyers the store handles orders professionally, and saves support contacts after the sale.',
    threshold: 'the page links to order tracking / order status',
    severity: 'low',
    weight: 1,
    fixSteps: [
      'Add an order-tracking page that takes an order number and email',
      'Link it from the footer and the account menu as "Track your order"',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1% conversion rate; fewer "where is my order" contacts',
    source: 'heuristic',
    run(model) {
      const link = findLink(model, ORDER_TRACKING, ORDER_TRACKING_HREF);
      if (link) return pass(seen(link, link.text || link.href), 'tracking linked');
      return textCheck(model, ORDER_TRACKING, 'an order tracking / order status link');
    },
  },
  {
    ...ECOM,
    id: 'ECOM_007',
    pageTypes: 'all',
    languages: ['en'],
    dimension: 'offer',
    title: 'No sale or deals section for bargain hunters',
    label: 'A sale or deals section is linked',
    description:
      'A large share of shoppers start with the discounts; a "Sale" entry in the navigation gives them a direct path instead of a search.',
    threshold: 'the page links to a Sale / Deals / Clearance / Outlet section',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Collect discounted products in one Sale collection',
      'Link it from the main navigation as "Sale"',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% revenue from deal-seeking visitors',
    source: 'heuristic',
    run(model) {
      const link = findLink(model, SALE_TEXT, SALE_HREF);
      if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
      return fail(absent('a link to a Sale / Deals / Clearance / Outlet section'), 'none linked');
    },
  },
  {
    ...ECOM,
    id: 'ECOM_008',
    pageTypes: 'all',
    languages: ['en'],
    dimension: 'offer',
    title: 'No gift options',
    label: 'Gift options are offered',
    description:
      'Gift cards and gift wrapping catch buyers shopping for someone else, who otherwise leave when unsure what to pick.',
    threshold: 'the page offers gift cards, gift wrapping, gift sets or a gift guide',
    severity: 'low',
    weight: 1,
    fixSteps: [
      'Sell digital gift cards in a few fixed amounts',
      'Link them, and any gift guide, from the navigation',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% revenue; higher in the holiday season',
    source: 'heuristic',
    run(model) {
      return textCheck(model, GIFT, 'gift cards, gift wrapping, gift sets or a gift guide');
    },
  },
  {
    ...ECOM,
    id: 'ECOM_009',
    pageTypes: 'all',
    languages: ['en'],
    dimension: 'trust',
    title: 'No shipping information page linked',
    label: 'Shipping information is linked',
    description:
      'Shoppers check delivery costs, times and destinations before adding to cart; a linked shipping page answers them without a checkout trial run.',
    threshold: 'the page links to a shipping / delivery information page',
    severity: 'medium',
    weight: 2,
    fixSteps: [
      'Publish a shipping page with costs, delivery times and destinations in a table',
      'Link it from the footer and from the product pages',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversion rate; fewer abandoned checkouts',
    source: 'heuristic',
    run(model) {
      const policy = model.policies.find((p) => p.kind === 'shipping');
      if (policy) return pass(seen(policy, policy.text), 'shipping policy linked');
      const link = findLink(model, SHIPPING_LINK, SHIPPING_HREF);
      if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
      return fail(absent('a link to shipping / delivery information'), 'none linked');
    },
  },
  {
    ...ECOM,
    id: 'ECOM_010',
    pageTypes: ['home_landing', 'category_listing', 'other'],
    languages: ['en'],
    dimension: 'persuasion',
    title: 'No best-sellers or new arrivals to guide browsing',
    label: 'Best-sellers or new arrivals guide browsing',
    description:
      'Shoppers facing a catalogue want a starting point; "Best sellers" and "New arrivals" rows borrow the choices of other customers and shorten the search.',
    threshold: 'the page shows or links a best-sellers, new-arrivals, trending or featured collection',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Add a "Best sellers" row of 4-8 products to the home and category pages',
      'Add "New arrivals" for returning visitors',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-4% click-through to product pages',
    source: 'heuristic',
    run(model) {
      return textCheck(model, MERCHANDISING, 'a best-sellers / new-arrivals / trending collection');
    },
  },
  {
    ...ECOM,
    id: 'ECOM_011',
    pageTypes: ['category_listing', 'search_results'],
    languages: ['en'],
    dimension: 'friction',
    title: 'The product listing cannot be sorted or filtered',
    label: 'The product listing can be sorted and filtered',
    description:
      'On a listing of many products, shoppers narrow by price, size or brand; without sort and filter controls they scroll, tire and leave.',
    threshold: 'a page listing products offers sort or filter controls',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Add a sort control (price, popularity, newest) above the listing',
      'Add filters for the attributes shoppers choose by (price range, size, colour, brand)',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-6% click-through from listing to product page',
    source: 'Baymard Institute, product list usability research (sorting and filtering); range heuristic',
    run(model) {
      if (!isListingPage(model)) return notApplicable('not a product listing page');
      const field = findField(model, SORT_FILTER);
      if (field) return pass(seen(field, field.label ?? field.name), 'control found');
      return textCheck(model, SORT_FILTER, 'sort or filter controls for the listing');
    },
  },
  {
    ...ECOM,
    id: 'ECOM_012',
    pageTypes: 'all',
    languages: ['en'],
    dimension: 'clarity',
    title: 'The store does not say where it ships',
    label: 'Shipping destinations are stated',
    description:
      'Visitors from abroad (or remote regions) assume they cannot order unless told otherwise; stating where you ship keeps them from leaving at the first doubt.',
    threshold: 'the page states where the store ships ("We ship worldwide", "Delivery across the UK")',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'State your shipping regions in the announcement bar or footer',
      'List countries and costs on the shipping page',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-3% conversion rate among out-of-region visitors',
    source: 'heuristic',
    run(model) {
      return textCheck(model, SHIPS_TO, 'a statement of where the store ships');
    },
  },
];

export default checks;
