import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { scanYear } from '../../signals/scan-time.js';
import { findAllText } from '../../signals/text-search.js';
import { COPYRIGHT_NEAR } from './shared.js';

const DATED_PROMO =
  /\b(sale|offers?|deals?|promo(tion)?s?|discounts?|events?|season|specials?|holiday|black friday|cyber monday|christmas|summer|spring|fall|autumn|winter|collection|new for|tour|festival|conference)\b[^.©]{0,30}?\b((?:19|20)\d{2})\b|\b((?:19|20)\d{2})\s+(sale|offers?|deals?|collection|season|events?|promo(tion)?s?|catalog(ue)?|tour|festival|conference|summer|winter|spring|fall|holiday)\b/gi;

export const UNIV_003: CheckDeclaration = {
  id: 'UNIV_003',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'The page still advertises a promotion or event from past years',
  label: 'Dated promotions are current',
  description:
    'A "2019 summer sale" banner tells visitors nobody is minding the shop, and makes them doubt that prices and stock are current.',
  threshold: 'no promotion, collection or event on the page is dated more than one year before the scan',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove or update every promotion and event that names a past year.',
    'Give campaign banners an end date in the CMS so they expire on their own.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const year = scanYear(model);
    const hits = findAllText(model, /\b(?:19|20)\d{2}\b/).filter((h) => !COPYRIGHT_NEAR.test(h.text));
    let newest: { hit: (typeof hits)[number]; year: number } | null = null;
    let stale: { hit: (typeof hits)[number]; year: number } | null = null;
    for (const hit of hits) {
      for (const m of hit.text.matchAll(DATED_PROMO)) {
        const y = Number(m[3] ?? m[4]);
        if (y > year + 1) continue;
        if (y < year - 1 && !stale) stale = { hit, year: y };
        if (!newest || y > newest.year) newest = { hit, year: y };
      }
    }
    if (stale)
      return fail(seen(stale.hit, stale.hit.text), `promotion dated ${stale.year} (scan year ${year})`);
    return newest
      ? pass(seen(newest.hit, newest.hit.text), `latest dated promotion ${newest.year}`)
      : notApplicable('no dated promotion or event');
  },
};
