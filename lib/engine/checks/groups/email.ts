import type { CheckDefinition, CheckOutcome } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { matchEvidence } from '../signals/evidence.js';
import { emailCaptureForms, formContext, isEmailField } from '../signals/forms.js';
import { findText } from '../signals/text-search.js';
import type { Form, Industry, PageModel } from '../../model/page-model.js';
import { ACTIONABLE } from '../scope.js';

const BENEFIT =
  /\b(tips|guides?|deals|offers?|discounts?|coupons?|insights|early access|exclusive|first to (know|hear)|free (guide|e-?book|shipping|gift)|recipes|ideas|inspiration|new (arrivals|products|releases|features|posts|articles)|sales|promotions?|best of|roundup|case studies|lessons|tutorials|stories|news (about|on|from)|updates (on|about|from))\b|\d+\s?% off/i;
const FREQUENCY =
  /\b(daily|weekly|monthly|every (day|week|month|other week|\w+day)|once a (week|month)|twice a (week|month)|(one|two|three|1|2|3) emails? (a|per) (week|month)|each (week|month)|bi-?weekly|fortnightly)\b/i;
const ARCHIVE =
  /\b(past (issues|editions|newsletters)|newsletter archive|(read|see|browse) (a |the |our )?(past|previous|latest|sample|recent) (issues?|editions?|emails?|newsletters?)|sample (issue|email|newsletter)|all issues|back issues)\b/i;
const GENERIC_SUBMIT = /^\s*(submit|go|ok|send|enter|>|»|›|→|-->|)\s*$/i;
const INCENTIVE =
  /(\d+\s?%|[$£€]\s?\d+)\s*off|\bdiscount\b|\bfree (shipping|delivery|gift|sample)\b|\bcoupon\b|\bpromo code\b|\bwelcome (gift|offer|code)\b|\breward points?\b/i;
const SUBSCRIBER_COUNT =
  /\b\d[\d,.]*\s*(k|m)?\+?\s+([a-z-]+\s+){0,2}(subscribers|readers|marketers|managers|leaders|owners|members|people|others|founders|designers|developers|engineers|parents|customers|shoppers|professionals|creators)\b/i;
const CONFIRM_EMAIL =
  /confirm.{0,10}e-?mail|e-?mail.{0,10}(again|confirm)|re-?(enter|type).{0,10}e-?mail|verify.{0,10}e-?mail/i;

/** Share D leaves out local services: walk-in and call-in businesses rarely run a newsletter funnel. */
const EMAIL_INDUSTRIES: readonly Industry[] = [
  'ecommerce',
  'saas',
  'app',
  'publisher',
  'course',
  'nonprofit',
  'agency',
  'event',
];

/** What the page shows of a form at the form: its submit button's text (the fields are counted in the observed value). */
function formLabel(form: Form): string {
  return form.submitText ?? '';
}

/**
 * Judges the promise text around each email capture: passes on the first capture whose
 * context matches `re`, otherwise fails quoting the first capture's context.
 */
function captureSays(model: PageModel, re: RegExp, lookedFor: string): CheckOutcome {
  const forms = emailCaptureForms(model);
  if (forms.length === 0) return notApplicable('no email capture form on the page');
  for (const form of forms) {
    if (form.privacyNote && re.test(form.privacyNote))
      return pass(matchEvidence(form, form.privacyNote, re), 'stated beside the form');
    for (const hit of formContext(model, form))
      if (re.test(hit.text)) return pass(matchEvidence(hit, hit.text, re), 'stated beside the form');
  }
  const around = formContext(model, forms[0])
    .map((h) => h.text)
    .join(' / ');
  return fail(
    [seen(forms[0], around || formLabel(forms[0])), absent(lookedFor)],
    `not stated around ${forms.length} capture form(s)`,
  );
}

