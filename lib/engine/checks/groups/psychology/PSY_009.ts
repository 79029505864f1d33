import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks } from '../../signals/copy-blocks.js';
import { DECLINE_RE, SHAMING_RE } from '../../signals/vocabularies/urgency.js';

export const PSY_009: CheckDeclaration = {
  id: 'PSY_009',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'Saying no is made shameful',
  label: 'Declining an offer is neutral',
  description:
    'Opt-outs like "No thanks, I don\'t like saving money" (confirmshaming) may lift a metric briefly but damage trust and brand.',
  threshold:
    'no decline link or button guilt-trips the visitor ("No, I don\'t want …", "I\'d rather pay full price")',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Reword every decline option neutrally ("No thanks", "Maybe later").',
    'Keep the offer itself persuasive instead.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% long-term conversion through trust; varies by audience',
  source: 'heuristic',
  run(model) {
    const options = [
      ...model.links.map((l) => ({ el: l, text: l.text || l.name })),
      ...model.ctas.map((c) => ({ el: c, text: c.text })),
      ...copyBlocks(model).map((b) => ({ el: b, text: b.text })),
    ].filter((o) => DECLINE_RE.test(o.text));
    if (options.length === 0) return notApplicable('the page has no decline option');
    const shaming = options.filter((o) => SHAMING_RE.test(o.text));
    if (shaming.length === 0) return pass(seen(options[0].el, options[0].text), 'neutral decline');
    return fail(
      shaming.slice(0, 3).map((o) => seen(o.el, o.text)),
      `${shaming.length} shaming decline options`,
    );
  },
};
