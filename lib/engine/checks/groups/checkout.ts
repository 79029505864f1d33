import type { CheckDefinition, CheckOutcome } from '../check.js';
import { absent, fail, fieldQuote, notApplicable, pass, quote, seen } from '../outcome.js';
import { excerpt } from '../signals/evidence.js';
import { checkoutForms } from '../signals/forms.js';
import { inCheckoutContext } from '../signals/page-kinds.js';
import { sellingPrices } from '../signals/prices.js';
import { findAllText, findTextOrPassage as findText, near, textGap } from '../signals/text-search.js';
import type { Form, FormField, Industry, PageModel } from '../../model/page-model.js';
import { CHECKOUT_CONTEXT } from '../scope.js';

/*
 * Checkout checks apply to a cart or checkout (a checkout form, or a cart form that is not a
 * product's add-to-cart form) in an industry that sells online (a course or an event can sell
 * through a cart). There is no cart page type: pageTypes leaves out product, category, article and
 * policy pages, and every run() starts with the same form gate; agencies sell by enquiry and
 * unclassified pages give no reason to expect a checkout, so they are left out.
 */
const SELLING_INDUSTRIES = [
  'ecommerce',
  'saas',
  'app',
  'course',
  'event',
  'nonprofit',
  'local',
  'publisher',
] as const satisfies readonly Industry[];

const WALLET = /\b(paypal|apple pay|google pay|g pay|shop pay|amazon pay|venmo)\b/i;
// "Engineer at PayPal" is not a payment option: payment words must sit beside the wallet's name.
const PAYMENT_WORDS =
  /\b(pay|payment|payments|checkout|check out|accept|accepted|express|buy|purchase|paid|order)\b/i;
const PAYMENT_SPAN = 60;
const FORCED_ACCOUNT =
  /\b(sign in|log ?in|create an account|register) to (check ?out|buy|purchase|order|continue|add to cart)\b/i;
const GUEST =
  /\b(guest checkout|check ?out as (a )?guest|continue as (a )?guest|no account (needed|required))\b/i;
const ORDER_TOTAL =
  /\b(sub-?total|order total|grand total|order summary|estimated total|total( due| to pay)?\s*:?\s*[$€£]\s?\d)/i;
const PROGRESS =
  /\b(step \d( of \d)?|\d of \d steps?|(shipping|delivery|information|details)\s*[>›»→/]\s*(payment|billing)|(cart|basket)\s*[>›»→/]\s*(checkout|information|shipping|details))/i;
const SECURE =
  /\b(secure (checkout|payment|shopping|ordering|transaction)s?|ssl|encrypted|256-bit|safe (checkout|shopping|payment)|100% secure|pci)\b/i;
const COUPON = /\b(coupon|promo|discount|voucher)\b/i;
const TAX =
  /\b(incl(\.|uding|usive of)? (vat|tax|gst)|excl(\.|uding)? (vat|tax|gst)|\+ ?(vat|tax)|tax(es)? (included|calculated|extra)|plus (tax|vat|applicable taxes)|duties|before tax|tax[- ]free|no sales tax|vat)\b/i;
const PHONE_FIELD = /\b(phone|tel|mobile|telephone)\b/i;
const PHONE_REASON =
  /\b(phone|mobile|telephone)\b[^.]{0,80}\b(delivery|courier|shipping|questions about your order|only (if|to|for)|in case)\b/i;
const ADDRESS_FIELD = /\b(address|street|address-line1|street-address|addr)\b/i;
const ADDRESS_SERVICE =
  /(maps\.googleapis\.com|loqate|addressy|pcapredict|ideal-postcodes|getaddress\.io|smartystreets|smarty\.com|radar\.io|api\.mapbox\.com|here\.com|algolia.*places|postcodeanywhere)/i;
const ADDRESS_PROMPT =
  /\b(find (my |your )?address|address lookup|postcode lookup|zip code lookup|start typing your address|search for your address|look up (my |your )?address)\b/i;
const MAX_FIELDS = 12;
const MAX_OPTIONAL = 2;
const MAX_CHECKOUT_NAV = 5;
const SECURE_WINDOW = 30;
const SECURE_CHARS = 300;

const NOT_CHECKOUT =
  'the page is not a cart or checkout (no checkout form, no cart form other than add-to-cart)';

