import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findAllText } from '../../signals/text-search.js';

const MISSPELLING =
  /\b(recieve[ds]?|guarentee[ds]?|garantee[ds]?|seperate(ly)?|accomodat(e|ion|ions)|definately|occured|untill|thier|buisness|sucess(ful)?|reccomend(ed|ation)?|recomend(ed|ation)?|adress(es)?|tommorow|enviroment|goverment|neccessary|necesary|publically|existance|independant|wich|alot|acheive[ds]?|beleive[ds]?|calender|commited|concious|embarass(ed|ing)?|foward|freind[s]?|occurence|prefered|priviledge|questionaire|refered|relevent|responsability|succesful|truely|wierd)\b/i;

const USER_CONTENT = /review|comment|testimonial|forum|reply/i;

export const UNIV_008: CheckDeclaration = {
  id: 'UNIV_008',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'The copy contains common misspellings',
  label: 'No common misspellings',
  description:
    'Spelling mistakes are read as carelessness, and on pages that ask for money or data they are a classic sign of a scam; visitors notice them more than copywriters expect.',
  threshold:
    'none of the commonly misspelt words (recieve, guarentee, seperate, accomodate, definately ...) appears misspelt',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Fix the misspelt words quoted in the evidence.',
    'Run the page copy through a spell checker before every publish.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion; an estimate, larger on checkout and lead pages',
  source: 'heuristic',
  run(model) {
    // Customers' own words (reviews, comments) are not the business's copy.
    const hit = findAllText(model, MISSPELLING).find((h) => !USER_CONTENT.test(h.selector)) ?? null;
    if (!hit) return pass(absent('common misspellings'), 'none found');
    const word = MISSPELLING.exec(hit.text)?.[0] ?? '';
    return fail(excerpt(hit, MISSPELLING), `misspelt: "${word}"`);
  },
};
