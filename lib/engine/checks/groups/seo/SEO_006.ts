import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { DOCUMENT, measured } from '../../signals/evidence.js';

const NOINDEX = /\b(?:noindex|none)\b/i;

export const SEO_006: CheckDeclaration = {
  id: 'SEO_006',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'The page tells search engines not to index it',
  label: 'Page may be indexed',
  description:
    'A leftover noindex from staging silently removes a money page from search; no amount of copy work helps a page nobody can find.',
  threshold: 'no "noindex" or "none" in the robots meta tag or the X-Robots-Tag header',
  severity: 'high',
  weight: 5,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove "noindex" from <meta name="robots"> and from the X-Robots-Tag header.',
    'Check the CMS or SEO plugin setting that hides the site from search engines.',
    'Request re-indexing in Google Search Console.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate:
    'estimate: recovers 50-100% of the lost organic traffic of the page; none when it was indexed',
  source: 'heuristic',
  run(model) {
    const robots = model.meta.robots?.trim() ?? '';
    // the headers of a local server are not the live site's
    const local = model.delivery.loopback || model.delivery.localFile;
    const header = local ? '' : (model.http.headers['x-robots-tag'] ?? '');
    if (NOINDEX.test(robots)) return fail(seen(DOCUMENT.robots, robots), 'noindex in robots meta');
    if (NOINDEX.test(header)) return fail(measured(`X-Robots-Tag: ${header}`), 'noindex in X-Robots-Tag');
    return pass(
      robots ? seen(DOCUMENT.robots, robots) : absent('a noindex directive in robots meta or X-Robots-Tag'),
      'indexable',
    );
  },
};
