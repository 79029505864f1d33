import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { misspelledWords, spellingLanguage, SPELLING_LANGUAGES } from '../../signals/spelling.js';
import { READABLE } from '../../scope.js';

const WHERE = { heading: 'heading', button: 'button', nav: 'menu entry' } as const;

export const UNIV_010: CheckDeclaration = {
  id: 'UNIV_010',
  pageTypes: READABLE,
  languages: SPELLING_LANGUAGES,
  dimension: 'trust',
  title: 'Headings, buttons or menu entries are misspelt',
  label: 'Headings, buttons and menus are spelt right',
  description:
    'Every visitor reads the headings, the buttons and the menu; a misspelt word there ("Appoinment", "Emegency") reads as carelessness, and on a page that asks for money or personal details as a warning sign.',
  threshold:
    "no word of a visible heading, button or menu entry is one edit away from a dictionary word of the page's language (brand names, names, product codes, acronyms and words the page repeats excepted)",
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Correct the words quoted in the evidence.',
    'Run headings, buttons and menus through a spell checker before each release.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-3% conversion; an estimate, larger on lead and checkout pages',
  source: 'heuristic',
  run(model) {
    if (!spellingLanguage(model))
      return notApplicable(`no dictionary for the page's language (${model.language.code ?? 'unknown'})`);
    const words = misspelledWords(model);
    if (words.length === 0)
      return pass(absent('misspelt words in headings, buttons and menu entries'), 'none');
    return fail(
      words.slice(0, 5).map((w) => seen(w, w.text)),
      words
        .map(
          (w) =>
            `"${w.word}" in a ${WHERE[w.role]}${w.suggestion ? ` (did you mean "${w.suggestion}"?)` : ''}`,
        )
        .join('; '),
    );
  },
};
