/**
 * One vocabulary for "a phone number", shared by the contact detector, the call-to-action
 * detector and the checks: North American numbers (416 939 1530, (512)897-1849, 1-800-555-0199)
 * with vanity letters (303.333.PAUL, 1-800-FLOWERS), international numbers (+49 30 1234567,
 * +44 (0)20 7946 0958) and national numbers with a trunk 0 (0344 482 4000, 057 9352105,
 * 01 23 45 67 89). Dates, years and prices are not phone numbers.
 */

// Vanity letters follow an area code set off by a dot, a dash or brackets (303.333.PAUL,
// 1-800-FLOWERS): after a plain space, "400 CENTRAL PARK WEST" is a street address.
const NANP = String.raw`(?:\+?1[\s.-]?)?(?:(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-](?:\d{4}|[A-Z]{4})|(?:\(\d{3}\)\s?|\d{3}[.-])(?:[A-Z]{3}[\s.-]?[A-Z]{4}|[A-Z]{7}))`;
// a French number with its (0) has six groups after the country code: +33 (0)3 86 67 05 95
const INTERNATIONAL = String.raw`\+\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,7}`;
const NATIONAL = String.raw`0\d{1,4}(?:[\s./-]\d{2,8}){1,4}`;

const SOURCE = String.raw`(?<![\w/.,+-])(?:${NANP}|${INTERNATIONAL}|${NATIONAL})(?![\w/,-])`;

/** Every phone-number-shaped run of a text (global; check each with plausiblePhone). */
export function phoneMatches(text: string): string[] {
  // every shape starts with a digit or holds one: most runs of a page hold none
  if (!ANY_DIGIT.test(text)) return [];
  return [...text.matchAll(PHONE_ALL)].map((m) => m[0]).filter(plausiblePhone);
}

const ANY_DIGIT = /\d/;
/** Global: matchAll clones it, so sharing one is safe. */
const PHONE_ALL = new RegExp(SOURCE, 'g');

/** A phone-number shape, for tests of a whole text (not global: safe to reuse). */
export const PHONE_SHAPE = new RegExp(SOURCE);

/** Whether the text holds a phone number. */
export function hasPhoneNumber(text: string): boolean {
  return phoneMatches(text).length > 0;
}

/** Digits as dialled: letters of a vanity number count as the keypad's digits. */
function dialled(raw: string): string {
  return raw.replace(/[A-Z]/g, '0').replace(/\D/g, '');
}

/** A phone-shaped run that is a number someone can call, not a date, a year range or a code. */
export function plausiblePhone(raw: string): boolean {
  const t = raw.trim();
  const digits = dialled(t);
  if (digits.length < 7 || digits.length > 15) return false;
  // dates: 2015-12-01, 01.12.2015, 1/12/2015
  if (/^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/.test(t) || /^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$/.test(t)) return false;
  // a trunk-0 number has at least 8 digits (0 57 9352105); shorter ones are codes and counts
  if (t.startsWith('0') && digits.length < 8) return false;
  // 00 is the international call prefix: a country code and a whole national number follow it
  // (00 44 20 7946 0958, 00 354 555 1234: 11 digits or more); "003.025.02" is an article number
  if (t.startsWith('00') && digits.length < 11) return false;
  if (/^(\d)\1+$/.test(digits)) return false;
  return true;
}
