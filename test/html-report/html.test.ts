import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SafeHtml, escapeHtml, html, safeHref, strictCsp } from '../../lib/html-report/html.js';

describe('the HTML builder', () => {
  it('escapes every interpolated value, in text and in attributes', () => {
    const quote = `"><script>alert(1)</script><img src=x onerror='y'>\``;

    const out = html`<p title="${quote}">${quote}</p>`.value;

    expect(out).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&#39;y&#39;&gt;&#96;">' +
        '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&#39;y&#39;&gt;&#96;</p>',
    );
  });

  it('passes its own markup through, joins arrays and drops null, undefined and false', () => {
    const items = ['a&b', html`<b>${'<i>'}</b>`];

    expect(
      html`<ul>
        ${items.map((i) => html`<li>${i}</li>`)}${null}${undefined}${false}
      </ul>`.value.replace(/\s+/g, ''),
    ).toBe('<ul><li>a&amp;b</li><li><b>&lt;i&gt;</b></li></ul>');
    expect(new SafeHtml('<hr>').toString()).toBe('<hr>');
    expect(escapeHtml(null)).toBe('');
  });

  it('keeps only http(s) and fragment links', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('#finding_001')).toBe('#finding_001');
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      '/relative',
      null,
    ])
      expect(safeHref(bad)).toBe('#');
  });

  it('allows no script and exactly the hashed stylesheet', () => {
    const css = 'body{color:#000}';
    const hash = createHash('sha256').update(css).digest('base64');

    const csp = strictCsp(css);

    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
  });
});
