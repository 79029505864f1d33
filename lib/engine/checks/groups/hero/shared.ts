import { LEGAL_FORMS } from '../../../model/legal-forms.js';

export const NO_HEADLINE = 'the page has no headline on its first screen';

export const NO_HERO = 'the first screen of content could not be identified';

/**
 * A company's legal name: capitalised words ending in a legal-entity suffix ("Applause Theatre &
 * Entertainment Service, Inc.", "Müller Bau GmbH"). A headline like that is the name from the
 * letterhead, whatever the domain or logo say.
 */
const LEGAL_SUFFIX = new RegExp(`(?:(?:,\\s*|\\s)(?:${LEGAL_FORMS})|,\\s*(?:Limited|Co))$`);
/** Words a name may carry beside capitalised ones ("Smith & Sons", "House of Tea"). */
const NAME_JOINERS = new Set(['&', '+', 'and', 'of', 'the', 'und', 'et', 'y', 'de', 'von', '-']);

export function isLegalName(text: string): boolean {
  const trimmed = text.trim();
  if (!LEGAL_SUFFIX.test(trimmed)) return false;
  const words = trimmed
    .replace(LEGAL_SUFFIX, '')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 8) return false;
  return words.every((w) => NAME_JOINERS.has(w.toLowerCase()) || /^[\p{Lu}\p{N}]/u.test(w));
}
