import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { findLink } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';

const HELP_TEXT =
  /^\s*(help( cent(er|re))?|support|customer (service|care|support)|faqs?|knowledge base|help desk|contact support)\b/i;

const HELP_HREF = /^\/(help|support|faqs?|customer-service|customer-care|kb|knowledge-base|hc)([/.?#-]|$)/i;

export const PAGE_010: CheckDeclaration = {
  id: 'PAGE_010',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'friction',
  title: 'No help or customer-service section linked',
  label: 'Help centre is linked',
  description:
    'Customers with a question look for Help or Support before they buy; without it the question becomes a reason to postpone.',
  threshold: 'the page links to a Help / Support / FAQ / Customer service page',
  severity: 'low',
  weight: 2,
  industries: ['ecommerce', 'saas', 'app', 'course'],
  needs: 'static',
  fixSteps: [
    'Collect the top 10 customer questions into a Help or FAQ page',
    'Link it from the header or footer as "Help" or "Customer service"',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion rate and fewer support contacts',
  source: 'heuristic',
  run(model) {
    const link = findLink(model, HELP_TEXT, HELP_HREF);
    if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
    return fail(absent('a link to a Help / Support / FAQ / Customer service page'), 'no help link');
  },
};
