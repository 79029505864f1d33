import { describe, expect, it } from 'vitest';
import {
  changedSignificantly,
  contentFingerprint,
  fingerprintDistance,
  SIGNIFICANT_DISTANCE,
  stableTokens,
} from '../../../lib/engine/model/fingerprint.js';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import { readCorpusPage, staticHttp } from './corpus-models.js';

function modelOf(html: string) {
  return buildPageModel({
    url: 'https://www.example.com/',
    finalUrl: 'https://www.example.com/',
    html,
    http: staticHttp(html.length),
  });
}

describe('contentFingerprint', () => {
  const original = readCorpusPage('landwind-template');
  const base = modelOf(original);

  it('is a 64-bit hex string and stable for the same page', () => {
    expect(base.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(contentFingerprint(base)).toBe(base.fingerprint);
  });

  it('does not change significantly when only a date, a time, a counter and a CSRF token change', () => {
    const before = original.replace(
      '</body>',
      '<p>Updated 2024-03-01 at 10:15, 1,234 views</p><input name="csrf" value="a9f3c2d1e8b7a6f5e4d3c2b1a0f9e8d7"><p>token 7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e</p></body>',
    );
    const after = original.replace(
      '</body>',
      '<p>Updated 2025-11-21 at 18:40, 9,876 views</p><input name="csrf" value="0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e"><p>token 1e2d3c4b5a6f7e8d9c0b1a2f3e4d5c6b</p></body>',
    );
    const a = modelOf(before).fingerprint;
    const b = modelOf(after).fingerprint;
    expect(fingerprintDistance(a, b)).toBe(0);
    expect(changedSignificantly(a, b)).toBe(false);
  });

  it('changes significantly when the headline and a section are replaced', () => {
    const changed = original
      .replace(/<h1[^>]*>[\s\S]*?<\/h1>/, '<h1>Accounting software for restaurants</h1>')
      .replace(
        /<section/,
        '<section><h2>Menus, payroll and inventory in one place</h2><p>Run every location from one dashboard with live food cost, tips and staff schedules, synced with your point of sale.</p><ul><li>Food cost reports every morning</li><li>Tip pooling that follows local law</li><li>Inventory counts on a phone</li></ul></section><section',
      );
    const distance = fingerprintDistance(base.fingerprint, modelOf(changed).fingerprint);
    expect(distance).toBeGreaterThan(SIGNIFICANT_DISTANCE);
    expect(changedSignificantly(base.fingerprint, modelOf(changed).fingerprint)).toBe(true);
  });

  it('does not change significantly when one sentence is added', () => {
    const edited = modelOf(original.replace(/<\/p>/, ' We also ship to Canada.</p>')).fingerprint;
    expect(changedSignificantly(base.fingerprint, edited)).toBe(false);
  });

  it('changes significantly when only the headline changes', () => {
    const edited = modelOf(
      original.replace(/<h1([^>]*)>[\s\S]*?<\/h1>/, '<h1$1>Accounting software for restaurants</h1>'),
    ).fingerprint;
    expect(changedSignificantly(base.fingerprint, edited)).toBe(true);
  });

  it('tells two different pages apart', () => {
    const other = modelOf(readCorpusPage('saasy-dark-template')).fingerprint;
    expect(changedSignificantly(base.fingerprint, other)).toBe(true);
  });
});

describe('fingerprintDistance', () => {
  it('counts differing bits', () => {
    expect(fingerprintDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(fingerprintDistance('0000000000000000', '000000000000000f')).toBe(4);
    expect(fingerprintDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
  });

  it('treats a missing fingerprint as changed', () => {
    expect(changedSignificantly('', '0000000000000000')).toBe(true);
  });
});

describe('stableTokens', () => {
  it('drops dates, times, uuids, long hex and counters', () => {
    expect(
      stableTokens(
        'Posted March 3, 2024 at 10:30 am — 2,345 views id 550e8400-e29b-41d4-a716-446655440000 Great shoes',
      ),
    ).toEqual(['posted', 'at', 'id', 'great', 'shoes']);
  });
});
