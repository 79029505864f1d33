import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { dataEvidence } from '../../signals/evidence.js';
import { pathSegments } from '../../signals/urls.js';

const BREADCRUMB_SELECTOR = /breadcrumb/i;

const BREADCRUMB_TEXT = /^(?:home|start)\s*[>›»/|]\s*\S/i;

export const NAV_006: CheckDeclaration = {
  id: 'NAV_006',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'A deep page shows no breadcrumb trail',
  label: 'Breadcrumbs show where the page sits',
  description:
    'Visitors landing from search on a product or article need to see where they are and step up to the category; breadcrumbs turn a dead end into browsing.',
  threshold: 'a page two or more levels deep shows a breadcrumb trail (markup or BreadcrumbList data)',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add a breadcrumb trail above the page title (Home › Category › Page).',
    'Mark it up as <nav aria-label="Breadcrumb"> and BreadcrumbList structured data.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% pages per visit from deep landing pages; varies',
  source: 'Nielsen Norman Group, breadcrumb guidelines; range heuristic',
  run(model) {
    const depth = pathSegments(model.finalUrl).length;
    if (depth < 2) return notApplicable(`the page is ${depth} level(s) deep`);
    const trailLink = model.links.find((l) => BREADCRUMB_SELECTOR.test(l.selector));
    if (trailLink) return pass(seen(trailLink, trailLink.text), 'breadcrumb links');
    const trailText = model.textBlocks.find(
      (b) => BREADCRUMB_SELECTOR.test(b.selector) || BREADCRUMB_TEXT.test(b.text),
    );
    if (trailText) return pass(seen(trailText, trailText.text), 'breadcrumb text');
    const data = model.structuredData.find((s) => s.type === 'BreadcrumbList');
    if (data) return pass(dataEvidence(data), `BreadcrumbList in ${data.format}`);
    return fail(absent('a breadcrumb trail or BreadcrumbList data'), `${depth} levels deep, no breadcrumbs`);
  },
};
