import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PORTAL_CSP, signInPage } from '../../lib/portal/pages.js';
import { REPORT_CSP } from '../../lib/html-report/report-page.js';

/** The sha256 sources a CSP's style-src allows. */
function allowedStyleHashes(csp: string): string[] {
  const styleSrc = csp.split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
  return [...styleSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]!);
}

describe('the portal stylesheet under its Content-Security-Policy', () => {
  it('serves a <style> whose exact text has the hash the CSP allows, so the browser applies it', () => {
    const page = signInPage({ base: '/portal', csrf: null, current: null, notice: null }, null, null);
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256').update(styles[0]!).digest('base64');
    expect(allowedStyleHashes(PORTAL_CSP)).toContain(hash);
    // a whitespace change in the element would break it: the hash is of the text as served
    const indented = createHash('sha256').update(`\n  ${styles[0]}\n`).digest('base64');
    expect(allowedStyleHashes(PORTAL_CSP)).not.toContain(indented);
    expect(allowedStyleHashes(REPORT_CSP)).toHaveLength(1);
  });
});
