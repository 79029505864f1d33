import type { FullFinding, Strength, Verdict } from './types.js';

const LEAKS_NAMED = 3;
const ASSETS_NAMED = 2;

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function unsentence(title: string): string {
  return title.replace(/[.\s]+$/, '');
}

/**
 * Two to four sentences computed from the audit: score and verdict, the top findings by priority
 * and the strongest strengths.
 */
export function buildSummary(input: {
  score: number;
  verdict: Verdict;
  findings: readonly FullFinding[];
  strengths: readonly Strength[];
  industry: string;
}): string {
  const { score, verdict, findings, strengths, industry } = input;
  const sentences = [
    `This ${industry === 'other' ? '' : `${industry} `}page scores ${score}/100 (${verdict}) with ${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}.`,
  ];
  const leaks = findings.slice(0, LEAKS_NAMED).map((f) => `“${unsentence(f.title)}”`);
  if (leaks.length > 0) {
    const gain =
      Math.round(findings.slice(0, LEAKS_NAMED).reduce((s, f) => s + f.points_if_fixed, 0) * 10) / 10;
    sentences.push(
      `The biggest leaks to fix first: ${list(leaks)}${gain > 0 ? ` (estimate: up to +${gain} points together)` : ''}.`,
    );
  } else {
    sentences.push('No applicable check failed.');
  }
  const assets = strengths.slice(0, ASSETS_NAMED).map((s) => `“${unsentence(s.label)}”`);
  if (assets.length > 0) sentences.push(`Its strongest assets: ${list(assets)}.`);
  return sentences.join(' ');
}
