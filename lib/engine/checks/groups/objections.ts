import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import {
  buyingCtas,
  excerpt,
  findAllText,
  findText,
  near,
  recurringPrices,
  sellingPrices,
  type TextHit,
} from '../b-text-signals.js';
import type { PageModel } from '../../model/page-model.js';

const PRICE_QUESTION =
  /\b(cost|costs|price|prices|pricing|how much|fees?|charge|charged|pay|payment|expensive|afford)\b/i;
const RISK_REVERSAL =
  /\b(money[- ]back|satisfaction guarantee(d)?|full refund|refund (guarantee|policy)|risk[- ]free|\d+[- ](day|year|month)s? (money[- ]back |satisfaction )?(guarantee|warranty)|lifetime (guarantee|warranty)|guaranteed or)\b/i;
const GUARANTEE_TERMS = /\b\d+[- ](day|days|week|weeks|month|months|year|years)\b|\blifetime\b/i;
const SUBSCRIPTION =
  /\b(subscription|subscribe (and|&) save|membership|monthly plan|per month|\/mo(nth)?)\b/i;
const CANCEL =
  /\b(cancel (at )?any ?time|cancel online|no (long[- ]term )?contracts?|no commitment|no lock-?in|pause or cancel|month[- ]to[- ]month)\b/i;
const RETURNS =
  /\b(\d+[- ]day (free )?returns?|free returns|easy returns|hassle[- ]free returns|return policy|returns policy|returns (and|&) (exchanges|refunds))\b/i;
const RETURNS_LINK = /\b(returns?|refunds?|exchanges?)\b/i;
const PRIVACY_NEAR_FORM =
  /\b(privacy|never (share|sell|spam)|no spam|unsubscribe (at )?any ?time|we respect your|your (data|information|email) is safe)\b/i;
const HELP_PROMPT =
  /\b(questions\?|have a question|need help\?|not sure\?|talk to (an expert|a specialist|sales|us|someone|a human)|chat with (us|an expert|sales)|speak (to|with) (an expert|us|someone|a specialist)|ask (us|a question|an expert)|book a call)\b/i;
const MIN_FAQ = 3;
const MIN_ANSWER_WORDS = 10;
const CTA_WINDOW = 25;
const FORM_WINDOW = 15;

/** Risk reversal on the page: listed guarantees first, then guarantee wording in the text. */
function riskReversals(model: PageModel): TextHit[] {
  const listed = model.guarantees.filter(
    (g) => g.kind === 'money-back' || g.kind === 'warranty' || g.kind === 'free-returns',
  );
  return [...listed, ...findAllText(model, RISK_REVERSAL)];
}