/** Checkout checks judge a cart or a checkout step, not the pages that lead to one. */
function gate(model: PageModel): CheckOutcome | null {
  return inCheckoutContext(model) ? null : notApplicable(NOT_CHECKOUT);
}

function checkoutForm(model: PageModel): Form | undefined {
  return model.forms.find((f) => f.purpose === 'checkout' && f.fields.length > 0);
}

function fieldText(f: FormField): string {
  return `${f.name} ${f.label ?? ''} ${f.autocomplete ?? ''} ${f.placeholder ?? ''}`;
}

function fieldEvidence(f: FormField) {
  return seen(f, fieldQuote(f));
}

const checks: CheckDefinition[] = [
  {
    id: 'CHECK_001',
    pageTypes: CHECKOUT_CONTEXT,
    languages: ['en'],
    group: 'checkout',
    dimension: 'friction',
    title: 'The cart or checkout does not show the order total',
    label: 'The cart or checkout shows the order total',
    description:
      'Buyers check the total before they commit; a cart or checkout without a visible subtotal or total makes them hesitate or go back.',
    threshold: 'a page with a cart or checkout form shows a subtotal, total or order summary',
    severity: 'medium',
    weight: 3,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Show an order summary with items, subtotal, shipping and total beside the form.',
      'Keep it visible on every checkout step.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% checkout completion; an estimate',
    source: 'Baymard Institute, cart abandonment survey (total cost not shown up front); range heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const forms = checkoutForms(model);
      if (forms.length === 0) return notApplicable('no cart or checkout form');
      const hit = findText(model, ORDER_TOTAL);
      return hit
        ? pass(excerpt(hit, ORDER_TOTAL), 'order total shown')
        : fail(
            [
              seen(forms[0], forms[0].submitText ?? `${forms[0].purpose} form`),
              absent('a subtotal, total or order summary'),
            ],
            'no total',
          );
    },
  },
  {
    id: 'CHECK_002',
    pageTypes: CHECKOUT_CONTEXT,
    languages: ['en'],
    group: 'checkout',
    dimension: 'friction',
    title: 'No express wallet checkout is offered',
    label: 'An express wallet checkout is offered',
    description:
      'Wallets (PayPal, Apple Pay, Google Pay, Shop Pay) skip address and card entry, the slowest part of checkout, especially on mobile.',
    threshold: 'an express wallet (PayPal, Apple Pay, Google Pay, Shop Pay, Amazon Pay) is offered',
    severity: 'medium',
    weight: 3,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Enable at least one wallet in your payment provider.',
      'Show the express buttons above the checkout form and on the cart.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-8% mobile checkout completion; an estimate',
    source: 'heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const img = model.images.find((i) => i.alt !== null && WALLET.test(i.alt));
      if (img) return pass(seen(img, img.alt!), 'wallet logo');
      const hit =
        findAllText(model, WALLET).find((h) => {
          const m = WALLET.exec(h.text)!;
          const around = `${h.text.slice(Math.max(0, m.index - PAYMENT_SPAN), m.index)} ${h.text.slice(m.index + m[0].length, m.index + m[0].length + PAYMENT_SPAN)}`;
          return PAYMENT_WORDS.test(around);
        }) ?? null;
      return hit
        ? pass(excerpt(hit, WALLET), 'wallet offered')
        : fail(absent('an express wallet (PayPal, Apple Pay, Google Pay, Shop Pay)'), 'none');
    },
  },
  {
    id: 'CHECK_003',
    pageTypes: CHECKOUT_CONTEXT,
    languages: ['en'],
    group: 'checkout',
    dimension: 'friction',
    title: 'Buying requires creating an account',
    label: 'Guests can buy without an account',
    description:
      'Forced account creation is one of the most cited reasons for abandoning a checkout; a guest option keeps first-time buyers.',
    threshold:
      'the checkout asks for no password and no sign-in before buying, or offers guest checkout explicitly',
    severity: 'high',
    weight: 4,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Offer "Continue as guest" as the default path.',
      'Offer account creation after the order, with the details already filled in.',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate: 'estimate: +5-20% checkout completion for new customers; an estimate',
    source: 'Baymard Institute, cart abandonment survey (forced account creation); range heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const forced = findText(model, FORCED_ACCOUNT);
      if (forced) return fail(excerpt(forced, FORCED_ACCOUNT), 'sign-in required');
      const form = checkoutForms(model).find((f) => f.fields.some((x) => x.type === 'password'));
      if (form) {
        const pw = form.fields.find((x) => x.type === 'password')!;
        return fail(fieldEvidence(pw), 'password asked at checkout');
      }
      const guest = findText(model, GUEST);
      if (guest) return pass(excerpt(guest, GUEST), 'guest checkout offered');
      const co = checkoutForm(model);
      return co
        ? pass(seen(co, co.submitText ?? 'checkout form'), 'checkout form without password')
        : notApplicable('no checkout form or account wording to judge');
    },
  },
  {
    id: 'CHECK_004',
    pageTypes: CHECKOUT_CONTEXT,
    languages: 'any',
    group: 'checkout',
    dimension: 'friction',
    title: 'The checkout form has too many fields',
    label: 'The checkout form is short',
    description:
      'Each extra field adds effort and doubt; the best checkouts need about 8 fields, the average has 12 and many ask for far more.',
    threshold: `the checkout form has at most ${MAX_FIELDS} visible fields`,
    severity: 'medium',
    weight: 3,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Remove optional fields (company, second address line, phone) or hide them behind a link.',
      'Use one "Full name" field and address lookup.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-6% checkout completion; an estimate',
    source: 'Baymard Institute, checkout usability research (form field count); range heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const form = checkoutForm(model);
      if (!form) return notApplicable('no checkout form on the page');
      const observed = `${form.fields.length} fields (maximum ${MAX_FIELDS})`;
      const ev = seen(
        form,
        `${form.fields.length} fields: ${form.fields.map((f) => f.label ?? f.name).join(', ')}`,
      );
      return form.fields.length <= MAX_FIELDS ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'CHECK_005',
    pageTypes: CHECKOUT_CONTEXT,
    languages: 'any',
    group: 'checkout',
    dimension: 'friction',
    title: 'The checkout is padded with optional fields',
    label: 'The checkout asks only for what it needs',
    description:
      'Optional fields (company, second address line, notes) look mandatory at a glance and lengthen the form; the best checkouts hide them behind a link.',
    threshold: `the checkout form shows at most ${MAX_OPTIONAL} optional fields`,
    severity: 'low',
    weight: 2,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Remove optional fields you do not use for fulfilment.',
      'Collapse the rest behind links such as "+ Add company name".',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% checkout completion; an estimate',
    source: 'Baymard Institute, checkout usability research (optional fields); range heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const form = checkoutForm(model);
      if (!form) return notApplicable('no checkout form on the page');
      const optional = form.fields.filter((f) => !f.required && f.type !== 'checkbox' && f.type !== 'radio');
      const observed = `${optional.length} optional field(s) (maximum ${MAX_OPTIONAL})`;
      if (optional.length <= MAX_OPTIONAL)
        return pass(seen(form, `${form.fields.length} fields, ${optional.length} optional`), observed);
      return fail(optional.slice(0, 4).map(fieldEvidence), observed);
    },
  },
  {
    id: 'CHECK_006',
    pageTypes: CHECKOUT_CONTEXT,
    languages: 'any',
    group: 'checkout',
    dimension: 'friction',
    title: 'The phone number is required at checkout without a reason',
    label: 'The phone field is optional or explained',
    description:
      'A mandatory phone number with no reason makes buyers fear sales calls; many abandon rather than give it.',
    threshold: 'a checkout phone field is optional, or the page says why it is needed (e.g. for the courier)',
    severity: 'low',
    weight: 2,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Make the phone field optional if the courier does not need it.',
      'Otherwise add a hint: "Only used by the courier about your delivery".',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% checkout completion; an estimate',
    source: 'Baymard Institute, checkout usability research (unexplained required phone); range heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const form = checkoutForm(model);
      const phone = form?.fields.find((f) => f.type === 'tel' || PHONE_FIELD.test(fieldText(f)));
      if (!phone) return notApplicable('no phone field in a checkout form');
      if (!phone.required) return pass(fieldEvidence(phone), 'phone optional');
      const reason = findText(model, PHONE_REASON);
      return reason
        ? pass([fieldEvidence(phone), excerpt(reason, PHONE_REASON)], 'phone required with a reason')
        : fail(fieldEvidence(phone), 'phone required, no reason given');
    },
  },
  {
    id: 'CHECK_007',
    pageTypes: CHECKOUT_CONTEXT,
    languages: ['en'],
    group: 'checkout',
    dimension: 'friction',
    title: 'The checkout does not show how many steps are left',
    label: 'The checkout shows its progress',
    description:
      'A multi-step checkout without a progress indicator feels endless; "Step 2 of 3" tells buyers the end is near.',
    threshold:
      'a page with a checkout form shows the checkout steps (e.g. "Step 1 of 3", "Shipping > Payment > Review")',
    severity: 'low',
    weight: 2,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Show the checkout steps at the top of every checkout page.',
      'Mark the current step and keep the step names short (Details, Shipping, Payment).',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% checkout completion; an estimate',
    source: 'heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const form = checkoutForm(model);
      if (!form) return notApplicable('no checkout form on the page');
      const hit = findText(model, PROGRESS);
      return hit
        ? pass(excerpt(hit, PROGRESS), 'progress shown')
        : fail(
            [seen(form, form.submitText ?? 'checkout form'), absent('a checkout progress indicator')],
            'no progress indicator',
          );
    },
  },
  {
    id: 'CHECK_008',
    pageTypes: CHECKOUT_CONTEXT,
    languages: 'any',
    group: 'checkout',
    dimension: 'friction',
    title: 'The checkout is surrounded by navigation that leads away',
    label: 'The checkout is free of distractions',
    description:
      'Once a buyer is in checkout, every menu link is an exit; an enclosed checkout keeps only the logo, help and the form.',
    threshold: `a page with a checkout form has at most ${MAX_CHECKOUT_NAV} header and navigation links`,
    severity: 'low',
    weight: 2,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Use a minimal checkout header: logo, secure-checkout note and help contact.',
      'Drop the main menu, search and promotional banners from checkout pages.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% checkout completion; an estimate',
    source: 'heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const form = checkoutForm(model);
      if (!form) return notApplicable('no checkout form on the page');
      const exits = model.links.filter(
        (l) => (l.region === 'header' || l.region === 'nav') && l.kind === 'page',
      );
      const observed = `${exits.length} header/navigation links (maximum ${MAX_CHECKOUT_NAV})`;
      if (exits.length <= MAX_CHECKOUT_NAV)
        return pass(
          seen(form, `${form.submitText ?? 'checkout form'} with ${exits.length} header links`),
          observed,
        );
      return fail(
        exits.slice(0, 3).map((l) => seen(l, l.text || l.href)),
        observed,
      );
    },
  },
  {
    id: 'CHECK_009',
    pageTypes: CHECKOUT_CONTEXT,
    languages: ['en'],
    group: 'checkout',
    dimension: 'trust',
    title: 'No security reassurance sits near the buy button',
    label: 'Security reassurance sits near the buy button',
    description:
      'Payment anxiety peaks at the buy button; a "secure checkout" line or security badge right there lowers it.',
    threshold: `a "secure checkout" statement or security badge sits within ${SECURE_WINDOW} elements (or ${SECURE_CHARS} characters of text) of a buy or cart button`,
    severity: 'low',
    weight: 2,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Add a small lock icon and "Secure checkout" line under the buy button.',
      'Show your payment provider’s name (e.g. "Payments by Stripe").',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% checkout starts; an estimate',
    source: 'Baymard Institute, cart abandonment survey (distrust with card details); range heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const buttons = model.ctas
        .filter((c) => c.intent === 'cart' || c.intent === 'purchase')
        .sort(
          (a, b) =>
            Number(b.role === 'primary') - Number(a.role === 'primary') ||
            Number(b.intent === 'cart') - Number(a.intent === 'cart'),
        );
      if (buttons.length === 0) return notApplicable('no buy or cart button');
      const signals = [...model.badges.filter((b) => b.kind === 'security'), ...findAllText(model, SECURE)];
      for (const b of buttons) {
        const s = near(signals, b.order, SECURE_WINDOW)[0];
        if (s) {
          return pass(
            [seen(b, b.text), seen(s, s.text)],
            `${Math.abs(s.order - b.order)} elements from "${b.text}"`,
          );
        }
        const gap = textGap(model, b.text, SECURE);
        if (gap && gap.chars <= SECURE_CHARS) {
          return pass(
            [seen(b, b.text), { quote: quote(gap.passage), selector: 'body' }],
            `${gap.chars} characters from "${b.text}"`,
          );
        }
      }
      return fail(
        [
          seen(buttons[0], buttons[0].text),
          absent('a secure-checkout statement or security badge near the button'),
        ],
        'none nearby',
      );
    },
  },
  {
    id: 'CHECK_010',
    pageTypes: CHECKOUT_CONTEXT,
    languages: ['en'],
    group: 'checkout',
    dimension: 'friction',
    title: 'An open coupon field invites shoppers to leave and hunt for codes',
    label: 'The coupon field does not distract',
    description:
      'A prominent empty promo-code box makes shoppers feel they are overpaying and sends them off to search for codes, some never to return.',
    threshold: 'the cart or checkout form has no always-visible coupon, promo or voucher field',
    severity: 'low',
    weight: 2,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Collapse the coupon field behind a small "Have a promo code?" link.',
      'Apply running promotions automatically instead of by code.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% checkout completion; an estimate',
    source: 'Baymard Institute, checkout usability research (coupon code field); range heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const forms = checkoutForms(model);
      if (forms.length === 0) return notApplicable('no cart or checkout form');
      for (const f of forms) {
        const coupon = f.fields.find((x) => COUPON.test(fieldText(x)));
        if (coupon) return fail(fieldEvidence(coupon), 'coupon field always visible');
      }
      return pass(
        [
          seen(forms[0], forms[0].submitText ?? `${forms[0].purpose} form`),
          absent('an always-visible coupon field'),
        ],
        'no open coupon field',
      );
    },
  },
  {
    id: 'CHECK_011',
    pageTypes: CHECKOUT_CONTEXT,
    languages: ['en'],
    prices: 'shown',
    group: 'checkout',
    dimension: 'offer',
    title: 'Prices do not say whether tax is included',
    label: 'Tax treatment of prices is stated',
    description:
      'Tax added at the last step feels like a hidden cost; saying "incl. VAT" or "tax calculated at checkout" sets the expectation early.',
    threshold: 'the page states whether prices include tax, VAT or duties',
    severity: 'low',
    weight: 2,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Add "incl. VAT" or "+ tax" next to prices, as your market expects.',
      'Mention duties for cross-border orders on the shipping page.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% checkout completion; an estimate',
    source: 'Baymard Institute, cart abandonment survey (extra costs: tax, fees); range heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      if (sellingPrices(model).length === 0) return notApplicable('no prices on the page');
      const hit = findText(model, TAX);
      return hit
        ? pass(excerpt(hit, TAX), 'tax treatment stated')
        : fail(absent('whether prices include tax, VAT or duties'), 'not stated');
    },
  },
  {
    id: 'CHECK_012',
    pageTypes: CHECKOUT_CONTEXT,
    languages: ['en'],
    group: 'checkout',
    dimension: 'friction',
    title: 'Buyers must type their whole address by hand',
    label: 'Address lookup speeds up the address entry',
    description:
      'The address block is the longest part of a checkout and the most error-prone on a phone; an address or postcode lookup fills it from a few keystrokes.',
    threshold:
      'a checkout form that asks for an address offers an address or postcode lookup (a lookup service or "find address" prompt)',
    severity: 'low',
    weight: 2,
    industries: SELLING_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Add an address autocomplete service to the first address field.',
      'Keep a "enter address manually" link for addresses the service does not know.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% mobile checkout completion; an estimate',
    source: 'Baymard Institute, checkout usability research (address autocomplete); range heuristic',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const form = checkoutForm(model);
      const address = form?.fields.find((f) => ADDRESS_FIELD.test(fieldText(f)));
      if (!address) return notApplicable('no address field in a checkout form');
      const service = model.scripts.thirdPartyHosts.find((h) => ADDRESS_SERVICE.test(h));
      if (service)
        return pass(
          [fieldEvidence(address), { quote: `address lookup service: ${service}`, selector: 'script' }],
          'lookup service loaded',
        );
      const prompt = findText(model, ADDRESS_PROMPT);
      return prompt
        ? pass([fieldEvidence(address), excerpt(prompt, ADDRESS_PROMPT)], 'lookup offered')
        : fail(fieldEvidence(address), 'no address lookup');
    },
  },
];

export default checks;
