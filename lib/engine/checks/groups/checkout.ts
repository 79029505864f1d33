import type { CheckDefinition, CheckOutcome } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import {
  checkoutForms,
  excerpt,
  findAllText,
  findText,
  near,
  sellingPrices,
  sellsDirectly,
} from '../b-text-signals.js';
import type { Form, FormField, PageModel } from '../../model/page-model.js';

/*
 * Checkout checks apply to e-commerce pages and to any page with a cart or checkout form, whatever
 * its industry (a course or an event can sell through a cart). The industry list cannot express the
 * form condition, so these checks declare 'all' and every run() starts with the same gate.
 */

const PAYMENT_METHOD =
  /\b(visa|mastercard|master card|amex|american express|discover|paypal|apple pay|google pay|g pay|shop pay|amazon pay|klarna|afterpay|affirm|maestro|diners club|jcb|sofort|ideal|venmo)\b/i;
const WALLET = /\b(paypal|apple pay|google pay|g pay|shop pay|amazon pay|venmo)\b/i;
const FORCED_ACCOUNT =
  /\b(sign in|log ?in|create an account|register) to (check ?out|buy|purchase|order|continue|add to cart)\b/i;
const GUEST =
  /\b(guest checkout|check ?out as (a )?guest|continue as (a )?guest|no account (needed|required))\b/i;
const SHIPPING_COST =
  /\b(free (standard |express |ground )?(shipping|delivery)|shipping (costs?|rates?|fees?|from|is)\s*:?\s*[$€£]?\d|delivery (costs?|charges?|from|fee)\s*:?\s*[$€£]?\d|flat[- ]rate (shipping|delivery)|[$€£]\d+(\.\d\d)? (flat )?(shipping|delivery))/i;
const DELIVERY_TIME =
  /\b((arrives?|delivered|delivery|ships?|dispatch(ed|es)?|shipping)\b[^.]{0,30}?\b(in|within|by)\s+(\d+\s*(-|–|to)\s*)?\d+\s*(business |working )?(days?|hours?|weeks?)|(same|next)[- ]day (delivery|shipping|dispatch)|ships (today|tomorrow|within)|get it by|order (within|in the next)\b)/i;
const SECURE =
  /\b(secure (checkout|payment|shopping|ordering|transaction)s?|ssl|encrypted|256-bit|safe (checkout|shopping|payment)|100% secure|pci)\b/i;
const COUPON = /\b(coupon|promo|discount|voucher)\b/i;
const TAX =
  /\b(incl(\.|uding|usive of)? (vat|tax|gst)|excl(\.|uding)? (vat|tax|gst)|\+ ?(vat|tax)|tax(es)? (included|calculated|extra)|plus (tax|vat|applicable taxes)|duties|before tax|tax[- ]free|no sales tax|vat)\b/i;
const PHONE_FIELD = /\b(phone|tel|mobile|telephone)\b/i;
const PHONE_REASON =
  /\b(phone|mobile|telephone)\b[^.]{0,80}\b(delivery|courier|shipping|questions about your order|only (if|to|for)|in case)\b/i;
const EMAIL_FIELD = /\be-?mail\b/i;
const NUMERIC_FIELD = /\b(card ?number|cc-?number|cardnumber|zip|postal|postcode|cvc|cvv|security code)\b/i;
const MAX_FIELDS = 12;
const AUTOCOMPLETE_SHARE = 0.8;
const SECURE_WINDOW = 30;
const TEXT_TYPES = new Set(['text', 'email', 'tel', 'number', 'search', 'url', '']);

const NOT_SELLING = 'the page neither is an e-commerce page nor has a cart or checkout form';

function gate(model: PageModel): CheckOutcome | null {
  return sellsDirectly(model) ? null : notApplicable(NOT_SELLING);
}

function checkoutForm(model: PageModel): Form | undefined {
  return model.forms.find((f) => f.purpose === 'checkout' && f.fields.length > 0);
}

function fieldText(f: FormField): string {
  return `${f.name} ${f.label ?? ''} ${f.autocomplete ?? ''} ${f.placeholder ?? ''}`;
}

function fieldEvidence(f: FormField) {
  return seen(f, `${f.label ?? f.name} (type=${f.type}${f.required ? ', required' : ''})`);
}

