import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { excerpt } from '../signals/evidence.js';
import { leadForms } from '../signals/forms.js';
import { sellsOnPage } from '../signals/page-kinds.js';
import { recurringPrices, sellingPrices } from '../signals/prices.js';
import { findAllText, findTextOrPassage as findText, near, type TextHit } from '../signals/text-search.js';
import { TRIAL_OFFER_RE as TRIAL } from '../signals/vocabularies/offers.js';
import type { PageModel } from '../../model/page-model.js';
import { CONVERTING, LANDING, OFFER_PAGES } from '../scope.js';

const PRICE_QUESTION =
  /\b(cost|costs|price|prices|pricing|how much|fees?|charge|charged|pay|payment|expensive|afford)\b/i;
const RISK_REVERSAL =
  /\b(money[- ]back|satisfaction guarantee(d)?|full refund|refund (guarantee|policy)|risk[- ]free|\d+[- ](day|year|month)s? (money[- ]back |satisfaction )?(guarantee|warranty)|lifetime (guarantee|warranty)|guaranteed or)\b/i;
const GUARANTEE_TERMS = /\b\d+[- ](day|days|week|weeks|month|months|year|years)\b|\blifetime\b/i;
const CANCEL =
  /\b(cancel (at )?any ?time|cancel online|no (long[- ]term )?contracts?|no commitment|no lock-?in|pause or cancel|month[- ]to[- ]month)\b/i;
const AFTER_PURCHASE =
  /\b(ship|shipping|deliver(y|ed)?|arrive|return|returns|refund|exchange|cancel|cancellation|switch|migrat(e|ion)|get started|set ?up|onboarding|install(ation)?|what happens after|after (i|you) (buy|order|sign up|book))\b/i;
const PRIVACY_NEAR_FORM =
  /\b(privacy|never (share|sell|spam)|no spam|unsubscribe (at )?any ?time|we respect your|your (data|information|email) is safe)\b/i;
const TRIAL_END =
  /\b(after (the|your) (free )?trial|when (the|your) (free )?trial ends|at the end of (the|your) trial|trial ends|remind you before|reminder before|(won't|will not) be charged (until|unless)|no automatic (charge|billing|renewal)|downgraded? to (the |a )?free|you('ll| will) only be charged)\b/i;
const NO_HIDDEN_FEES =
  /\b(no (hidden|set-?up|setup|installation|booking|admin|extra)\b[\w ,]{0,20}?\b(fees?|costs?|charges?)|all[- ]inclusive|no surprises|transparent pricing|price includes everything)\b/i;
const MIN_FAQ = 3;
const MIN_ANSWER_WORDS = 10;
const FORM_WINDOW = 15;

