import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { brandNames } from '../../signals/copy-blocks.js';
import { countWords, normalise } from '../../signals/words.js';
import { isLegalName, NO_HEADLINE } from './shared.js';

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
  rests: ['headline'],
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
