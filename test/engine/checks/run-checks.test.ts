import { describe, expect, it } from 'vitest';
import type { CheckDefinition, CheckOutcome } from '../../../lib/engine/checks/check.js';
import { absent, pass } from '../../../lib/engine/checks/outcome.js';
import { CHECKS } from '../../../lib/engine/checks/registry.js';
import { applicability, runCheck, runChecks, runGroup } from '../../../lib/engine/checks/run-checks.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { settledResults } from '../../../bench/corpus.js';
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
    needs: 'static',
    fixSteps: ['Add a <title>.', 'Put the product name first.'],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% organic clicks',
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
    // settledResults is runChecks, re-running a check that overran the wall-clock budget on a busy machine
    const results = settledResults(model);
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