const checks: CheckDefinition[] = [
  {
    id: 'CHECK_001',
    group: 'checkout',
    dimension: 'trust',
    title: 'Accepted payment methods are not shown',
    label: 'Accepted payment methods are shown',
    description:
      'Shoppers want to know before checkout that their card or wallet is accepted; payment logos also act as a familiar trust cue.',
    threshold:
      'the page names or shows at least one accepted payment method (card brand, PayPal, wallet, pay-later)',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Show the accepted payment logos under the add-to-cart button and in the footer.',
      'Include wallets and pay-later options you support.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% checkout starts; an estimate',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const badge = model.badges.find((b) => b.kind === 'payment');
      if (badge) return pass(seen(badge, badge.text), 'payment badge');
      const img = model.images.find((i) => i.alt !== null && PAYMENT_METHOD.test(i.alt));
      if (img) return pass(seen(img, img.alt!), 'payment logo');
      const hit = findText(model, PAYMENT_METHOD);
      return hit
        ? pass(excerpt(hit, PAYMENT_METHOD), 'payment method named')
        : fail(absent('accepted payment methods (card logos, PayPal, wallets)'), 'none shown');
    },
  },
  {
    id: 'CHECK_002',
    group: 'checkout',
    dimension: 'friction',
    title: 'No express wallet checkout is offered',
    label: 'An express wallet checkout is offered',
    description:
      'Wallets (PayPal, Apple Pay, Google Pay, Shop Pay) skip address and card entry, the slowest part of checkout, especially on mobile.',
    threshold: 'an express wallet (PayPal, Apple Pay, Google Pay, Shop Pay, Amazon Pay) is offered',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Enable at least one wallet in your payment provider.',
      'Show the express buttons above the checkout form and on the cart.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-8% mobile checkout completion; an estimate',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const img = model.images.find((i) => i.alt !== null && WALLET.test(i.alt));
      if (img) return pass(seen(img, img.alt!), 'wallet logo');
      const hit = findText(model, WALLET);
      return hit
        ? pass(excerpt(hit, WALLET), 'wallet offered')
        : fail(absent('an express wallet (PayPal, Apple Pay, Google Pay, Shop Pay)'), 'none');
    },
  },
  {
    id: 'CHECK_003',
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
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Offer "Continue as guest" as the default path.',
      'Offer account creation after the order, with the details already filled in.',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate: 'estimate: +5-20% checkout completion for new customers; an estimate',
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
    group: 'checkout',
    dimension: 'friction',
    title: 'The checkout form has too many fields',
    label: 'The checkout form is short',
    description:
      'Each extra field adds effort and doubt; the best checkouts need about 8 fields, the average has 12 and many ask for far more.',
    threshold: `the checkout form has at most ${MAX_FIELDS} visible fields`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove optional fields (company, second address line, phone) or hide them behind a link.',
      'Use one "Full name" field and address lookup.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-6% checkout completion; an estimate',
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
    group: 'checkout',
    dimension: 'friction',
    title: 'Checkout fields do not support autofill',
    label: 'Checkout fields support autofill',
    description:
      'Autocomplete attributes let browsers fill name, address and card in one tap; without them mobile buyers type everything.',
    threshold: `at least ${AUTOCOMPLETE_SHARE * 100}% of the checkout’s text fields carry an autocomplete attribute`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add autocomplete tokens (name, email, street-address, postal-code, cc-number ...) to every field.',
      'Test the form with browser autofill on a phone.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% mobile checkout completion; an estimate',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const form = checkoutForm(model);
      if (!form) return notApplicable('no checkout form on the page');
      const fields = form.fields.filter((f) => f.tag === 'select' || TEXT_TYPES.has(f.type));
      if (fields.length === 0) return notApplicable('no text fields in the checkout form');
      const filled = fields.filter((f) => f.autocomplete !== null && f.autocomplete !== 'off');
      const observed = `${filled.length} of ${fields.length} fields with autocomplete (minimum ${AUTOCOMPLETE_SHARE * 100}%)`;
      const missing = fields.find((f) => !filled.includes(f));
      return filled.length / fields.length >= AUTOCOMPLETE_SHARE
        ? pass(
            seen(filled[0], `${filled[0].label ?? filled[0].name} autocomplete=${filled[0].autocomplete}`),
            observed,
          )
        : fail(fieldEvidence(missing!), observed);
    },
  },
  {
    id: 'CHECK_006',
    group: 'checkout',
    dimension: 'friction',
    title: 'The phone number is required at checkout without a reason',
    label: 'The phone field is optional or explained',
    description:
      'A mandatory phone number with no reason makes buyers fear sales calls; many abandon rather than give it.',
    threshold: 'a checkout phone field is optional, or the page says why it is needed (e.g. for the courier)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Make the phone field optional if the courier does not need it.',
      'Otherwise add a hint: "Only used by the courier about your delivery".',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% checkout completion; an estimate',
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
    group: 'checkout',
    dimension: 'offer',
    title: 'Shipping costs are not stated before checkout',
    label: 'Shipping costs are stated up front',
    description:
      'Unexpected extra costs at checkout are the most cited reason for cart abandonment; stating shipping costs early removes the surprise.',
    threshold: 'a shipping cost, a free-shipping offer or a flat rate is stated on the page',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'State the shipping cost or the free-shipping threshold in the header bar and next to the price.',
      'Link to a shipping page with rates by region.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +2-8% checkout completion; an estimate',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const g = model.guarantees.find((x) => x.kind === 'free-shipping');
      if (g) return pass(seen(g, g.text), 'free shipping stated');
      const hit = findText(model, SHIPPING_COST);
      return hit
        ? pass(excerpt(hit, SHIPPING_COST), 'shipping cost stated')
        : fail(absent('a shipping cost, flat rate or free-shipping offer'), 'not stated');
    },
  },
  {
    id: 'CHECK_008',
    group: 'checkout',
    dimension: 'offer',
    title: 'The page does not say when the order will arrive',
    label: 'Delivery time is stated',
    description:
      'Buyers often need an item by a date; without a delivery estimate they go to a retailer who gives one.',
    threshold:
      'a delivery or dispatch time is stated (e.g. "ships within 2 business days", "next-day delivery")',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Show a delivery estimate next to the add-to-cart button.',
      'Use a cut-off time ("Order within 3 h for next-day delivery") where you can meet it.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion; an estimate',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const hit = findText(model, DELIVERY_TIME);
      return hit
        ? pass(excerpt(hit, DELIVERY_TIME), 'delivery time stated')
        : fail(absent('a delivery or dispatch time'), 'not stated');
    },
  },
  {
    id: 'CHECK_009',
    group: 'checkout',
    dimension: 'trust',
    title: 'No security reassurance sits near the buy button',
    label: 'Security reassurance sits near the buy button',
    description:
      'Payment anxiety peaks at the buy button; a "secure checkout" line or security badge right there lowers it.',
    threshold: `a "secure checkout" statement or security badge sits within ${SECURE_WINDOW} elements of a buy or cart button`,
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a small lock icon and "Secure checkout" line under the buy button.',
      'Show your payment provider’s name (e.g. "Payments by Stripe").',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% checkout starts; an estimate',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const buttons = model.ctas.filter((c) => c.intent === 'cart' || c.intent === 'purchase');
      if (buttons.length === 0) return notApplicable('no buy or cart button');
      const signals = [...model.badges.filter((b) => b.kind === 'security'), ...findAllText(model, SECURE)];
      for (const b of buttons) {
        const s = near(signals, b.order, SECURE_WINDOW)[0];
        if (s)
          return pass(
            [seen(b, b.text), seen(s, s.text)],
            `${Math.abs(s.order - b.order)} elements from "${b.text}"`,
          );
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
    group: 'checkout',
    dimension: 'friction',
    title: 'An open coupon field invites shoppers to leave and hunt for codes',
    label: 'The coupon field does not distract',
    description:
      'A prominent empty promo-code box makes shoppers feel they are overpaying and sends them off to search for codes, some never to return.',
    threshold: 'the cart or checkout form has no always-visible coupon, promo or voucher field',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Collapse the coupon field behind a small "Have a promo code?" link.',
      'Apply running promotions automatically instead of by code.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% checkout completion; an estimate',
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
    group: 'checkout',
    dimension: 'offer',
    title: 'Prices do not say whether tax is included',
    label: 'Tax treatment of prices is stated',
    description:
      'Tax added at the last step feels like a hidden cost; saying "incl. VAT" or "tax calculated at checkout" sets the expectation early.',
    threshold: 'the page states whether prices include tax, VAT or duties',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add "incl. VAT" or "+ tax" next to prices, as your market expects.',
      'Mention duties for cross-border orders on the shipping page.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% checkout completion; an estimate',
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
    group: 'checkout',
    dimension: 'friction',
    title: 'Checkout fields bring up the wrong keyboard',
    label: 'Checkout fields use the right input types',
    description:
      'Email, phone and card fields with the right type show the right mobile keyboard and enable validation; text fields make buyers switch keyboards.',
    threshold:
      'email fields are type=email, phone fields type=tel, and card/postcode fields numeric (type tel/number or inputmode numeric)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Set type="email" and type="tel" on those fields.',
      'Give card number and CVC inputmode="numeric" with autocomplete cc-number / cc-csc.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% mobile checkout completion; an estimate',
    run(model) {
      const na = gate(model);
      if (na) return na;
      const form = checkoutForm(model);
      if (!form) return notApplicable('no checkout form on the page');
      const judged = form.fields.filter(
        (f) =>
          f.tag === 'input' &&
          (EMAIL_FIELD.test(fieldText(f)) ||
            PHONE_FIELD.test(fieldText(f)) ||
            NUMERIC_FIELD.test(fieldText(f))),
      );
      if (judged.length === 0) return notApplicable('no email, phone, card or postcode fields');
      const wrong = judged.find((f) => {
        const d = fieldText(f);
        if (EMAIL_FIELD.test(d)) return f.type !== 'email';
        if (PHONE_FIELD.test(d)) return f.type !== 'tel';
        return !(
          f.type === 'tel' ||
          f.type === 'number' ||
          f.inputMode === 'numeric' ||
          f.inputMode === 'decimal'
        );
      });
      return wrong
        ? fail(fieldEvidence(wrong), `"${wrong.label ?? wrong.name}" is type=${wrong.type}`)
        : pass(judged.slice(0, 3).map(fieldEvidence), `all ${judged.length} fields typed correctly`);
    },
  },
];

export default checks;
