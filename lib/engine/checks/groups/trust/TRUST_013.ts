import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { dataEvidence, excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';

const PEOPLE =
  /\b(meet (the|our) (team|founders?|staff|doctors?|experts?|people|attorneys?|lawyers?)|our (team|staff|people|founders?)|founded by|co-?founder|about the (author|founder|owner)|leadership team|owner[- ]operated|family[- ]owned)\b/i;

export const TRUST_013: CheckDeclaration = {
  id: 'TRUST_013',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'The people behind the business are not shown',
  label: 'The people behind the business are shown',
  description:
    'People buy from people: naming the founder or showing the team turns an anonymous website into someone accountable.',
  threshold: 'the page names or introduces the team, founder or owner',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add a short "Meet the team" or founder note with names and photos.',
    'Link to fuller bios on the About page.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion; larger for services and small brands',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, PEOPLE);
    if (hit) return pass(excerpt(hit, PEOPLE), 'team or founder mentioned');
    const person = model.structuredData.find((s) => s.type === 'Person' && typeof s.data.name === 'string');
    return person
      ? pass(dataEvidence(person), `person in structured data: ${String(person.data.name)}`)
      : fail(absent('a team, founder or owner introduction'), 'no people shown');
  },
};