const checks: CheckDefinition[] = [
  {
    id: 'EMAIL_001',
    pageTypes: ACTIONABLE,
    languages: 'any',
    group: 'email',
    dimension: 'cta',
    title: 'No way to leave an email address',
    label: 'Visitors can subscribe by email',
    description:
      'Most first-time visitors do not convert on the first visit; an email address is the cheapest way to bring them back, and a site without a capture lets them go for good.',
    threshold: 'the page has an email capture (newsletter or short email form) or a subscribe call to action',
    severity: 'medium',
    weight: 3,
    industries: EMAIL_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Add a one-field email form with a specific promise (what they get, how often)',
      'Place it after the main content and in the footer',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate:
      'estimate: 1-3% of visitors subscribe; recovers part of the 95%+ who leave without converting',
    source: 'heuristic',
    run(model) {
      const form = emailCaptureForms(model)[0];
      if (form)
        return pass(seen(form, formLabel(form)), `${emailCaptureForms(model).length} capture form(s)`);
      const sub = model.ctas.find((c) => c.intent === 'subscribe');
      if (sub) return pass(seen(sub, sub.text), 'subscribe call to action');
      return fail(absent('an email capture form or a subscribe call to action'), 'no email capture');
    },
  },
  {
    id: 'EMAIL_002',
    pageTypes: 'all',
    languages: 'any',
    group: 'email',
    dimension: 'persuasion',
    title: 'The email signup does not say what subscribers get',
    label: 'The email signup states what subscribers get',
    description:
      '"Subscribe to our newsletter" gives no reason to hand over an address; naming the benefit (tips, deals, early access) is the strongest lever on signup rate.',
    threshold:
      'the text beside the email form names a benefit (tips, guides, deals, % off, early access, new arrivals...)',
    severity: 'medium',
    weight: 3,
    industries: EMAIL_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Replace "Subscribe to our newsletter" with what arrives: "Get one practical pricing tip every week"',
      'Name a concrete example of the content or offer',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +20-50% signup rate on the form; varies by audience',
    source: 'heuristic',
    run: (model) => captureSays(model, BENEFIT, 'a benefit for subscribers next to the email form'),
  },
  {
    id: 'EMAIL_003',
    pageTypes: 'all',
    languages: 'any',
    group: 'email',
    dimension: 'persuasion',
    title: 'The email signup does not say how often emails come',
    label: 'The email signup sets a frequency',
    description:
      'Fear of a flooded inbox stops signups; stating the cadence ("one email a week") removes it and also lowers later unsubscribes.',
    threshold:
      'the text beside the email form states a frequency (daily, weekly, monthly, "2 emails a month")',
    severity: 'low',
    weight: 2,
    industries: EMAIL_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Decide the cadence you can keep',
      'Say it next to the field: "One email every Tuesday. Unsubscribe anytime."',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +5-15% signup rate on the form',
    source: 'heuristic',
    run: (model) => captureSays(model, FREQUENCY, 'how often subscribers will be emailed'),
  },
  {
    id: 'EMAIL_004',
    pageTypes: 'all',
    languages: ['en'],
    group: 'email',
    dimension: 'persuasion',
    title: 'Visitors cannot see what the emails look like',
    label: 'Past issues or a sample are shown',
    description:
      'A newsletter is a promise of future content; letting people read a past issue or a sample proves its quality before they hand over an address.',
    threshold: 'a page with an email capture links to past issues, an archive or a sample email',
    severity: 'low',
    weight: 1,
    industries: EMAIL_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      "Publish past issues on the site (or link your email platform's archive)",
      'Add "Read a past issue" under the signup form',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +5-15% signup rate among hesitant visitors',
    source: 'heuristic',
    run(model) {
      if (emailCaptureForms(model).length === 0) return notApplicable('no email capture form on the page');
      const hit = findText(model, ARCHIVE);
      if (hit) return pass(matchEvidence(hit, hit.text, ARCHIVE), 'archive or sample linked');
      return fail(absent('a link to past issues, an archive or a sample email'), 'not found');
    },
  },
  {
    id: 'EMAIL_005',
    pageTypes: 'all',
    languages: 'any',
    group: 'email',
    dimension: 'friction',
    title: 'The email signup asks for too much',
    label: 'The email signup is short',
    description:
      'Every extra field on a newsletter form costs signups; an email address (and at most a first name) is all a subscription needs.',
    threshold: 'the shortest email capture form has at most 2 visible fields',
    severity: 'medium',
    weight: 3,
    industries: EMAIL_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Cut the form to the email field, plus a first name only if you use it',
      'Ask for anything else later, in the welcome email',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +10-25% signup rate per field removed; varies',
    source: 'heuristic',
    run(model) {
      const forms = emailCaptureForms(model);
      if (forms.length === 0) return notApplicable('no email capture form on the page');
      const shortest = forms.reduce((a, b) => (b.fields.length < a.fields.length ? b : a));
      const observed = `${shortest.fields.length} fields (limit 2)`;
      return shortest.fields.length <= 2
        ? pass(seen(shortest, formLabel(shortest)), observed)
        : fail(seen(shortest, formLabel(shortest)), observed);
    },
  },
  {
    id: 'EMAIL_006',
    pageTypes: 'all',
    languages: ['en'],
    group: 'email',
    dimension: 'cta',
    title: 'The email signup button says "Submit"',
    label: 'The email signup button is specific',
    description:
      'A button that says "Submit" or "Go" describes the visitor\'s effort, not what they get; "Send me the deals" or "Subscribe" converts better.',
    threshold:
      'the email form\'s button is not blank or a bare "Submit", "Go", "OK", "Send", "Enter" or an arrow',
    severity: 'low',
    weight: 2,
    industries: EMAIL_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Rename the button after the result: "Get my 10% code", "Send me the guide", "Subscribe"',
      'Keep it to 2-4 words',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +5-15% signup rate on the form',
    source: 'heuristic',
    run(model) {
      const forms = emailCaptureForms(model);
      if (forms.length === 0) return notApplicable('no email capture form on the page');
      const good = forms.find((f) => f.submitText !== null && !GENERIC_SUBMIT.test(f.submitText));
      if (good) return pass(seen(good, good.submitText!), `button: "${good.submitText}"`);
      const f = forms[0];
      return fail(seen(f, formLabel(f)), `button: "${f.submitText ?? ''}"`);
    },
  },
  {
    id: 'EMAIL_007',
    pageTypes: 'all',
    languages: 'any',
    group: 'email',
    dimension: 'cta',
    title: 'The email signup is hidden in the footer',
    label: 'The email signup sits in the page content',
    description:
      'Footer-only newsletter forms are seen by the few who scroll to the end; a capture in the content, after the main pitch, is seen by many times more visitors.',
    threshold: 'at least one email capture form sits outside the footer',
    severity: 'low',
    weight: 2,
    industries: EMAIL_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Add an email capture section inside the page content, after the main offer or the first article section',
      'Keep the footer form as a second chance',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: 2-4x more signups than a footer-only form; varies by scroll depth',
    source: 'heuristic',
    run(model) {
      const forms = emailCaptureForms(model);
      if (forms.length === 0) return notApplicable('no email capture form on the page');
      const inContent = forms.find((f) => f.region !== 'footer');
      if (inContent) return pass(seen(inContent, formLabel(inContent)), `in the ${inContent.region}`);
      return fail(seen(forms[0], formLabel(forms[0])), 'only in the footer');
    },
  },
  {
    id: 'EMAIL_008',
    pageTypes: 'all',
    languages: 'any',
    group: 'email',
    dimension: 'offer',
    title: "No incentive for joining the store's email list",
    label: 'A signup incentive is offered',
    description:
      'Shoppers trade their address for a reason: a first-order discount, free shipping or a gift; stores that offer one grow their list several times faster.',
    threshold:
      "the text beside the store's email form offers an incentive (% or amount off, free shipping, gift, code)",
    severity: 'medium',
    weight: 3,
    industries: ['ecommerce'],
    needs: 'static',
    fixSteps: [
      'Offer a welcome incentive you can afford (e.g. 10% off the first order or free shipping)',
      'State it in the form\'s heading: "Get 10% off your first order"',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +50-150% signup rate; margin cost on first orders',
    source: 'heuristic',
    run: (model) =>
      captureSays(model, INCENTIVE, 'a signup incentive (discount, free shipping, gift) beside the form'),
  },
  {
    id: 'EMAIL_009',
    pageTypes: 'all',
    languages: 'any',
    group: 'email',
    dimension: 'trust',
    title: 'The email signup shows no subscriber count',
    label: 'The email signup shows how many have joined',
    description:
      '"Join 12,000 marketers" turns a newsletter into something others already value, and is one of the few proof points that fits next to a one-field form.',
    threshold: 'the text beside the email form states a number of subscribers or members',
    severity: 'low',
    weight: 1,
    industries: EMAIL_INDUSTRIES,
    needs: 'static',
    fixSteps: [
      'Once the list passes a few hundred people, state the rounded count next to the form',
      'Name who they are: "Join 4,000 product managers"',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +5-20% signup rate on the form',
    source: 'heuristic',
    run: (model) => captureSays(model, SUBSCRIBER_COUNT, 'a subscriber count beside the email form'),
  },
  {
    id: 'EMAIL_010',
    pageTypes: 'all',
    languages: ['en'],
    group: 'email',
    dimension: 'friction',
    title: 'A form asks for the email address twice',
    label: 'Email is asked for once',
    description:
      'A "confirm email" field doubles the typing for every visitor to catch the typo of a few; inline validation or a confirmation email does that job without the friction.',
    threshold: 'no form has a second email / confirm-email field',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove the confirm-email field',
      'Validate the address format inline and send a confirmation email instead',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +2-5% form completion',
    source: 'heuristic',
    run(model) {
      const withEmail = model.forms.filter((f) => f.purpose !== 'search' && f.fields.some(isEmailField));
      if (withEmail.length === 0) return notApplicable('no form with an email field');
      for (const f of withEmail) {
        const confirm = f.fields.find((x) => CONFIRM_EMAIL.test(x.name) || CONFIRM_EMAIL.test(x.label ?? ''));
        const emails = f.fields.filter(isEmailField);
        if (confirm || emails.length >= 2) {
          const el = confirm ?? emails[1];
          return fail(
            seen(el, el.label ?? el.name),
            `${emails.length} email fields in one ${f.purpose} form`,
          );
        }
      }
      const email = withEmail[0].fields.find(isEmailField)!;
      return pass(
        seen(email, email.label ?? email.name),
        `${withEmail.length} form(s), one email field each`,
      );
    },
  },
];

export default checks;
