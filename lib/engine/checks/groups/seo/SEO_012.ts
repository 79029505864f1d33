import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { GENERIC_LINK_TEXT } from '../../signals/vocabularies/copy.js';
import { mainFirst } from './shared.js';

export const SEO_012: CheckDeclaration = {
  id: 'SEO_012',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'discoverability',
  title: 'Several links say "click here" or "read more" instead of where they lead',
  label: 'Link texts describe their targets',
  description:
    'Search engines read link text to learn what the target is about, and scanning visitors skip links that do not say where they go.',
  threshold:
    'at most 2 links whose whole text is generic ("click here", "here", "read more", "more", "details" …)',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Rewrite each generic link to name its target ("Read the pricing guide", "See all oak floors").',
    'For repeated "read more" links on teasers, link the teaser title instead.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-3% internal click-through; small',
  source: 'Nielsen Norman Group, "Learn More" and generic link labels; range heuristic',
  run(model) {
    const texted = model.links.filter((l) => l.text.trim().length > 0);
    if (texted.length === 0) return notApplicable('the page has no text links');
    const generic = texted.filter((l) => GENERIC_LINK_TEXT.test(l.text.trim()));
    const observed = `${generic.length} generic link texts (at most 2)`;
    if (generic.length <= 2) {
      return pass(
        generic.length > 0
          ? firstEvidence(generic, (l) => l.text)
          : firstEvidence(mainFirst(texted), (l) => l.text, 2),
        observed,
      );
    }
    return fail(
      firstEvidence(generic, (l) => l.text),
      observed,
    );
  },
};
