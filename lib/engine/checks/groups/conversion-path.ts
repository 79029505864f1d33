import type { CheckDefinition, Evidence } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { hitEvidence } from '../signals/evidence.js';
import { findText } from '../signals/text-search.js';
import type { CallToAction, Industry, PageModel } from '../../model/page-model.js';
import { CONVERTING, LANDING } from '../scope.js';

const LEAD_MAGNET =
  /\bfree (guide|e-?book|checklist|template|report|white ?paper|toolkit|mini-course|course|webinar|workbook|cheat ?sheet)s?\b|\bdownload (the|our|a|your) |\bwhite ?papers?\b|\be-?books?\b|\bwebinars?\b|\bcheat ?sheets?\b/i;
const AUDIENCE_PATH =
  /\bfor (teams|business(es)?|enterprises?|individuals|agencies|developers|startups|small business(es)?|freelancers|marketers|schools|students|educators|teachers|homeowners|families|nonprofits|retailers|creators|sales teams|engineers|designers)\b|^\s*(solutions|industries|use cases|who (it's|it is) for)\s*$|\bi'?m an? \w+/i;
const CALLBACK =
  /\b(request (a )?call ?back|call ?back request|we'?ll call you( back)?|schedule a call ?back|have us call you|get a call ?back|call me back)\b/i;
const MESSAGING_HREF = /^(https?:\/\/(wa\.me|api\.whatsapp\.com|m\.me|t\.me)\/|whatsapp:|sms:|viber:)/i;
const MESSAGING_TEXT = /\b(whatsapp|text us|message us on (whatsapp|messenger|facebook))\b/i;
/** Ad-platform tags (as the model names them) that build retargeting audiences. */
const AD_PIXELS = new Set([
  'Meta Pixel',
  'LinkedIn Insight',
  'TikTok Pixel',
  'X Pixel',
  'Pinterest Tag',
  'Microsoft Ads',
  'Google Ads',
]);
const LEAD_GEN: readonly Industry[] = ['agency', 'local'];
const ENQUIRY_INTENTS = new Set<CallToAction['intent']>(['contact', 'quote', 'book', 'demo']);

function ctaQuote(c: CallToAction): string {
  return c.text;
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
    pageTypes: 'all',
    languages: 'any',
    group: 'conversion-path',
    dimension: 'cta',
    title: 'Conversions are not measured',
    label: 'Conversions are measured',
    description:
      'Without an analytics tool nobody can see where visitors drop out of the path, which call to action works or whether a change helped; every other fix is guesswork.',
    threshold:
      'an analytics or tag-manager script is installed (Google Analytics, GTM, Plausible, Matomo, Mixpanel...)',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Install one analytics tool on every page (with a consent banner where the law requires it)',
      'Define the conversions (purchase, signup, enquiry) as goals and check they fire',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: no direct lift; enables the testing that typically finds +10-30% over a year',
    source: 'heuristic',
    run(model) {
      const tools = model.scripts.analytics.filter((v) => !AD_PIXELS.has(v));
      if (tools.length > 0)
        return pass({ quote: '', selector: 'script' }, `${tools.length} tool(s): ${tools.join(', ')}`);
      return fail(absent('an analytics or tag-manager script'), 'no analytics tool recognised');
    },
  },
  {
    id: 'CONV_002',
    pageTypes: LANDING,
    languages: ['en'],
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
    source: 'heuristic',
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
    pageTypes: CONVERTING,
    languages: 'any',
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
    source: 'heuristic',
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
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'conversion-path',
    dimension: 'cta',
    title: 'No callback option for people who prefer a call',
    label: 'Visitors can request a callback',
    description:
      'Many service buyers will not call a business cold but will leave a number to be called back; a callback request catches them outside office hours too.',
    threshold: 'the page offers a callback request ("request a callback", "we\'ll call you")',
    severity: 'low',
    weight: 2,
    industries: LEAD_GEN,
    needs: 'static',
    fixSteps: [
      'Add a two-field callback form (name, phone) with a promised time ("we call back within 2 working hours")',
      'Label its button "Call me back"',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +5-15% more enquiries from phone-preferring visitors',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, CALLBACK);
      if (hit) return pass(hitEvidence(hit, CALLBACK), 'callback offered');
      return fail(absent('a callback request ("request a callback", "we\'ll call you back")'), 'none found');
    },
  },
  {
    id: 'CONV_005',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'conversion-path',
    dimension: 'cta',
    title: 'No messaging-app channel (WhatsApp, Messenger, SMS)',
    label: 'Visitors can message the business',
    description:
      'A large share of shoppers and service customers prefer to text rather than call or fill a form; a WhatsApp, Messenger or SMS link gives them the channel they already use.',
    threshold: 'the page links to WhatsApp, Messenger, Telegram or SMS, or invites visitors to text',
    severity: 'low',
    weight: 1,
    industries: ['ecommerce', 'agency', 'local'],
    needs: 'static',
    fixSteps: [
      'Set up a business messaging number (WhatsApp Business or SMS)',
      'Link it from the header or contact section with a wa.me or sms: link and a reply-time promise',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +2-8% more conversations; strongly market-dependent',
    source: 'heuristic',
    run(model) {
      const link = model.links.find((l) => MESSAGING_HREF.test(l.href));
      if (link) return pass(seen(link, link.text || link.name), 'messaging link found');
      const hit = findText(model, MESSAGING_TEXT);
      if (hit) return pass(hitEvidence(hit, MESSAGING_TEXT), 'messaging channel mentioned');
      return fail(absent('a WhatsApp, Messenger, Telegram or SMS link'), 'none found');
    },
  },
  {
    id: 'CONV_006',
    pageTypes: 'all',
    languages: 'any',
    group: 'conversion-path',
    dimension: 'cta',
    title: 'Visitors who leave cannot be brought back with ads',
    label: 'A retargeting tag can bring visitors back',
    description:
      'Most visitors leave without converting; an ad-platform tag (Meta, LinkedIn, TikTok...) lets you show them a reminder later, often the cheapest conversions a business buys.',
    threshold:
      'an ad-platform retargeting tag is installed (Meta Pixel, LinkedIn Insight, TikTok, X, Pinterest, Microsoft Ads)',
    severity: 'low',
    weight: 2,
    industries: ['ecommerce', 'saas', 'app', 'agency', 'local', 'course', 'event'],
    needs: 'static',
    fixSteps: [
      'Install the tag of the ad platform your buyers use, behind your consent banner',
      'Build an audience of visitors who saw the offer but did not convert, and run a reminder campaign',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: recovers 2-10% of non-converting visitors; depends on ad spend',
    source: 'heuristic',
    run(model) {
      const pixels = model.scripts.analytics.filter((v) => AD_PIXELS.has(v));
      if (pixels.length > 0)
        return pass(
          { quote: `retargeting tag: ${pixels.join(', ')}`, selector: 'script' },
          `${pixels.length} tag(s)`,
        );
      if (model.scripts.analytics.includes('Google Tag Manager'))
        return notApplicable(
          'a tag manager is installed and may load retargeting tags that the HTML does not show',
        );
      return fail(absent('an ad-platform retargeting tag'), 'none recognised');
    },
  },
  {
    id: 'CONV_007',
    pageTypes: 'all',
    languages: 'any',
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
    source: 'heuristic',
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
    pageTypes: CONVERTING,
    languages: 'any',
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
    source: 'heuristic',
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
    pageTypes: [...LANDING, 'contact'],
    languages: 'any',
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
    source: 'heuristic',
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
    pageTypes: LANDING,
    languages: ['en'],
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
    source: 'heuristic',
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
