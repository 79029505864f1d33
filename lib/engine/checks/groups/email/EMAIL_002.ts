import type { CheckDeclaration } from '../../check.js';
import { EMAIL_INDUSTRIES, captureSays } from './shared.js';

const BENEFIT =
  /\b(tips|guides?|deals|offers?|discounts?|coupons?|insights|early access|exclusive|first to (know|hear)|free (guide|e-?book|shipping|gift)|recipes|ideas|inspiration|new (arrivals|products|releases|features|posts|articles)|sales|promotions?|best of|roundup|case studies|lessons|tutorials|stories|news (about|on|from)|updates (on|about|from))\b|\d+\s?% off/i;

export const EMAIL_002: CheckDeclaration = {
  id: 'EMAIL_002',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'persuasion',
  title: 'The email signup does not say what subscribers get',
  label: 'The email signup states what subscribers get',
  description:
    '"Subscribe to our newsletter" gives no reason to hand over an address; naming the benefit (tips, deals, early access) is the strongest lever on signup rate.',
  threshold:
    'the text beside the email form names a benefit (tips, guides, deals, % off, early access, new arrivals...)',
  severity: 'medium',
  weight: 3,
  industries: EMAIL_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Replace "Subscribe to our newsletter" with what arrives: "Get one practical pricing tip every week"',
    'Name a concrete example of the content or offer',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +20-50% signup rate on the form; varies by audience',
  source: 'heuristic',
  run: (model) => captureSays(model, BENEFIT, 'a benefit for subscribers next to the email form'),
};
