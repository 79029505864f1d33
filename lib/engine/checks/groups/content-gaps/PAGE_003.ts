import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { findLink } from '../../signals/text-search.js';
import type { Industry } from '../../../model/page-model.js';
import { LANDING } from '../../scope.js';

const BLOG_TEXT =
  /^\s*(blog|news|articles|resources|guides|insights|journal|stories|library|learn|academy)\b/i;

const BLOG_HREF = /^\/(blog|news|articles|resources|guides|insights|journal|learn|academy)([/.?#-]|$)/i;

const NOT_PUBLISHER: readonly Industry[] = [
  'ecommerce',
  'saas',
  'agency',
  'local',
  'course',
  'app',
  'nonprofit',
  'event',
];

export const PAGE_003: CheckDeclaration = {
  id: 'PAGE_003',
  pageTypes: [...LANDING, 'about'],
  languages: ['en'],
  dimension: 'discoverability',
  title: 'No blog, guides or resources section',
  label: 'Blog or resources are linked',
  description:
    'Helpful articles and guides bring search traffic and nurture visitors who are not ready to buy yet; a site without them depends on ads and word of mouth.',
  threshold: 'the page links to a Blog / Guides / Resources / News section',
  severity: 'low',
  weight: 2,
  industries: NOT_PUBLISHER,
  needs: 'static',
  fixSteps: [
    'Write articles that answer the questions buyers ask before purchasing',
    'Group them under a Blog or Resources section and link it from the navigation or footer',
  ],
  fixEffort: 'high',
  impact: 'low',
  impactEstimate: 'estimate: +5-20% organic traffic over 6-12 months; small direct conversion effect',
  source: 'heuristic',
  run(model) {
    const link = findLink(model, BLOG_TEXT, BLOG_HREF);
    if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
    return fail(absent('a link to a Blog / Guides / Resources / News section'), 'no content section linked');
  },
};
