import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';

/** The trades that hack sites to plant links: pills, gambling, loans, knock-offs, adult, essays. */
const SPAM =
  /\b(?:viagra|cialis|levitra|kamagra|sildenafil|tadalafil|phentermine|tramadol|xanax|valium|ambien|oxycodone|propecia|priligy|online pharmacy|pharmacy online|canadian pharmacy|buy (?:pills|meds|generic)|cheap (?:pills|meds|generic|jerseys|nfl jerseys|oakley|ray-?ban|uggs?|louis vuitton|michael kors)|diet pills?|weight loss pills?|garcinia|raspberry ketone|casino|slots? online|online slots?|poker|roulette|blackjack|betting|sportsbook|bookmaker|judi|togel|slot gacor|payday loans?|cash advance|title loans?|replica (?:watches|bags|handbags)|essay writing|write my essay|buy essays?|escort(?:s| service)?|porn|xxx|sex cams?|hookup|followers cheap|buy (?:instagram|tiktok) followers)\b/i;

/** How many planted links make a hacked page (one can be an affiliate link gone wrong). */
const MIN_LINKS = 2;

export const TRUST_018: CheckDeclaration = {
  id: 'TRUST_018',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'trust',
  title: 'The page hides spam links: it looks hacked',
  label: 'No hidden spam links',
  description:
    'Links to pharmacy, casino or loan sites kept out of view (hidden, or set far off screen) are what a hacked site carries: search engines demote or flag such pages, browsers may warn, and a visitor who sees one leaves.',
  threshold: `fewer than ${MIN_LINKS} hidden or off-screen links to other sites that name pills, gambling, loans, knock-offs, adult content or essay mills`,
  severity: 'critical',
  // weight 1: nearly every page passes; failing caps the score like placeholder text (DECISIVE_FACTORS)
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove the hidden links and find how they got in (an outdated plugin or theme, a stolen password).',
    'Update the site, change every password and ask the search engines to review the site once clean.',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate:
    'estimate: +2-20% conversion and search traffic kept; a page flagged as hacked loses most of both',
  source: 'heuristic',
  run(model) {
    const spam = (model.hiddenLinks ?? []).filter((l) => SPAM.test(l.text) || SPAM.test(l.href));
    if (spam.length < MIN_LINKS)
      return pass(absent('hidden or off-screen links to spam sites'), `${spam.length} hidden spam link(s)`);
    return fail(
      spam.slice(0, 5).map((l) => seen(l, l.text)),
      `${spam.length} hidden links to spam sites (${[...new Set(spam.map((l) => l.how))].join(', ')})`,
    );
  },
};
