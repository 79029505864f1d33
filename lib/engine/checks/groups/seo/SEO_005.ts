import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';
import { hostOf } from '../../signals/urls.js';
import { siteUrlOf } from '../../../model/delivery.js';

export const SEO_005: CheckDeclaration = {
  id: 'SEO_005',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'No canonical URL on the page, or it points to another site',
  label: 'Canonical URL is set',
  description:
    'Tracking parameters and duplicate paths split ranking signals across copies of the page; a canonical link tells search engines which URL to rank.',
  threshold: 'a <link rel="canonical"> with an absolute http(s) URL on the page\'s own host',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add <link rel="canonical" href="https://your-domain/path"> in the <head>.',
    'Use the absolute, preferred URL of this page (https, without tracking parameters).',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-5% organic traffic where duplicates exist; often none',
  source: 'heuristic',
  run(model) {
    const canonical = model.canonical?.trim();
    if (!canonical) return fail(absent('a <link rel="canonical">'), 'no canonical');
    // quoted as written: a typo such as "https://https://" is what the owner has to find and fix
    const ev = seen(DOCUMENT.canonical, model.canonicalHref ?? canonical);
    const host = /^https?:\/\//i.test(canonical) ? hostOf(canonical) : null;
    if (!host || !host.includes('.')) return fail(ev, 'not a valid absolute http(s) URL');
    // a local copy (file or dev server) is at 127.0.0.1: its site is the one its canonical names
    const pageHost = hostOf(siteUrlOf(model));
    return host === pageHost
      ? pass(ev, `canonical on ${host}`)
      : fail(ev, `canonical on ${host}, page on ${pageHost ?? 'unknown host'}`);
  },
};
