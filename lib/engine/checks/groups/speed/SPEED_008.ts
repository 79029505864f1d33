import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { measured } from '../../signals/evidence.js';

export const SPEED_008: CheckDeclaration = {
  id: 'SPEED_008',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The HTML is sent uncompressed',
  label: 'HTML is compressed',
  description:
    'Gzip or Brotli shrinks HTML by 70-90%; without it the first byte of content reaches the visitor later on every visit.',
  threshold: 'the HTML response has Content-Encoding gzip, br or zstd',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  uses: ['transport'],
  fixSteps: [
    'Enable Brotli or gzip compression for text/html (and CSS/JS) on the server or CDN.',
    'Confirm with `curl -sI -H "Accept-Encoding: br, gzip" <url>` that Content-Encoding appears.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: 100-500 ms faster first paint on slow connections; +0-2% conversion',
  source: 'heuristic',
  run(model) {
    const headers = model.http.headers;
    if (Object.keys(headers).length === 0) return notApplicable('no response headers were recorded');
    const encoding = headers['content-encoding'];
    if (model.http.compressed || (encoding && /\b(?:gzip|br|zstd|deflate)\b/i.test(encoding))) {
      return pass(measured(`Content-Encoding: ${encoding ?? 'compressed'}`), encoding ?? 'compressed');
    }
    return fail(
      absent('a Content-Encoding: gzip/br response header'),
      `${Math.round(model.http.bytes / 1000)} KB sent uncompressed`,
    );
  },
};
