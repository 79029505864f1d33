import type { CheckDeclaration } from '../../check.js';
import { PRESENTING } from '../../scope.js';
import { SERV, textCheck } from './shared.js';

const TIMELINE =
  /\b(\d+\s?(-|–|to)\s?\d+ (business |working )?(days|weeks|months)|within \d+ (hours|days|weeks|business days)|same[- ]day|next[- ]day|turn-?around|in (as little as )?\d+ (days|weeks)|on[- ]time (completion|delivery)|typical project (takes|length|timeline)|project timelines?)\b/i;

export const SERV_008: CheckDeclaration = {
  ...SERV,
  id: 'SERV_008',
  pageTypes: PRESENTING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The page does not say how long the work takes',
  label: 'Turnaround time is stated',
  description:
    'Buyers plan around the job; a stated turnaround ("most projects take 4-6 weeks", "same-day repairs") answers the question that decides between two providers.',
  threshold: 'the page states a turnaround or timeline ("4-6 weeks", "same-day", "within 48 hours")',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'State your typical turnaround for the main service',
    'Put it next to the service description or in the process section',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-4% enquiries',
  source: 'heuristic',
  run(model) {
    return textCheck(model, TIMELINE, 'a turnaround or timeline');
  },
};
