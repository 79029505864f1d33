import type { CheckResult, Evidence } from '../checks/check.js';
import { DIMENSIONS } from '../checks/dimensions.js';
import type { CheckLookup } from '../checks/catalogue.js';
import { SEVERITY_RANK } from './findings.js';
import type { Strength } from './types.js';
import { isFiller } from '../model/filler.js';

/** At most this many strengths are reported. */
export const STRENGTH_LIMIT = 8;
/** A first pass takes at most this many per dimension, so one strong area does not crowd out the rest. */
const PER_DIMENSION_FIRST_PASS = 2;

function observationOf(evidence: readonly Evidence[], observed: string | undefined): string {
  const quoted = evidence.filter((e) => !e.absent && e.quote).slice(0, 2);
  let text: string;
  if (quoted.length > 0) {
    text = `Seen: ${quoted.map((e) => `“${e.quote}”${e.selector ? ` (${e.selector})` : ''}`).join('; ')}`;
  } else {
    const absent = evidence.find((e) => e.absent);
    const located = evidence.find((e) => e.selector);
    text = absent
      ? `Checked: no ${absent.absent} found`
      : located
        ? `Seen at ${located.selector}`
        : 'Checked on the page';
  }
  return observed ? `${text} — ${observed}` : text;
}

/**
 * What the page already does well: passed checks ranked by weight, then severity, then their
 * dimension's weight, each citing what was seen. At most two per dimension first, then the best
 * of the rest, up to STRENGTH_LIMIT; the first pass also skips a pass quoting what an earlier one
 * already quoted (two checks praising the same button). Passes that quote the page rank before
 * passes that rest on something being absent.
 *
 * A strength never praises what the visitor does not see: evidence at a `concealed` selector (the
 * model's hidden and closed elements) is left out, and a pass whose quotes were all of such
 * elements is no strength at all; nor is one whose quotes are all template filler (lorem ipsum
 * in any of its forms).
 */
export function buildStrengths(
  results: readonly CheckResult[],
  lookup: CheckLookup,
  limit = STRENGTH_LIMIT,
  concealed: readonly string[] = [],
): Strength[] {
  const dimWeight = new Map<string, number>(DIMENSIONS.map((d) => [d.id, d.weight]));
  const unseen = new Set(concealed);
  const passed = results
    .filter((r) => r.status === 'pass')
    .flatMap((r) => {
      const def = lookup(r.id);
      if (!def) return [];
      const evidence = r.evidence.filter((e) => e.selector === null || !unseen.has(e.selector));
      const quoted = evidence.some((e) => !e.absent && e.quote);
      if (!quoted && r.evidence.some((e) => !e.absent && e.quote)) return [];
      // filler is never praised: a testimonial or a claim in template Latin is no strength
      const quotes = evidence.filter((e) => !e.absent && e.quote).map((e) => e.quote!);
      if (quotes.length > 0 && quotes.every(isFiller)) return [];
      return [{ r, def, evidence, quoted }];
    })
    .sort(
      (a, b) =>
        Number(b.quoted) - Number(a.quoted) ||
        b.def.weight - a.def.weight ||
        SEVERITY_RANK[b.def.severity] - SEVERITY_RANK[a.def.severity] ||
        (dimWeight.get(b.r.dimension) ?? 0) - (dimWeight.get(a.r.dimension) ?? 0) ||
        (a.r.id < b.r.id ? -1 : a.r.id > b.r.id ? 1 : 0),
    );

  const chosen = new Set<(typeof passed)[number]>();
  const perDimension = new Map<string, number>();
  const quotesUsed = new Set<string>();
  for (const p of passed) {
    if (chosen.size >= limit) break;
    const n = perDimension.get(p.r.dimension) ?? 0;
    const quote = p.evidence.find((e) => !e.absent && e.quote)?.quote;
    if (n >= PER_DIMENSION_FIRST_PASS || (quote !== undefined && quotesUsed.has(quote))) continue;
    perDimension.set(p.r.dimension, n + 1);
    if (quote !== undefined) quotesUsed.add(quote);
    chosen.add(p);
  }
  for (const p of passed) {
    if (chosen.size >= limit) break;
    chosen.add(p);
  }
  return passed
    .filter((p) => chosen.has(p))
    .map((p) => ({
      check_id: p.r.id,
      label: p.def.label,
      observation: observationOf(p.evidence, p.r.observed),
    }));
}
