import { describe, expect, it } from 'vitest';
import type { CheckDefinition, CheckDependency, CheckOutcome } from '../../../lib/engine/checks/check.js';
import { absent, pass } from '../../../lib/engine/checks/outcome.js';
import { CHECKS } from '../../../lib/engine/checks/registry.js';
import { applicability, runCheck, runChecks, runGroup } from '../../../lib/engine/checks/run-checks.js';
import { deliveryFacts } from '../../../lib/engine/model/delivery.js';
import { emptyModel } from '../../../lib/engine/model/empty-model.js';
import type { PageModel, RenderFacts } from '../../../lib/engine/model/page-model.js';
import { corpusModel } from '../model/corpus-models.js';
import { modelWith, renderFacts } from '../../support/model-fixture.js';

/** A well-formed declaration around the given run function, as a group file would declare it. */
function declared(
  run: (model: PageModel) => CheckOutcome,
  over: Partial<CheckDefinition> = {},
): CheckDefinition {
  return {
    id: 'UNIV_901',
    group: 'universal',
    dimension: 'clarity',
    title: 'The page has no title',
    label: 'The page has a title',
    description: 'A title tells visitors and search engines what the page is.',
    threshold: 'the page has a <title>',
    severity: 'low',
    weight: 1,
    industries: 'all',
    pageTypes: 'all',
    languages: 'any',
    needs: 'static',
    fixSteps: ['Add a <title>.', 'Put the product name first.'],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% organic clicks',
    source: 'heuristic',
    run,
    ...over,
  };
}

const page = modelWith({
  title: 'Acme invoices',
  industry: { id: 'saas', confidence: 0.9, signals: ['plans'] },
});

describe('running checks', () => {
  it('records a check that throws as errored, with the message, without throwing', () => {
    const exploding = declared(() => {
      throw new TypeError('cannot read properties of undefined');
    });
    const result = runCheck(exploding, page);
    expect(result).toMatchObject({
      id: 'UNIV_901',
      group: 'universal',
      dimension: 'clarity',
      status: 'error',
      evidence: [],
      reason: 'cannot read properties of undefined',
    });
  });

  it('keeps running the other checks after one throws', () => {
    const exploding = declared(() => {
      throw new Error('boom');
    });
    const fine = declared(() => pass({ quote: 'Acme invoices', selector: 'head > title' }), {
      id: 'UNIV_902',
    });
    const results = runChecks(page, [exploding, fine]);
    expect(results.map((r) => r.status)).toEqual(['error', 'pass']);
  });

  it('records a pass without evidence as errored', () => {
    const unsupported = declared(() => ({ status: 'pass', evidence: [] }));
    expect(runCheck(unsupported, page)).toMatchObject({
      status: 'error',
      evidence: [],
      reason: 'returned a verdict without evidence',
    });
  });

  it('records a fail without evidence as errored', () => {
    const unsupported = declared(() => ({ status: 'fail', evidence: [], observed: '0 words' }));
    expect(runCheck(unsupported, page).status).toBe('error');
  });

  it('keeps the evidence and the observed value of a verdict', () => {
    const missing = declared(() => ({
      status: 'fail',
      evidence: [absent('a <title>')],
      observed: 'no title',
    }));
    expect(runCheck(missing, page)).toMatchObject({
      status: 'fail',
      evidence: [{ quote: '', selector: null, absent: 'a <title>' }],
      observed: 'no title',
    });
  });

  it('does not run a check on a page of an industry it does not serve, and says why', () => {
    let ran = false;
    const shopOnly = declared(
      () => {
        ran = true;
        return pass({ quote: 'x', selector: 'p' });
      },
      { industries: ['ecommerce'] },
    );
    const result = runCheck(shopOnly, page);
    expect(ran).toBe(false);
    expect(result.status).toBe('not_applicable');
    expect(result.reason).toBe('applies to ecommerce pages; this page was classified as saas');
    expect(result.evidence).toEqual([]);
  });

  it('does not run a render check on a static model, and says the scan was static and why', () => {
    const renderOnly = declared(() => pass({ quote: 'x', selector: 'p' }), { needs: 'render' });
    const staticPage = { ...page, staticReason: 'no browser could start: spawn ENOENT' };
    const result = runCheck(renderOnly, staticPage);
    expect(result.status).toBe('not_applicable');
    expect(result.reason).toBe(
      'needs a rendered page; this scan ran in static mode (no browser could start: spawn ENOENT)',
    );
  });

  it('runs a render check when the model has render facts', () => {
    const renderOnly = declared((m) => pass({ quote: `${m.render?.mobile.width}px`, selector: 'html' }), {
      needs: 'render',
    });
    const rendered: PageModel = { ...page, mode: 'render', render: renderFacts() };
    expect(applicability(renderOnly, rendered)).toBeNull();
    expect(runCheck(renderOnly, rendered)).toMatchObject({ status: 'pass', evidence: [{ quote: '390px' }] });
  });

  it('passes a not-applicable outcome through with the check’s own reason', () => {
    const noForm = declared(() => ({ status: 'not_applicable', reason: 'the page has no form' }));
    expect(runCheck(noForm, page)).toMatchObject({
      status: 'not_applicable',
      reason: 'the page has no form',
    });
  });

  it('runs the whole catalogue on a real page, with evidence behind every pass and fail', () => {
    const model = corpusModel('agilezen-home');
    const results = runChecks(model);
    expect(results.map((r) => r.id)).toEqual(CHECKS.map((c) => c.id));
    for (const result of results) {
      expect(result.status, `${result.id}: ${result.reason ?? ''}`).not.toBe('error');
      if (result.status === 'pass' || result.status === 'fail') {
        expect(result.evidence.length, result.id).toBeGreaterThan(0);
      } else {
        expect(result.reason, result.id).toBeTruthy();
      }
    }
    expect(results.some((r) => r.status === 'pass')).toBe(true);
    expect(results.some((r) => r.status === 'fail')).toBe(true);
  });

  it('runs only the checks of one group', () => {
    const results = runGroup(corpusModel('agilezen-home'), 'social-proof');
    expect(results.length).toBe(CHECKS.filter((c) => c.group === 'social-proof').length);
    expect(new Set(results.map((r) => r.id.split('_')[0]))).toEqual(new Set(['SOCIAL', 'SPQ']));
  });
});

