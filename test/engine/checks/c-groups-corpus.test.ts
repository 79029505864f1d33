import { describe, expect, it } from 'vitest';
import { checksOf } from '../../support/check-kit/index.js';
import { corpusModel, corpusName, manifest } from '../model/corpus-models.js';

const checks = (['seo', 'navigation', 'mobile', 'speed', 'accessibility', 'retention'] as const).flatMap(
  (group) => checksOf(group),
);

function run(id: string, page: string) {
  const check = checks.find((c) => c.id === id);
  if (!check) throw new Error(`no check ${id}`);
  return check.run(corpusModel(page));
}

describe('seo, navigation, mobile, speed, accessibility and retention checks on the real-page corpus', () => {
  it.each(manifest.map(corpusName))('judge %s with evidence on every pass and fail', (page) => {
    const model = corpusModel(page);
    for (const check of checks) {
      if (check.industries !== 'all' && !check.industries.includes(model.industry.id)) continue;
      if (check.needs === 'render' && !model.render) continue;
      const outcome = check.run(model);
      if (outcome.status === 'not_applicable') {
        expect(outcome.reason.length, check.id).toBeGreaterThan(0);
        continue;
      }
      expect(outcome.evidence.length, check.id).toBeGreaterThan(0);
      // evidence names what was seen: page text, an element (an image or nameless link has no
      // text to quote, and a quote must be text the page shows) or what was looked for
      for (const e of outcome.evidence) {
        expect(
          e.quote.length > 0 || e.absent !== undefined || e.selector !== null,
          `${check.id} evidence ${JSON.stringify(e)}`,
        ).toBe(true);
      }
      expect(outcome.observed, check.id).toBeTruthy();
    }
  });

  it('flags the plain-text phone number of a 2014 plumber site', () => {
    const outcome = run('MOBILE_007', 'misterplumber-home');
    expect(outcome).toMatchObject({
      status: 'fail',
      evidence: [{ quote: '416 939 1530' }, { absent: 'a tel: link' }],
    });
  });

  it('finds the skip link of a modern agency site', () => {
    expect(run('ACCESS_007', 'bluecadet-agency-home')).toMatchObject({
      status: 'pass',
      evidence: [{ quote: 'Skip to Main Content' }],
    });
  });

  it('counts the blocking scripts in the head of an old shop', () => {
    expect(run('SPEED_009', 'wellca-shampoo-pdp')).toMatchObject({
      status: 'fail',
      observed: '15 render-blocking scripts (at most 1)',
    });
  });

  it('quotes the overlong title of a keyword-stuffed shop page', () => {
    const outcome = run('SEO_001', 'wellca-shampoo-pdp');
    expect(outcome.status).toBe('fail');
    expect(outcome).toMatchObject({ evidence: [{ selector: 'head > title' }] });
  });
});
