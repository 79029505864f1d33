import type { ContactPoint } from '../../../model/page-model.js';
import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { contactEvidence } from '../../signals/evidence.js';
import { textElements } from '../../signals/text-search.js';

/** Generic mailboxes and domains a template ships ("name@company.com", "info@yourdomain.com"). */
const FAKE_EMAIL =
  /@(?:your-?(?:domain|company|site|website|email|mail|business)|domain|domainname|company|companyname|website|site|email|test|sample|placeholder|somedomain|mydomain|mysite|mycompany)\.(?:com|net|org|co)\b|^(?:your-?(?:name|email|mail)|name|username|user|someone|email)@/i;
/** An address nobody lives at. */
const FAKE_ADDRESS =
  /\b(?:not a real (?:street|address|place)|(?:your|street) (?:street|address|city|town) (?:here|name|\d+)|street name(?: \d+)?|address line (?:1|one)|1234 (?:street|road|avenue|main)|anytown|city, state,? (?:12345|00000|zip)|(?:123|1234) (?:fake|your|any|sample) (?:st(?:reet)?|road|ave(?:nue)?)\b)/i;

/** A phone number of counted or repeated digits: 123-456-7890, 000 000 0000, (012) 345 6789. */
function fakePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 7) return false;
  if (/x{3,}/i.test(value)) return true;
  return /1234567|0123456|9876543/.test(digits) || /(\d)\1{6,}/.test(digits);
}

function fake(c: ContactPoint): boolean {
  if (c.kind === 'phone') return fakePhone(c.value) || fakePhone(c.shown);
  if (c.kind === 'email') return FAKE_EMAIL.test(c.value.replace(/^mailto:/i, ''));
  if (c.kind === 'address') return FAKE_ADDRESS.test(c.value) || FAKE_ADDRESS.test(c.shown);
  return false;
}

export const TRUST_017: CheckDeclaration = {
  id: 'TRUST_017',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'trust',
  title: 'Contact details are placeholders',
  label: 'Contact details are real',
  description:
    'A phone number like 123-456-7890, an address at name@company.com or a street that is "not a real street" is the template\'s, not the business\'s: a visitor who tries them reaches nobody, and one who notices them leaves.',
  threshold:
    'no phone number of counted or repeated digits (123-456-7890, 000-000-0000), no template mailbox or domain (name@company.com, info@yourdomain.com) and no placeholder street address',
  severity: 'high',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Put the business’s real phone number, email and address in every place the template had its own.',
    'Call the number and send a message to the address from the live page.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +1-5% lead conversion on affected pages; an estimate',
  source: 'heuristic',
  run(model) {
    const fakes = model.contacts.filter(fake);
    const address = textElements(model).find((h) => h.text.length <= 200 && FAKE_ADDRESS.test(h.text));
    if (fakes.length === 0 && !address)
      return pass(absent('placeholder phone numbers, mailboxes or addresses'), 'none found');
    const evidence = fakes.slice(0, 4).map(contactEvidence);
    if (address && !fakes.some((c) => c.selector === address.selector))
      evidence.push(seen(address, address.text));
    return fail(
      evidence.filter((e) => e.quote || e.selector),
      [
        ...fakes.map((c) => `${c.kind} "${c.shown || c.value}"`),
        ...(address ? [`address "${address.text}"`] : []),
      ].join('; '),
    );
  },
};
