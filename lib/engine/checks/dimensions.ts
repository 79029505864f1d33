/**
 * The 8 revenue dimensions the score is made of, with their fixed weights (they sum to 100).
 * Each dimension's score is the weighted pass rate of its applicable checks; the overall score is
 * the weight-averaged dimension score over the dimensions that had at least one applicable check.
 */
export const DIMENSIONS = [
  { id: 'clarity', label: 'Clarity & messaging', weight: 16 },
  { id: 'cta', label: 'Call to action & conversion path', weight: 16 },
  { id: 'trust', label: 'Trust & social proof', weight: 16 },
  { id: 'offer', label: 'Offer & pricing', weight: 12 },
  { id: 'friction', label: 'Friction & UX', weight: 10 },
  { id: 'performance', label: 'Mobile, speed & accessibility', weight: 10 },
  { id: 'persuasion', label: 'Persuasion & objection handling', weight: 8 },
  { id: 'discoverability', label: 'Discoverability', weight: 12 },
] as const;

export type DimensionId = (typeof DIMENSIONS)[number]['id'];

export const DIMENSION_IDS: readonly DimensionId[] = DIMENSIONS.map((d) => d.id);
