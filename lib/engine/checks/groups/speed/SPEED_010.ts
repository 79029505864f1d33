import type { CheckDeclaration } from '../../check.js';
import { fail, pass } from '../../outcome.js';
import { measured } from '../../signals/evidence.js';

export const SPEED_010: CheckDeclaration = {
  id: 'SPEED_010',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The page is served without HTTPS',
  label: 'Served over HTTPS',
  description:
    'Browsers mark plain-HTTP pages "Not secure", most loudly next to form fields; visitors will not type an email or card number under that warning.',
  threshold: 'the final URL is https://',
  severity: 'critical',
  weight: 5,
  industries: 'all',
  needs: 'static',
  uses: ['transport'],
  fixSteps: [
    "Install a TLS certificate (free from Let's Encrypt or your host/CDN).",
    'Redirect every http:// URL to its https:// version with a 301.',
    'Update internal links, canonical and sitemap to https.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +5-20% form and checkout completion on pages now flagged "Not secure"; varies',
  source: 'heuristic',
  run(model) {
    const secure = model.finalUrl.toLowerCase().startsWith('https://');
    return secure ? pass(measured(model.finalUrl), 'https') : fail(measured(model.finalUrl), 'http');
  },
};
