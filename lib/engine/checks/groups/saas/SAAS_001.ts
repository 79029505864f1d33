import type { CheckDeclaration } from '../../check.js';
import { pass, seen } from '../../outcome.js';
import { CONVERTING } from '../../scope.js';
import { SAAS, textCheck } from './shared.js';

const STATUS_TEXT =
  /^\s*(system )?status( page)?\s*$|\buptime\b|\b99\.\d+ ?%|\bSLA\b|service level agreement/i;

const STATUS_HREF = /^https?:\/\/(status\.|[\w-]+\.statuspage\.io|[\w.-]+\/status(\/|$))/i;

export const SAAS_001: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_001',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'Reliability is not shown (no status page or uptime)',
  label: 'Reliability is shown',
  description:
    'Buyers moving work into a tool worry about downtime; a public status page or a stated uptime turns reliability from a hope into a fact.',
  threshold: 'the page links to a status page or states an uptime figure / SLA',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Publish a status page (status.yourdomain.com) with uptime history',
    'Link it from the footer and state your uptime ("99.9% uptime over 12 months")',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion among business buyers',
  source: 'heuristic',
  run(model) {
    const link = model.links.find((l) => STATUS_HREF.test(l.href));
    if (link) return pass(seen(link, link.text || link.name), 'status page linked');
    return textCheck(model, STATUS_TEXT, 'a status page link or an uptime figure');
  },
};
