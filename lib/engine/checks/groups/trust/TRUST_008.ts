import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';

const ABOUT_LINK =
  /^\s*(about( us| me)?|our story|who we are|our company|company|the company|meet the team)\s*$/i;

const ABOUT_HINT = /about|company|our-story|who-we-are/i;

const ABOUT_SEGMENT = /^(about|about-us|about_us|our-story|company|who-we-are)(\.[a-z]+)?$/i;

/** A top-level about page (/about, /company/), not a deep URL that merely contains "about". */
function isAboutHref(href: string): boolean {
  if (!ABOUT_HINT.test(href)) return false;
  try {
    const segments = new URL(href).pathname.split('/').filter(Boolean);
    return segments.length > 0 && segments.length <= 2 && ABOUT_SEGMENT.test(segments[segments.length - 1]);
  } catch {
    return false;
  }
}

export const TRUST_008: CheckDeclaration = {
  id: 'TRUST_008',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'No "About" page is linked',
  label: 'An "About" page is linked',
  description:
    'An about page answers "who are these people?"; it is one of the most visited pages by first-time buyers checking a business out.',
  threshold: 'a link to an about / our story / company page is present',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Write an About page with who runs the business, since when, and why.',
    'Link it from the navigation or footer.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1.5% conversion for first-time visitors; varies by brand awareness',
  source: 'heuristic',
  run(model) {
    const link = model.links.find((l) => l.internal && (isAboutHref(l.href) || ABOUT_LINK.test(l.text)));
    if (link) return pass(seen(link, link.text || link.href), 'about page linked');
    const scanned = model.site.pages.find((p) => p.kind === 'about');
    return scanned
      ? pass(
          { quote: `${scanned.title ?? 'About page'} (${scanned.url})`, selector: null },
          'about page among the scanned pages',
        )
      : fail(absent('a link to an About / Our story page'), 'no about link');
  },
};
