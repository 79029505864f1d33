import type { Level } from '../checks/check.js';
import type { BlueprintPhase, BlueprintPhaseId, FullFinding } from './types.js';

const PHASES: readonly { phase: BlueprintPhaseId; effort: Level; title: string }[] = [
  { phase: 'quick_wins', effort: 'low', title: 'Quick wins' },
  { phase: 'next_30_days', effort: 'medium', title: 'Next 30 days' },
  { phase: 'strategic', effort: 'high', title: 'Strategic' },
];

const round1 = (n: number): number => Math.round(n * 10) / 10;

function estimate(points: number): string {
  return `estimate: up to +${round1(points)} points`;
}

/**
 * The findings arranged into phases by fix effort (low: quick wins, medium: next 30 days, high:
 * strategic), each phase in priority order. Phases without a finding are left out. Expected
 * effects add up points_if_fixed, which is an estimate: fixes in one dimension interact.
 */
export function buildBlueprint(findings: readonly FullFinding[]): BlueprintPhase[] {
  const ordered = [...findings].sort((a, b) => a.priority - b.priority);
  return PHASES.flatMap(({ phase, effort, title }) => {
    const inPhase = ordered.filter((f) => f.fix_effort === effort);
    if (inPhase.length === 0) return [];
    const total = inPhase.reduce((s, f) => s + f.points_if_fixed, 0);
    return [
      {
        phase,
        title: `${title}: ${inPhase.length} ${effort}-effort ${inPhase.length === 1 ? 'fix' : 'fixes'}`,
        steps: inPhase.map((f) => ({
          finding_id: f.id,
          check_id: f.check_id,
          action: f.fix_steps[0] || f.title,
          expected_effect: `${estimate(f.points_if_fixed)} (${f.impact_estimate})`,
        })),
        expected_effect: estimate(total),
      },
    ];
  });
}
