import type { CheckDeclaration } from '../../check.js';
import { fail, fieldQuote, notApplicable, pass, seen } from '../../outcome.js';
import { formQuote } from '../../signals/forms.js';
import { SERV } from './shared.js';

const NEED_FIELD =
  /\b(service|services|project|type of (work|job|project)|budget|timeline|timeframe|what (do you|can we) need|how can we help|treatment|practice area|case type|interested in)\b/i;

export const SERV_009: CheckDeclaration = {
  ...SERV,
  id: 'SERV_009',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'friction',
  title: 'The enquiry form does not ask what the visitor needs',
  label: 'The enquiry form asks what the visitor needs',
  description:
    'A form that asks which service, project type or budget the visitor has lets them describe their case in one click and lets the business answer with the right person and price.',
  threshold: 'the enquiry form has a field for the service, project type, budget or timeline',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Add a "What do you need?" select listing your main services',
    'Add budget or timeline only if you use them to route or qualify leads',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +2-5% qualified enquiries; faster, better first replies',
  source: 'heuristic',
  run(model) {
    const forms = model.forms.filter(
      (f) => f.purpose === 'contact' || f.purpose === 'lead' || f.purpose === 'other',
    );
    const enquiry = forms.filter((f) => f.fields.length >= 2);
    if (enquiry.length === 0) return notApplicable('no enquiry form on the page');
    for (const f of enquiry) {
      const need = f.fields.find((x) => NEED_FIELD.test(x.name) || NEED_FIELD.test(x.label ?? ''));
      if (need) return pass(seen(need, fieldQuote(need)), `asks: ${need.label ?? need.name}`);
    }
    const f = enquiry[0];
    // the form's fields are named in the observed value; the evidence quotes what the form shows
    return fail(
      seen(f, formQuote(f)),
      `no service, project, budget or timeline field (${f.purpose} form: ${f.fields.map((x) => x.label ?? x.name).join(', ')})`,
    );
  },
};
