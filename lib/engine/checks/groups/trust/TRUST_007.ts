import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { scanYear } from '../../signals/scan-time.js';
import { findAllText } from '../../signals/text-search.js';

const COPYRIGHT =
  /(?:©|\(c\)|copyright)\s*(?:copyright\s*)?(?:[^\d]{0,40}?)((?:19|20)\d{2})(?:\s*[-–—]\s*((?:19|20)\d{2}))?/gi;

export const TRUST_007: CheckDeclaration = {
  id: 'TRUST_007',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'trust',
  title: 'The copyright year is out of date',
  label: 'The copyright year is current',
  description:
    'An old copyright year is the quickest tell that a site is unmaintained, which makes visitors wonder whether the business still operates.',
  threshold: 'the latest year in the copyright notice is the scan year or the year before',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Render the copyright year from the current date in the footer template.',
    'Review other dated content at the same time.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-0.5% conversion; a small credibility fix',
  source: 'heuristic',
  run(model) {
    const year = scanYear(model);
    const hits = findAllText(model, /©|\(c\)|copyright/i);
    let best: { hit: (typeof hits)[number]; year: number } | null = null;
    for (const hit of hits) {
      for (const m of hit.text.matchAll(COPYRIGHT)) {
        const y = Number(m[2] ?? m[1]);
        if (y <= year + 1 && (!best || y > best.year)) best = { hit, year: y };
      }
    }
    if (!best) return notApplicable('no copyright notice with a year');
    const ev = seen(best.hit, best.hit.text);
    const observed = `© ${best.year} (scan year ${year})`;
    return best.year >= year - 1 ? pass(ev, observed) : fail(ev, observed);
  },
};
