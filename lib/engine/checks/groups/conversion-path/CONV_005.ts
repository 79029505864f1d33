import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';

const MESSAGING_HREF = /^(https?:\/\/(wa\.me|api\.whatsapp\.com|m\.me|t\.me)\/|whatsapp:|sms:|viber:)/i;

const MESSAGING_TEXT = /\b(whatsapp|text us|message us on (whatsapp|messenger|facebook))\b/i;

export const CONV_005: CheckDeclaration = {
  id: 'CONV_005',
  pageTypes: CONVERTING,
  languages: 'any',
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
};
