import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { contactEvidence } from '../../signals/evidence.js';
import { degradedReason } from '../../../model/delivery.js';

export const MOBILE_006: CheckDeclaration = {
  id: 'MOBILE_006',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'cta',
  title: 'A local business hides its tap-to-call below the first mobile screen',
  label: 'Tap-to-call on the first mobile screen',
  description:
    'For plumbers, clinics, lawyers and restaurants the phone call is the conversion; on a phone it should be one tap away the moment the page opens.',
  threshold:
    'a local or service business page that shows a phone number has a tel: link visible in the first mobile screen',
  severity: 'high',
  weight: 4,
  industries: ['local', 'agency'],
  // a phone number without any tel: link is a markup fact; only placing a tel: link needs the render
  needs: 'static',
  presumes: ['phone'],
  fixSteps: [
    'Put the phone number as a tel: link (or a "Call now" button) in the mobile header.',
    'Keep it visible when the menu is collapsed.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +10-30% mobile calls for call-driven businesses; varies',
  source: 'heuristic',
  run(model) {
    const tels = model.links.filter((l) => l.kind === 'tel');
    const phone = model.contacts.find((c) => c.kind === 'phone');
    if (tels.length === 0 && !phone) return notApplicable('the page shows no phone number');
    if (tels.length === 0) {
      return fail(
        [contactEvidence(phone!), absent('a tel: link on the first mobile screen')],
        'phone shown without tel: link',
      );
    }
    // where the tel: link sits on the phone's first screen is the render's to say
    if (!model.render) {
      return notApplicable(
        `needs a rendered page to place the tel: link on the first mobile screen; this scan ran in static mode${model.staticReason ? ` (${model.staticReason})` : ''}`,
      );
    }
    const degraded = degradedReason(model.delivery);
    if (degraded) return notApplicable(degraded);
    const top = tels.find((l) => l.layout?.mobile?.visible && l.layout.mobile.aboveFold);
    if (top) return pass(seen(top, top.text || top.name), 'tel: link in the first mobile screen');
    const first = tels[0];
    const y = first.layout?.mobile?.box.y;
    return fail(
      seen(first, first.text || first.name),
      y !== undefined
        ? `first tel: link at ${Math.round(y)} px on mobile`
        : 'tel: link not on the first mobile screen',
    );
  },
};
