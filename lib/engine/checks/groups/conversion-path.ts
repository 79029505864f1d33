import type { CheckDefinition, Evidence } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { CONVERSION_INTENTS, findText, hitEvidence, isDeadCta } from '../d-text-signals.js';
import type { CallToAction, Industry, PageModel } from '../../model/page-model.js';

const LEAD_MAGNET =
  /\bfree (guide|e-?book|checklist|template|report|white ?paper|toolkit|mini-course|course|webinar|workbook|cheat ?sheet)s?\b|\bdownload (the|our|a|your) |\bwhite ?papers?\b|\be-?books?\b|\bwebinars?\b|\bcheat ?sheets?\b/i;
const AUDIENCE_PATH =
  /\bfor (teams|business(es)?|enterprises?|individuals|agencies|developers|startups|small business(es)?|freelancers|marketers|schools|students|educators|teachers|homeowners|families|nonprofits|retailers|creators|sales teams|engineers|designers)\b|^\s*(solutions|industries|use cases|who (it's|it is) for)\s*$|\bi'?m an? \w+/i;
const LEAD_GEN: readonly Industry[] = ['agency', 'local'];
const ENQUIRY_INTENTS = new Set<CallToAction['intent']>(['contact', 'quote', 'book', 'demo']);

function ctaQuote(c: CallToAction): string {
  return c.href ? `${c.text} -> ${c.href}` : c.text;
}

/** The contact channels the page offers, one piece of evidence per kind. */
function contactChannels(model: PageModel): Map<string, Evidence> {
  const channels = new Map<string, Evidence>();
  for (const c of model.contacts) {
    if (c.kind === 'phone' || c.kind === 'email' || c.kind === 'form')
      if (!channels.has(c.kind)) channels.set(c.kind, seen(c, c.value));
  }
  for (const l of model.links) {
    if (l.kind === 'tel' && !channels.has('phone')) channels.set('phone', seen(l, l.href));
    if (l.kind === 'mailto' && !channels.has('email')) channels.set('email', seen(l, l.href));
  }
  const form = model.forms.find((f) => f.purpose === 'contact' || f.purpose === 'lead');
  if (form && !channels.has('form'))
    channels.set('form', seen(form, form.submitText ?? `${form.purpose} form`));
  if (model.chatWidget.present)
    channels.set('chat', {
      quote: `live chat widget (${model.chatWidget.vendor ?? 'unknown vendor'})`,
      selector: null,
    });
  return channels;
}

const checks: CheckDefinition[] = [
  {
    id: 'CONV_001',
    group: 'conversion-path',
    dimension: 'cta',
    title: 'Only one way to convert',
    label: 'More than one way to convert',
    description:
      'Visitors arrive at different stages; a page with a single conversion action loses everyone not ready for that exact step (a buyer not ready to buy might still subscribe, book a demo or ask a question).',
    threshold:
      'calls to action cover at least 2 different conversion intents (e.g. trial and demo, buy and subscribe)',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Keep one primary action, and add one lower-commitment alternative (demo, newsletter, quote, guide)',
      'Place the alternative beside or below the primary action, styled as secondary',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +3-10% total conversions (micro plus macro); varies by traffic temperature',
    run(model) {
      const byIntent = new Map<string, CallToAction>();
      for (const c of model.ctas)
        if (CONVERSION_INTENTS.has(c.intent) && !byIntent.has(c.intent)) byIntent.set(c.intent, c);
      if (byIntent.size === 0) return notApplicable('no conversion call to action on the page');
      const intents = [...byIntent.keys()];
      const evidence = [...byIntent.values()].slice(0, 3).map((c) => seen(c, ctaQuote(c)));
      const observed = `${intents.length} intent(s): ${intents.join(', ')} (need >= 2)`;
      return intents.length >= 2 ? pass(evidence, observed) : fail(evidence, observed);
    },
  },
  {
    id: 'CONV_002',
    group: 'conversion-path',
    dimension: 'cta',
    title: 'No lead magnet for visitors not ready to buy',
    label: 'A lead magnet captures early-stage visitors',
    description:
      'Most B2B and considered-purchase visitors are researching; a free guide, checklist or webinar turns them into leads instead of lost sessions.',
    threshold:
      'the page offers a free downloadable or educational resource (guide, e-book, checklist, template, webinar)',
    severity: 'medium',
    weight: 3,
    industries: ['saas', 'app', 'agency', 'course'],
    needs: 'static',
    fixSteps: [
      'Create one resource that solves a small problem your buyers have (checklist, template or guide)',
      'Offer it in exchange for an email address, in a section after the main pitch',
    ],
    fixEffort: 'high',
    impact: 'medium',
    impactEstimate: 'estimate: +10-30% more leads captured; lead quality varies',
    run(model) {
      const dl = model.ctas.find((c) => c.intent === 'download');
      if (dl) return pass(seen(dl, ctaQuote(dl)), 'download offer found');
      const hit = findText(model, LEAD_MAGNET);
      if (hit) return pass(hitEvidence(hit, LEAD_MAGNET), 'lead magnet mentioned');
      return fail(absent('a free guide, e-book, checklist, template or webinar offer'), 'no lead magnet');
    },
  },
  {
    id: 'CONV_003',
    group: 'conversion-path',
    dimension: 'cta',
    title: 'No live chat for questions in the moment',
    label: 'Live chat is available',
    description:
      'A buyer with one blocking question converts far more often when it is answered on the spot than when they have to write an email and wait.',
    threshold: 'a live chat or chatbot widget is installed',
    severity: 'low',
    weight: 2,
    industries: ['ecommerce', 'saas', 'app', 'agency', 'local', 'course'],
    needs: 'static',
    fixSteps: [
      'Install a chat tool and staff it during your busiest hours',
      'Outside those hours, let it collect an email address and promise a reply time',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-8% conversion rate among chatting visitors; depends on response time',
    run(model) {
      if (model.chatWidget.present)
        return pass(
          { quote: `live chat widget (${model.chatWidget.vendor ?? 'unknown vendor'})`, selector: null },
          'chat widget found',
        );
      return fail(absent('a live chat or chatbot widget'), 'no chat widget');
    },
  },
  {
    id: 'CONV_004',
    group: 'conversion-path',
    dimension: 'cta',
    title: 'Calls to action that go nowhere',
    label: 'Every call to action leads somewhere',
    description:
      'A call-to-action link with an empty or "#" href does nothing when its script fails or loads late, and cannot be opened in a tab or tracked as a page view: a dead end at the moment of intent.',
    threshold: '0 call-to-action links with an empty or bare "#" href',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Point each listed call to action at a real URL (the signup, cart, contact or booking page)',
      'If it opens a modal, keep a real href as the fallback and open the modal from script',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: recovers the clicks lost to dead links, often +1-5% conversion rate',
    run(model) {
      const links = model.ctas.filter((c) => c.element === 'link' && !c.inForm && c.href !== undefined);
      if (links.length === 0) return notApplicable('no call-to-action links on the page');
      const dead = links.filter(isDeadCta);
      const observed = `${dead.length} of ${links.length} call-to-action links dead (limit 0)`;
      if (dead.length === 0) return pass(seen(links[0], ctaQuote(links[0])), observed);
      return fail(
        dead.slice(0, 3).map((c) => seen(c, ctaQuote(c))),
        observed,
      );
    },
  },
  {
    id: 'CONV_005',
    group: 'conversion-path',
    dimension: 'friction',
    title: 'Conversion links open a new tab',
    label: 'Conversion links stay in the same tab',
    description:
      'Opening the signup, cart or contact step of your own site in a new tab splits the session, breaks the back button on mobile and loses visitors between tabs.',
    threshold: 'no conversion call to action pointing at the same site opens a new tab',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove target="_blank" from calls to action that lead to your own signup, cart, booking or contact pages',
      'Keep new tabs only for external documents such as PDFs',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% click-through to the next step, mostly on mobile',
    run(model) {
      const linkBySelector = new Map(model.links.map((l) => [l.selector, l]));
      const judged = model.ctas
        .filter((c) => c.element === 'link' && CONVERSION_INTENTS.has(c.intent))
        .map((c) => ({ c, link: linkBySelector.get(c.selector) }))
        .filter((x) => x.link && x.link.internal);
      if (judged.length === 0) return notApplicable('no conversion link to the same site');
      const newTab = judged.filter((x) => x.link!.newTab);
      const observed = `${newTab.length} of ${judged.length} open a new tab (limit 0)`;
      if (newTab.length === 0) return pass(seen(judged[0].c, ctaQuote(judged[0].c)), observed);
      return fail(
        newTab.slice(0, 3).map((x) => seen(x.c, `${ctaQuote(x.c)} (target=_blank)`)),
        observed,
      );
    },
  },
  {
    id: 'CONV_006',
    group: 'conversion-path',
    dimension: 'cta',
    title: 'The main call to action asks for more reading, not a step forward',
    label: 'The main call to action moves toward conversion',
    description:
      'When the most prominent action is "Learn more" or "Read more", the page defers the decision to another page and each extra step loses visitors.',
    threshold:
      'the primary call to action has a conversion intent (buy, cart, signup, trial, demo, contact, quote, book, subscribe, donate, download), not learn/other',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Make the primary button the action you want (e.g. "Start free trial", "Get a quote", "Add to cart")',
      'Demote "Learn more" links to secondary styling',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +2-8% conversion rate; varies by page type',
    run(model) {
      const primary = model.ctas.find((c) => c.role === 'primary');
      if (!primary) return notApplicable('no primary call to action');
      const observed = `primary intent: ${primary.intent}`;
      return CONVERSION_INTENTS.has(primary.intent)
        ? pass(seen(primary, ctaQuote(primary)), observed)
        : fail(seen(primary, ctaQuote(primary)), observed);
    },
  },
  {
    id: 'CONV_007',
    group: 'conversion-path',
    dimension: 'friction',
    title: 'Enquiries only by mailto: link',
    label: 'Enquiries go through a form or page',
    description:
      'A mailto: link opens a mail app many visitors do not use (and nothing on a shared computer), and the lead is invisible to analytics; a form or contact page converts more of them.',
    threshold:
      'at least one enquiry call to action (contact, quote, book, demo, or the primary one) is not a mailto: link',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a short contact form (name, email, message) on the page or a Contact page',
      'Point the enquiry buttons at it; keep the email address as plain text for those who prefer it',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +10-40% more enquiries versus mailto-only; varies by audience',
    run(model) {
      const enquiry = model.ctas.filter((c) => ENQUIRY_INTENTS.has(c.intent) || c.role === 'primary');
      if (enquiry.length === 0) return notApplicable('no enquiry or primary call to action');
      const proper = enquiry.find((c) => !(c.href ?? '').toLowerCase().startsWith('mailto:'));
      if (proper) return pass(seen(proper, ctaQuote(proper)), `${enquiry.length} enquiry action(s)`);
      return fail(
        enquiry.slice(0, 3).map((c) => seen(c, ctaQuote(c))),
        `all ${enquiry.length} enquiry action(s) are mailto: links`,
      );
    },
  },
  {
    id: 'CONV_008',
    group: 'conversion-path',
    dimension: 'cta',
    title: 'Only one way to get in touch',
    label: 'Several ways to get in touch',
    description:
      'Some buyers want to call, others to write or chat; offering one channel only turns the others away.',
    threshold: 'at least 2 contact channels among phone, email, contact form and live chat',
    severity: 'medium',
    weight: 2,
    industries: ['ecommerce', 'saas', 'app', 'agency', 'local', 'course', 'nonprofit', 'event'],
    needs: 'static',
    fixSteps: [
      'Add a second channel: a phone number, an email address, a contact form or chat',
      'Show the channels together on the Contact page and in the footer',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% enquiries; larger for high-ticket offers',
    run(model) {
      const channels = contactChannels(model);
      const observed = `${channels.size} channel(s): ${[...channels.keys()].join(', ') || 'none'} (need >= 2)`;
      if (channels.size >= 2) return pass([...channels.values()], observed);
      if (channels.size === 1) return fail([...channels.values()], observed);
      return fail(absent('a phone number, email address, contact form or live chat'), observed);
    },
  },
  {
    id: 'CONV_009',
    group: 'conversion-path',
    dimension: 'friction',
    title: 'No way to enquire without leaving the page',
    label: 'Visitors can enquire right on the page',
    description:
      'For a service business every extra click between interest and enquiry loses prospects; an on-page form captures them while they are convinced.',
    threshold: 'the page carries a contact, quote or lead form with at least 2 fields',
    severity: 'medium',
    weight: 3,
    industries: LEAD_GEN,
    needs: 'static',
    fixSteps: [
      'Add a short enquiry form (name, phone or email, what they need) to the page',
      'Place it after the main pitch and again near the end, with a specific button label such as "Get my free quote"',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +5-20% more enquiries; varies by traffic source',
    run(model) {
      const form = model.forms.find(
        (f) =>
          (f.purpose === 'contact' ||
            f.purpose === 'lead' ||
            f.purpose === 'signup' ||
            f.purpose === 'other') &&
          f.fields.length >= 2,
      );
      if (form)
        return pass(
          seen(form, `${form.purpose} form: ${form.fields.map((f) => f.label ?? f.name).join(', ')}`),
          `${form.fields.length} fields`,
        );
      return fail(
        absent('a contact, quote or lead form with at least 2 fields'),
        'no enquiry form on the page',
      );
    },
  },
  {
    id: 'CONV_010',
    group: 'conversion-path',
    dimension: 'cta',
    title: 'No paths for different kinds of visitor',
    label: 'Visitors can pick the path for their situation',
    description:
      'When visitors can self-select ("for teams", "for agencies", "solutions by industry"), each lands on a page that speaks to them and converts better than one generic pitch.',
    threshold:
      'the page offers at least one audience-specific path (for teams/business/..., solutions, industries, use cases)',
    severity: 'low',
    weight: 2,
    industries: ['saas', 'app', 'agency', 'course'],
    needs: 'static',
    fixSteps: [
      'List your 2-4 main audiences or use cases',
      'Give each a short section or page and link them from the navigation ("Solutions", "For teams")',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +2-6% conversion rate for segmented traffic; depends on segment fit',
    run(model) {
      const hit = findText(model, AUDIENCE_PATH);
      if (hit) return pass(hitEvidence(hit, AUDIENCE_PATH), 'audience path found');
      return fail(
        absent('a path for a specific audience ("for teams", "Solutions", "Use cases")'),
        'none found',
      );
    },
  },
];

export default checks;
