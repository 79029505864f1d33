import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { brandNames } from '../../signals/copy-blocks.js';
import { countWords, normalise } from '../../signals/words.js';
import { NO_HEADLINE } from './shared.js';

/**
 * A company's legal name: capitalised words ending in a legal-entity suffix ("Applause Theatre &
 * Entertainment Service, Inc.", "Müller Bau GmbH"). A headline like that is the name from the
 * letterhead, whatever the domain or logo say.
 */
const LEGAL_SUFFIX =
  /(?:(?:,\s*|\s)(?:Inc\.?|INC\.?|Incorporated|LLC|L\.L\.C\.|LLP|Ltd\.?|LTD\.?|Corp\.?|Corporation|Co\.|PLC|plc|GmbH|AG|KG|S\.A\.?|S\.L\.?|S\.r\.l\.?|SARL|SAS|B\.V\.?|BV|N\.V\.?|Pty\.? Ltd\.?|Oy|AB|A\/S|K\.K\.)|,\s*(?:Limited|Co))$/;
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

export const HERO_004: CheckDeclaration = {
  id: 'HERO_004',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'clarity',
  title: 'The headline is only the brand name',
  label: 'Headline says more than the brand name',
  description:
    'A logo already says who you are; a headline that repeats the name wastes the line that should say what you do.',
  threshold:
    'the headline is not just the site or brand name (og:site_name, logo alt text or domain) nor a legal company name (capitalised words ending in Inc., LLC, Ltd, GmbH…)',
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Keep the brand in the logo and write a headline that states the offer.',
    'Test the headline by hiding the logo: a stranger should still know what you sell.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +2-8% engagement with the first screen; varies by brand awareness',
  source: 'heuristic',
  run(model) {
    const h = model.hero.headline;
    if (!h) return notApplicable(NO_HEADLINE);
    const compact = normalise(h.text).replace(/ /g, '');
    const brand = countWords(h.text) <= 4 && brandNames(model).some((b) => b === compact);
    if (brand) return fail(seen(h, h.text), `headline equals the brand name "${h.text.trim()}"`);
    if (isLegalName(h.text))
      return fail(seen(h, h.text), `headline is the company's legal name "${h.text.trim()}"`);
    return pass(seen(h, h.text), 'headline differs from the brand name');
  },
};
