import type { CheckDeclaration, Evidence } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { contactEvidence, recognisedEvidence } from '../../signals/evidence.js';
import type { PageModel } from '../../../model/page-model.js';
import { CONVERTING } from '../../scope.js';

/** The contact channels the page offers, one piece of evidence per kind. */
function contactChannels(model: PageModel): Map<string, Evidence> {
  const channels = new Map<string, Evidence>();
  for (const c of model.contacts) {
    if (c.kind === 'phone' || c.kind === 'email' || c.kind === 'form')
      if (!channels.has(c.kind)) channels.set(c.kind, contactEvidence(c));
  }
  for (const l of model.links) {
    if (l.kind === 'tel' && !channels.has('phone')) channels.set('phone', seen(l, l.name));
    if (l.kind === 'mailto' && !channels.has('email')) channels.set('email', seen(l, l.name));
  }
  const form = model.forms.find((f) => f.purpose === 'contact' || f.purpose === 'lead');
  if (form && !channels.has('form')) channels.set('form', seen(form, form.submitText ?? ''));
  if (model.chatWidget.present) channels.set('chat', recognisedEvidence());
  return channels;
}

export const CONV_008: CheckDeclaration = {
  id: 'CONV_008',
  pageTypes: CONVERTING,
  languages: 'any',
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
};
