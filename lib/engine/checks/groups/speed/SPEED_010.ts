import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { measured } from '../../signals/evidence.js';
import { declaredAddresses, localDeliveryReason } from '../../../model/delivery.js';

export const SPEED_010: CheckDeclaration = {
  id: 'SPEED_010',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The page is served without HTTPS',
  label: 'Served over HTTPS',
  description:
    'Browsers mark plain-HTTP pages "Not secure", most loudly next to form fields; visitors will not type an email or card number under that warning.',
  threshold:
    "the final URL is https://; audited from a local copy or HTML sent with the request, the page's own canonical link, og:url or <base href> is https://",
  severity: 'critical',
  weight: 5,
  industries: 'all',
  needs: 'static',
  // Not `uses: ['transport']`: a local copy still says how its live site is served (run below).
  fixSteps: [
    "Install a TLS certificate (free from Let's Encrypt or your host/CDN).",
    'Redirect every http:// URL to its https:// version with a 301.',
    'Update internal links, canonical and sitemap to https.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +5-20% form and checkout completion on pages now flagged "Not secure"; varies',
  source: 'heuristic',
  run(model) {
    const local = localDeliveryReason(model.delivery);
    if (!local) {
      const secure = model.finalUrl.toLowerCase().startsWith('https://');
      return secure ? pass(measured(model.finalUrl), 'https') : fail(measured(model.finalUrl), 'http');
    }
    // A local copy, a snapshot or HTML sent with the request was not served by the live site, but
    // the page gives the live address it is published at, as a reviewer reads it there
    const declared = declaredAddresses(model);
    const schemes = new Set(declared.map((d) => d.secure));
    if (schemes.size !== 1) {
      return notApplicable(
        declared.length === 0
          ? `${local}; the page gives no address of its own (canonical link, og:url or <base href>) to read the live site's scheme from`
          : `${local}; the page gives its own address as both http:// and https:// (${declared.map((d) => d.source).join(' and ')})`,
      );
    }
    const where = declared.map((d) => d.source).join(' and ');
    const evidence = declared.map((d) => measured(d.url));
    return schemes.has(true)
      ? pass(evidence, `https, as the page's ${where} gives its live address (audited locally)`)
      : fail(
          evidence,
          `http: the page's ${where} gives its live address as plain http:// (audited locally)`,
          {
            confidence: 'medium',
          },
        );
  },
};