/** Risk reversal on the page: listed guarantees first, then guarantee wording in the text. */
function riskReversals(model: PageModel): TextHit[] {
  const listed = model.guarantees.filter(
    (g) => g.kind === 'money-back' || g.kind === 'warranty' || g.kind === 'free-returns',
  );
  return [...listed, ...findAllText(model, RISK_REVERSAL)];
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

const checks: CheckDefinition[] = [
  {
    id: 'OBJ_001',
    pageTypes: OFFER_PAGES,
    languages: 'any',
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
    source: 'heuristic',
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
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'objections',
    dimension: 'persuasion',
    title: 'The FAQ avoids the question of cost',
    label: 'The FAQ answers the cost question',
    description:
      '"How much does it cost?" is the question every buyer has; an FAQ that dodges it looks evasive.',
    threshold:
      'when an FAQ of 3 or more questions is shown, at least one is about price, cost, fees or payment',
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
    source: 'heuristic',
    run(model) {
      if (model.faq.length < MIN_FAQ) return notApplicable(`no FAQ with ${MIN_FAQ} or more questions`);
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
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'objections',
    dimension: 'persuasion',
    title: 'Some FAQ answers are too short to answer anything',
    label: 'FAQ answers are substantive',
    description:
      'One-line answers ("Yes." "Contact us.") leave the objection standing; a real answer handles it.',
    threshold: `when an FAQ of 3 or more questions is shown, every answer has at least ${MIN_ANSWER_WORDS} words`,
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
    source: 'heuristic',
    run(model) {
      if (model.faq.length < MIN_FAQ) return notApplicable(`no FAQ with ${MIN_FAQ} or more questions`);
      const shortest = model.faq.reduce((a, b) => (words(b.answer) < words(a.answer) ? b : a));
      const observed = `shortest answer ${words(shortest.answer)} words (minimum ${MIN_ANSWER_WORDS})`;
      const ev = seen(shortest, `${shortest.question} ${shortest.answer}`);
      return words(shortest.answer) >= MIN_ANSWER_WORDS ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'OBJ_004',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
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
    source: 'heuristic',
    run(model) {
      if (!sellsOnPage(model)) return notApplicable('nothing is sold on the page (no prices or buy buttons)');
      const r = riskReversals(model)[0];
      return r
        ? pass(seen(r, r.text), 'risk reversal shown')
        : fail(absent('a money-back guarantee, warranty or free returns'), 'none');
    },
  },
  {
    id: 'OBJ_005',
    pageTypes: CONVERTING,
    languages: ['en'],
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
    source: 'heuristic',
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
    pageTypes: OFFER_PAGES,
    languages: ['en'],
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
    source: 'heuristic',
    run(model) {
      const sub = recurringPrices(model)[0];
      if (!sub) return notApplicable('no recurring price');
      const g = model.guarantees.find((x) => x.kind === 'cancel-anytime');
      if (g) return pass(seen(g, g.text), 'cancel anytime');
      const hit = findText(model, CANCEL);
      return hit
        ? pass(excerpt(hit, CANCEL), 'cancellation terms stated')
        : fail(seen(sub, sub.context || sub.text), 'cancellation not mentioned');
    },
  },
  {
    id: 'OBJ_007',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'objections',
    dimension: 'persuasion',
    title: 'The FAQ ignores what happens after buying',
    label: 'The FAQ covers what happens after buying',
    description:
      'Buyers hesitate over the aftermath as much as the purchase: delivery, returns, refunds, cancelling, getting started. An FAQ that covers them removes the last doubts.',
    threshold:
      'when an FAQ of 3 or more questions is shown, at least one is about delivery, returns, refunds, cancelling, switching or getting started',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add the after-purchase questions support hears most (delivery, returns, cancelling, setup).',
      'Answer each with the concrete term (days, cost, steps).',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
    source: 'heuristic',
    run(model) {
      if (model.faq.length < MIN_FAQ) return notApplicable(`no FAQ with ${MIN_FAQ} or more questions`);
      const q = model.faq.find((f) => AFTER_PURCHASE.test(f.question));
      return q
        ? pass(seen(q, q.question), 'after-purchase question answered')
        : fail(
            model.faq.slice(0, 3).map((f) => seen(f, f.question)),
            `0 of ${model.faq.length} questions about after the purchase`,
          );
    },
  },
  {
    id: 'OBJ_008',
    pageTypes: 'all',
    languages: ['en'],
    group: 'objections',
    dimension: 'persuasion',
    title: 'The form asks for personal details without a privacy reassurance',
    label: 'Forms reassure about privacy',
    description:
      'People hesitate to hand over an email or phone number when they fear spam; one line of reassurance at the form lifts completion.',
    threshold: `every sign-up, lead and contact form with 2 or more fields has a privacy note or link within ${FORM_WINDOW} elements`,
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
    source: 'heuristic',
    run(model) {
      // Email-only sign-ups are the email group's concern; here: forms asking for more than an email.
      const forms = leadForms(model).filter((f) => f.fields.filter((x) => x.type !== 'checkbox').length >= 2);
      if (forms.length === 0)
        return notApplicable('no sign-up, lead or contact form asking for more than an email');
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
    pageTypes: LANDING,
    languages: ['en'],
    group: 'objections',
    dimension: 'persuasion',
    title: 'The page does not say what happens when the trial ends',
    label: 'The end of the trial is explained',
    description:
      'The fear of a surprise charge when a trial ends stops sign-ups; saying whether you remind, downgrade or charge settles it.',
    threshold:
      'when a trial is offered, the page says what happens at its end (reminder, automatic downgrade, first charge, or no charge)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add one line near the trial offer: "We remind you 3 days before it ends".',
      'Say whether the account moves to a free plan or is charged, and when.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% trial starts; an estimate',
    source: 'heuristic',
    run(model) {
      const trial = findText(model, TRIAL);
      if (!trial) return notApplicable('no trial offered');
      const hit = findText(model, TRIAL_END);
      return hit
        ? pass(excerpt(hit, TRIAL_END), 'end of trial explained')
        : fail(excerpt(trial, TRIAL), 'end of trial not explained');
    },
  },
  {
    id: 'OBJ_010',
    pageTypes: OFFER_PAGES,
    languages: ['en'],
    prices: 'shown',
    group: 'objections',
    dimension: 'persuasion',
    title: 'The page does not rule out hidden fees',
    label: 'Hidden fees are ruled out',
    description:
      'Buyers who have been caught by set-up fees and surcharges assume the worst; "no hidden fees" or "all-inclusive" answers that before it is asked.',
    threshold:
      'a page with prices states there are no hidden, set-up or extra fees (or that the price is all-inclusive)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'If true, add "No set-up fees. No hidden costs." beside the price.',
      'List what is included so "all-inclusive" is believable.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
    source: 'Baymard Institute, cart abandonment survey (extra costs too high); range heuristic',
    run(model) {
      const p = sellingPrices(model)[0];
      if (!p) return notApplicable('no prices on the page');
      const hit = findText(model, NO_HIDDEN_FEES);
      return hit
        ? pass(excerpt(hit, NO_HIDDEN_FEES), 'hidden fees ruled out')
        : fail(
            [seen(p, p.context || p.text), absent('a statement that there are no hidden or extra fees')],
            'not stated',
          );
    },
  },
];

export default checks;