function hasOffer(model: PageModel): boolean {
  return sellingPrices(model).length > 0 || buyingCtas(model).length > 0;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

const checks: CheckDefinition[] = [
  {
    id: 'OBJ_001',
    group: 'objections',
    dimension: 'persuasion',
    title: 'The page answers no common questions',
    label: 'An FAQ answers common questions',
    description:
      'Every unanswered question is a reason to postpone; an FAQ answers the top objections where the decision happens instead of in a support inbox.',
    threshold: `at least ${MIN_FAQ} question-and-answer pairs are on the page`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Collect the ten questions sales and support hear most before a purchase.',
      'Answer the top 5-8 in an FAQ block near the final call to action.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion; varies by purchase complexity',
    run(model) {
      const items = model.faq;
      const observed = `${items.length} FAQ item(s) (minimum ${MIN_FAQ})`;
      if (items.length >= MIN_FAQ)
        return pass(
          items.slice(0, 3).map((f) => seen(f, f.question)),
          observed,
        );
      return items.length > 0
        ? fail(
            items.map((f) => seen(f, f.question)),
            observed,
          )
        : fail(absent('an FAQ with questions and answers'), observed);
    },
  },
  {
    id: 'OBJ_002',
    group: 'objections',
    dimension: 'persuasion',
    title: 'The FAQ avoids the question of cost',
    label: 'The FAQ answers the cost question',
    description:
      '"How much does it cost?" is the question every buyer has; an FAQ that dodges it looks evasive.',
    threshold: 'at least one FAQ question is about price, cost, fees or payment',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add "How much does it cost?" with a straight answer or a price range.',
      'Cover payment terms and any extra fees in the same answer.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
    run(model) {
      if (model.faq.length === 0) return notApplicable('no FAQ on the page');
      const q = model.faq.find((f) => PRICE_QUESTION.test(f.question));
      return q
        ? pass(seen(q, q.question), 'cost question answered')
        : fail(
            model.faq.slice(0, 3).map((f) => seen(f, f.question)),
            `0 of ${model.faq.length} questions about cost`,
          );
    },
  },
  {
    id: 'OBJ_003',
    group: 'objections',
    dimension: 'persuasion',
    title: 'Some FAQ answers are too short to answer anything',
    label: 'FAQ answers are substantive',
    description:
      'One-line answers ("Yes." "Contact us.") leave the objection standing; a real answer handles it.',
    threshold: `every FAQ answer has at least ${MIN_ANSWER_WORDS} words`,
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Rewrite short answers to say yes or no and then why, with a specific detail.',
      'Link to the full policy or guide where more is needed.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1.5% conversion; an estimate',
    run(model) {
      if (model.faq.length === 0) return notApplicable('no FAQ on the page');
      const shortest = model.faq.reduce((a, b) => (words(b.answer) < words(a.answer) ? b : a));
      const observed = `shortest answer ${words(shortest.answer)} words (minimum ${MIN_ANSWER_WORDS})`;
      const ev = seen(shortest, `${shortest.question} ${shortest.answer}`);
      return words(shortest.answer) >= MIN_ANSWER_WORDS ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'OBJ_004',
    group: 'objections',
    dimension: 'persuasion',
    title: 'There is no guarantee to take the risk out of buying',
    label: 'A guarantee takes the risk out of buying',
    description:
      'A money-back guarantee or warranty moves the risk from the buyer to the seller, which is often what tips a hesitant visitor into buying.',
    threshold:
      'a page that sells (prices or buy buttons) shows a money-back guarantee, warranty or free returns',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Offer a guarantee you can afford (e.g. 30-day money back).',
      'State it in one line next to the price and the buy button.',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate: 'estimate: +3-10% conversion; an estimate, refunds usually rise less than sales',
    run(model) {
      if (!hasOffer(model)) return notApplicable('nothing is sold on the page (no prices or buy buttons)');
      const r = riskReversals(model)[0];
      return r
        ? pass(seen(r, r.text), 'risk reversal shown')
        : fail(absent('a money-back guarantee, warranty or free returns'), 'none');
    },
  },
  {
    id: 'OBJ_005',
    group: 'objections',
    dimension: 'persuasion',
    title: 'The guarantee does not state its terms',
    label: 'The guarantee states its terms',
    description:
      'A vague "satisfaction guaranteed" is not believed; "30-day money back, no questions asked" is.',
    threshold: 'the guarantee states a duration (days, months, years or lifetime)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add the period and the condition to the guarantee line.',
      'Link to the full refund or warranty policy.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
    run(model) {
      const all = riskReversals(model);
      if (all.length === 0) return notApplicable('no guarantee on the page');
      const g =
        model.guarantees.find((x) => x.days !== null) ?? all.find((x) => GUARANTEE_TERMS.test(x.text));
      return g ? pass(seen(g, g.text), 'terms stated') : fail(seen(all[0], all[0].text), 'no duration');
    },
  },
  {
    id: 'OBJ_006',
    group: 'objections',
    dimension: 'persuasion',
    title: 'A subscription is sold without saying it can be cancelled',
    label: 'Cancel-anytime terms are stated',
    description:
      'Fear of being locked in stops subscription sign-ups; "cancel anytime" removes it in two words.',
    threshold: 'a subscription offer states that it can be cancelled anytime or has no contract',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add "Cancel anytime" under subscription prices and buttons, if true.',
      'Explain how to cancel in the FAQ.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% subscription starts; an estimate',
    run(model) {
      const recurring = recurringPrices(model)[0];
      const sub: TextHit | null = recurring
        ? { ...recurring, text: recurring.context || recurring.text }
        : findText(model, SUBSCRIPTION);
      if (!sub) return notApplicable('no subscription or recurring price');
      const g = model.guarantees.find((x) => x.kind === 'cancel-anytime');
      if (g) return pass(seen(g, g.text), 'cancel anytime');
      const hit = findText(model, CANCEL);
      return hit
        ? pass(excerpt(hit, CANCEL), 'cancellation terms stated')
        : fail(seen(sub, sub.text), 'cancellation not mentioned');
    },
  },
  {
    id: 'OBJ_007',
    group: 'objections',
    dimension: 'persuasion',
    title: 'The returns policy is not mentioned',
    label: 'The returns policy is easy to find',
    description:
      'Shoppers who cannot see how to return an item assume they cannot; a visible returns policy is one of the top drivers of online purchase confidence.',
    threshold: 'a returns or refund policy is linked or its terms are stated',
    severity: 'high',
    weight: 4,
    industries: ['ecommerce'],
    needs: 'static',
    fixSteps: [
      'State the returns window and cost ("Free 30-day returns") near the add-to-cart button.',
      'Link the full returns policy from the footer.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +2-6% conversion; an estimate',
    run(model) {
      const g = model.guarantees.find((x) => x.kind === 'free-returns');
      if (g) return pass(seen(g, g.text), 'returns stated');
      const p = model.policies.find((x) => x.kind === 'returns' || x.kind === 'refund');
      if (p) return pass(seen(p, p.text), 'returns policy linked');
      const hit = findText(model, RETURNS);
      if (hit) return pass(excerpt(hit, RETURNS), 'returns stated');
      const link = model.links.find((l) => RETURNS_LINK.test(l.text) && l.text.length < 60);
      return link
        ? pass(seen(link, link.text), 'returns linked')
        : fail(absent('a returns or refund policy'), 'none');
    },
  },
  {
    id: 'OBJ_008',
    group: 'objections',
    dimension: 'persuasion',
    title: 'The form asks for personal details without a privacy reassurance',
    label: 'Forms reassure about privacy',
    description:
      'People hesitate to hand over an email or phone number when they fear spam; one line of reassurance at the form lifts completion.',
    threshold: `every sign-up, lead and contact form has a privacy note or link within ${FORM_WINDOW} elements`,
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add one line under the submit button: "We never share your details. Unsubscribe anytime."',
      'Link the privacy policy from that line.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% form completion; an estimate',
    run(model) {
      const forms = model.forms.filter((f) => ['signup', 'lead', 'contact'].includes(f.purpose));
      if (forms.length === 0) return notApplicable('no sign-up, lead or contact form');
      const nearby = findAllText(model, PRIVACY_NEAR_FORM);
      const reassured = (f: (typeof forms)[number]) =>
        f.privacyNote !== null || near(nearby, f.order, FORM_WINDOW).length > 0;
      const bare = forms.find((f) => !reassured(f));
      const observed = `${forms.filter(reassured).length} of ${forms.length} forms reassure`;
      if (bare)
        return fail(
          [seen(bare, bare.submitText ?? `${bare.purpose} form`), absent('a privacy note near the form')],
          observed,
        );
      const f = forms[0];
      return pass(
        f.privacyNote !== null
          ? seen(f, f.privacyNote)
          : seen(near(nearby, f.order, FORM_WINDOW)[0], near(nearby, f.order, FORM_WINDOW)[0].text),
        observed,
      );
    },
  },
  {
    id: 'OBJ_009',
    group: 'objections',
    dimension: 'persuasion',
    title: 'The guarantee is far from the main call to action',
    label: 'The guarantee sits next to the main call to action',
    description:
      'A guarantee reassures at the moment of commitment; buried in the footer it is not seen when the visitor hesitates over the button.',
    threshold: `a guarantee, free-trial or cancel-anytime promise sits within ${CTA_WINDOW} elements of the primary call to action`,
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Place the guarantee line directly under the primary button.',
      'Repeat it under the final call to action at the bottom of the page.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% click-through on the primary action; an estimate',
    run(model) {
      const primary = model.ctas.find((c) => c.role === 'primary');
      if (!primary) return notApplicable('no primary call to action');
      const promises: TextHit[] = [
        ...riskReversals(model),
        ...model.guarantees,
        ...findAllText(model, CANCEL),
      ];
      if (promises.length === 0) return notApplicable('no guarantee or risk-free promise on the page');
      const closest = promises.reduce((a, b) =>
        Math.abs(b.order - primary.order) < Math.abs(a.order - primary.order) ? b : a,
      );
      const distance = Math.abs(closest.order - primary.order);
      const ev = [seen(primary, primary.text), seen(closest, closest.text)];
      const observed = `${distance} elements apart (maximum ${CTA_WINDOW})`;
      return distance <= CTA_WINDOW ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'OBJ_010',
    group: 'objections',
    dimension: 'persuasion',
    title: 'Visitors with a last question have nowhere to ask it',
    label: 'Help is offered before buying',
    description:
      'A question that cannot be asked becomes a lost sale; live chat or a "Questions? Talk to us" prompt catches visitors about to leave.',
    threshold: 'a live chat widget or a "questions? talk to us" prompt is on the page',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a "Questions? Chat with us" line near the pricing or buy section.',
      'Staff a chat or give a direct phone or booking link behind it.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversion; an estimate, depends on response time',
    run(model) {
      if (model.chatWidget.present) {
        return pass(
          {
            quote: `live chat widget${model.chatWidget.vendor ? ` (${model.chatWidget.vendor})` : ''}`,
            selector: null,
          },
          'chat widget',
        );
      }
      const hit = findText(model, HELP_PROMPT);
      return hit
        ? pass(excerpt(hit, HELP_PROMPT), 'help prompt')
        : fail(absent('a live chat widget or a "questions? talk to us" prompt'), 'none');
    },
  },
];

export default checks;