describe('checks that depend on how the page was served or loaded', () => {
  const usesAny = (c: CheckDefinition, ...deps: CheckDependency[]) => deps.some((d) => c.uses?.includes(d));
  const servedChecks = CHECKS.filter((c) => usesAny(c, 'transport', 'timing'));
  // Checks limited to some industries answer for their industry first; these run on an 'other' page.
  const layoutChecks = CHECKS.filter((c) => usesAny(c, 'layout') && c.industries === 'all');

  /** A slow, plain-HTTP, uncompressed, redirected page whose own files fail: every served check fails live. */
  function servedBadly(
    finalUrl: string,
    opts: { localFile?: boolean; render?: RenderFacts } = {},
  ): PageModel {
    const render =
      opts.render ??
      renderFacts({
        timing: {
          ttfbMs: 2400,
          fcpMs: 5000,
          lcpMs: 7000,
          cls: 0.01,
          tbtMs: 900,
          domContentLoadedMs: 5000,
          loadMs: 9000,
        },
        weight: { requests: 120, transferBytes: 6_000_000, byType: {} },
        failedRequests: [`${new URL('/app.js', finalUrl).href} (net::ERR_CONNECTION_REFUSED)`],
        requestsFailed: 1,
      });
    return modelWith({
      url: 'http://shop.example.com/old',
      finalUrl,
      mode: 'render',
      http: {
        ...emptyModel().http,
        https: false,
        headers: { 'content-type': 'text/html' },
        bytes: 240_000,
        compressed: false,
        redirects: [
          'http://shop.example.com/old',
          'http://shop.example.com/old/',
          'http://shop.example.com/new',
        ],
        ttfbMs: 2400,
        totalMs: 3000,
      },
      render,
      delivery: deliveryFacts({ finalUrl, localFile: opts.localFile, render }),
    });
  }

  it('tags the served and layout checks it knows of', () => {
    expect(servedChecks.map((c) => c.id)).toEqual(
      expect.arrayContaining(['SPEED_001', 'SPEED_002', 'SPEED_008', 'SPEED_014']),
    );
    // HTTPS is read on a local copy too, from the address the page gives itself (speed.test.ts)
    expect(servedChecks.map((c) => c.id)).not.toContain('SPEED_010');
    expect(layoutChecks.map((c) => c.id)).toEqual(
      expect.arrayContaining(['ACCESS_005', 'MOBILE_005', 'CTA_014', 'HERO_011']),
    );
  });

  it('fails the served checks on a live page, the control for the loopback case', () => {
    const live = servedBadly('http://shop.example.com/new');
    expect(live.delivery).toMatchObject({ loopback: false, localFile: false, reasons: [] });
    const results = runChecks(live, servedChecks);
    expect(results.filter((r) => r.status === 'fail').map((r) => r.id)).toEqual(
      servedChecks.map((c) => c.id),
    );
  });

  it('makes every transport and timing check not applicable on a loopback model, with the reason', () => {
    for (const host of ['127.0.0.1:4173', 'localhost:3000', '[::1]:8080', '192.168.1.20', 'devbox']) {
      const model = servedBadly(`http://${host}/index.html`);
      expect(model.delivery.loopback, host).toBe(true);
      for (const result of runChecks(model, servedChecks)) {
        expect(result.status, `${host} ${result.id}`).toBe('not_applicable');
        expect(result.reason).toMatch(
          /^served from .+ \(a local address\): HTTPS, response headers and network speed are those of the local server, not the live site$/,
        );
      }
    }
    const results = runChecks(servedBadly('http://127.0.0.1:4173/'), servedChecks);
    expect(results[0].reason).toBe(
      'served from 127.0.0.1 (a local address): HTTPS, response headers and network speed are those of the local server, not the live site',
    );
  });

  it('treats a local file as a local delivery even without a loopback host', () => {
    const model = servedBadly('http://shop.example.com/new', { localFile: true });
    expect(model.delivery.localFile).toBe(true);
    for (const result of runChecks(model, servedChecks)) {
      expect(result.status, result.id).toBe('not_applicable');
      expect(result.reason).toMatch(/^audited from a local file .*: HTTPS, response headers/);
    }
  });

  it('keeps content facts about links: an http:// page link still counts on a loopback audit', () => {
    const model = servedBadly('http://127.0.0.1:4173/');
    // SPEED_010 reads the served scheme from the page's own address instead (speed.test.ts)
    const notServed = CHECKS.filter(
      (c) => !usesAny(c, 'transport', 'timing', 'layout') && c.id !== 'SPEED_010',
    );
    for (const result of runChecks(model, notServed)) {
      expect(result.reason ?? '', result.id).not.toMatch(/local address/);
    }
  });

  it('makes layout checks not applicable on a degraded render, and only them', () => {
    const cramped = {
      mobile: { horizontalOverflowPx: 400, smallTextShare: 0.8, bodyFontSizePx: 10 },
      tapTargets: Array.from({ length: 10 }, (_, i) => ({
        selector: `a:nth-of-type(${i + 1})`,
        text: `Link ${i}`,
        width: 12,
        height: 12,
        spacingPx: 1,
      })),
    };
    const styled = renderFacts({ ...cramped, stylesheets: { requested: 3, failed: [] } });
    const unstyled = renderFacts({
      ...cramped,
      stylesheets: {
        requested: 3,
        failed: [
          {
            url: 'https://cdn.shop.example.com/site.css',
            reason: 'net::ERR_NAME_NOT_RESOLVED',
            layout: true,
          },
        ],
      },
    });
    const live = servedBadly('https://shop.example.com/', { render: styled });
    const liveFails = runChecks(live, layoutChecks).filter((r) => r.status === 'fail');
    expect(liveFails.map((r) => r.id)).toEqual(
      expect.arrayContaining(['MOBILE_002', 'MOBILE_004', 'MOBILE_005']),
    );

    const degraded = servedBadly('https://shop.example.com/', { render: unstyled });
    expect(degraded.delivery).toMatchObject({
      degraded: true,
      loopback: false,
      stylesheetsFailed: ['https://cdn.shop.example.com/site.css (net::ERR_NAME_NOT_RESOLVED)'],
    });
    for (const result of runChecks(degraded, layoutChecks)) {
      expect(result.status, result.id).toBe('not_applicable');
      expect(result.reason).toBe(
        '1 of 3 stylesheets failed to load, so sizes, positions and colours measured in the render are not what visitors see',
      );
    }
    // Served from the live host, the served checks still judge it.
    expect(runChecks(degraded, servedChecks).filter((r) => r.status === 'fail').length).toBeGreaterThan(0);
  });

  it('leaves layout checks alone when only web-font stylesheets failed', () => {
    const render = renderFacts({
      stylesheets: {
        requested: 2,
        failed: [
          { url: 'https://fonts.googleapis.com/css2?family=Inter', reason: 'HTTP 404', layout: false },
        ],
      },
    });
    const model = servedBadly('https://shop.example.com/', { render });
    expect(model.delivery.degraded).toBe(false);
    expect(model.delivery.reasons).toEqual([
      '1 of 2 stylesheets failed to load (web-font, icon-font or non-blocking stylesheets only; the layout is unaffected)',
    ]);
    for (const check of layoutChecks) expect(applicability(check, model), check.id).toBeNull();
  });
});
