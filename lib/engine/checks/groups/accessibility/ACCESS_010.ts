import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';

export const ACCESS_010: CheckDeclaration = {
  id: 'ACCESS_010',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'A custom tab order sends keyboard focus around the page',
  label: 'Natural keyboard order',
  description:
    'tabindex values above 0 make focus jump out of reading order; keyboard users lose track of where they are in a form or menu.',
  threshold: 'no element has tabindex greater than 0',
  severity: 'low',
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove positive tabindex values; use 0 or -1 only.',
    'Order the markup the way it should be read.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% form completion among keyboard users; small',
  source: 'heuristic',
  run(model) {
    const n = model.markup.positiveTabindex;
    const observed = `${n} elements with tabindex > 0 (0 allowed)`;
    return n === 0
      ? pass(absent('elements with tabindex greater than 0'), observed)
      : fail(seen({ selector: '[tabindex]:not([tabindex="0"]):not([tabindex^="-"])' }, ''), observed);
  },
};
