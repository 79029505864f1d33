import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { pathOf } from '../../signals/urls.js';
import { CONVERTING } from '../../scope.js';
import { SAAS } from './shared.js';

const DOCS_TEXT =
  /^\s*(docs|documentation|developers?|api( reference| docs| documentation)?|sdks?|developer (docs|portal|hub))\s*$/i;

const DOCS_HREF =
  /^https?:\/\/(docs|developers?|api|dev)\.|^\/(docs|developers?|api|documentation)([/.?#-]|$)/i;

export const SAAS_008: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_008',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'discoverability',
  title: 'No documentation or API reference linked',
  label: 'Documentation is linked',
  description:
    'Technical evaluators check the documentation before recommending a tool; hidden docs read as a product with something to hide.',
  threshold: 'the page links to docs, an API reference or a developer portal',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Publish public documentation (and an API reference if there is an API)',
    'Link it from the header or footer as "Docs"',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% conversion among technical buyers',
  source: 'heuristic',
  run(model) {
    const link = model.links.find(
      (l) => DOCS_TEXT.test(l.text) || DOCS_HREF.test(l.href) || DOCS_HREF.test(pathOf(l.href)),
    );
    if (link) return pass(seen(link, link.text || link.name), 'docs linked');
    return fail(absent('a link to docs, an API reference or a developer portal'), 'not linked');
  },
};
