import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../lib/engine/checks/check.js';
import { catalogueOf, lookupOf } from '../../../lib/engine/checks/catalogue.js';
import { lookupIn } from '../../../lib/engine/checks/default-catalogue.js';
import { CHECKS } from '../../../lib/engine/checks/registry.js';
import { SUBJECT_NAMES, showsSubject } from '../../../lib/engine/checks/subjects.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { composeAudit } from '../../../lib/engine/report/build-report.js';
import { contradictionsIn, reconcileResults } from '../../../lib/engine/report/consistency.js';
import { located, modelWith } from '../../support/model-fixture.js';
import { checkDef, result } from './catalogue-fixture.js';

const live = lookupIn(undefined);
const byId = (id: string) => {
  const def = live(id);
  if (!def) throw new Error(`no check ${id}`);
  return def;
};
const absent = (what: string) => [{ quote: '', selector: null, absent: what }];
const statusIn = (results: readonly CheckResult[], id: string) => results.find((r) => r.id === id)?.status;

describe('consistency pass: a failure never denies what another verdict shows', () => {
  it('sets "no phone number" aside when a button quotes a vanity number', () => {
    const results = [
      result(byId('TRUST_005'), 'fail', absent('a phone number or tel: link')),
      result(byId('CTA_002'), 'pass', [{ quote: 'Free Consultation 303.333.PAUL', selector: '#hero a.btn' }]),
    ];

    const out = reconcileResults(results, live, modelWith());

    expect(statusIn(out.results, 'TRUST_005')).toBe('not_applicable');
    expect(out.results[0].reason).toContain('CTA_002 shows a phone number: “Free Consultation 303.333.PAUL”');
    expect(out.refuted).toEqual([
      { id: 'TRUST_005', subject: 'phone', by: 'CTA_002', quote: 'Free Consultation 303.333.PAUL' },
    ]);
  });

  it('keeps "no phone number" when no verdict quotes one (dates, prices and order numbers are none)', () => {
    const results = [
      result(byId('TRUST_005'), 'fail', absent('a phone number or tel: link')),
      result(byId('CTA_002'), 'pass', [{ quote: 'Order by 2015-12-01 for $1,299', selector: '#hero a.btn' }]),
      result(byId('UNIV_003'), 'fail', [{ quote: 'Spring sale 2019', selector: '#banner' }]),
    ];

    const out = reconcileResults(results, live, modelWith());

    expect(statusIn(out.results, 'TRUST_005')).toBe('fail');
    expect(out.refuted).toEqual([]);
  });

  it('keeps "no main action stands out" beside a verdict that presumes a main action: it denies only prominence', () => {
    const plain = [{ quote: 'Call us on 0161 713 2867', selector: 'main a.phone' }];
    const results: CheckResult[] = [
      { ...result(byId('CTA_001'), 'fail', plain), denies: ['prominent_cta'] },
      result(byId('CTA_005'), 'fail', plain),
      result(byId('CTA_002'), 'pass', plain),
    ];

    const out = reconcileResults(results, live, modelWith());

    expect(statusIn(out.results, 'CTA_001')).toBe('fail');
    expect(out.refuted).toEqual([]);
    // the same failure denying a main action at all is set aside by CTA_005, which presumes one
    const whole = reconcileResults([result(byId('CTA_001'), 'fail', plain), results[1]], live, modelWith());
    expect(statusIn(whole.results, 'CTA_001')).toBe('not_applicable');
  });

  it('keeps "no main call to action" beside "its only ask is a menu entry": that verdict presumes none', () => {
    const results: CheckResult[] = [
      result(byId('CTA_001'), 'fail', absent('a call to action ranked primary (button or action link)')),
      { ...result(byId('CTA_005'), 'fail', [{ quote: 'Contact', selector: 'nav a.contact' }]), presumes: [] },
    ];

    const out = reconcileResults(results, live, modelWith());

    expect(statusIn(out.results, 'CTA_001')).toBe('fail');
    expect(out.refuted).toEqual([]);
    // without the verdict's own word, CTA_005 presumes a main action as its check declares
    const declared = reconcileResults(
      [results[0], { ...results[1], presumes: undefined }],
      live,
      modelWith(),
    );
    expect(statusIn(declared.results, 'CTA_001')).toBe('not_applicable');
  });

  it('trusts a verdict that presumes the subject: tracking without consent means something measures', () => {
    const results = [
      result(byId('CONV_001'), 'fail', absent('an analytics or tag-manager script')),
      result(byId('UNIV_001'), 'fail', [{ quote: '', selector: 'script' }]),
    ];

    const out = reconcileResults(results, live, modelWith());

    expect(statusIn(out.results, 'CONV_001')).toBe('not_applicable');
    expect(out.refuted[0]).toMatchObject({ id: 'CONV_001', subject: 'analytics', by: 'UNIV_001' });
  });

  it('recognises an address by the element a verdict points at, not by words that read like one', () => {
    const address = {
      ...located({ selector: 'footer address' }),
      kind: 'address' as const,
      value: '1 Main St',
      shown: '1 Main St',
    };
    const model = modelWith({ contacts: [address] });
    const pointing = [
      result(byId('TRUST_004'), 'fail', absent('a postal address')),
      result(byId('MOBILE_014'), 'fail', [{ quote: '1 Main St', selector: 'footer address' }]),
    ];
    const wording = [
      result(byId('TRUST_004'), 'fail', absent('a postal address')),
      result(byId('OFFER_002'), 'fail', [{ quote: '$5500 Average Daily Sale', selector: '#stats' }]),
    ];

    expect(statusIn(reconcileResults(pointing, live, model).results, 'TRUST_004')).toBe('not_applicable');
    expect(statusIn(reconcileResults(wording, live, modelWith()).results, 'TRUST_004')).toBe('fail');
  });

  it('does not let another failure of the same subject witness it', () => {
    const denies = checkDef('TRUST_013', 'trust', { subject: ['phone'] });
    const results = [
      result(byId('TRUST_005'), 'fail', absent('a phone number')),
      result(denies, 'fail', [{ quote: 'Call 416 939 1530', selector: '#x' }]),
    ];
    const lookup = (id: string) => (id === denies.id ? denies : live(id));

    expect(statusIn(reconcileResults(results, lookup, modelWith()).results, 'TRUST_005')).toBe('fail');
  });
});

describe('consistency pass: a strength never says what a finding denies', () => {
  const model: PageModel = modelWith();
  const cta = { quote: 'Read our story', selector: 'main a.story' };

  it('does not praise a clear main call to action that a finding says looks like a link', () => {
    const results = [result(byId('CTA_001'), 'pass', [cta]), result(byId('CTA_005'), 'fail', [cta])];

    const audit = composeAudit({
      scanId: 'sc_consistent',
      url: 'https://acme.example/',
      model,
      results,
      catalogue: catalogueOf(CHECKS),
      benchmark: { histogram: new Array<number>(101).fill(0) },
      scanMeta: { cost_usd: 0, duration_ms: 0 },
    });

    expect(audit.findings.map((f) => f.check_id)).toContain('CTA_005');
    expect(audit.strengths.map((s) => s.check_id)).not.toContain('CTA_001');
    expect(contradictionsIn(audit, results, live, model)).toEqual([]);
  });

  it('praises it when the main call to action is a button', () => {
    const results = [result(byId('CTA_001'), 'pass', [cta]), result(byId('CTA_005'), 'pass', [cta])];

    const out = reconcileResults(results, live, model);

    expect(out.unpraised.size).toBe(0);
  });

  it('counts the contradictions of an audit made without the pass', () => {
    const results = [
      result(byId('CTA_001'), 'pass', [cta]),
      result(byId('CTA_005'), 'fail', [cta]),
      result(byId('TRUST_005'), 'fail', absent('a phone number')),
      result(byId('MOBILE_007'), 'fail', [{ quote: 'Call 416 939 1530', selector: '#call' }]),
    ];
    const unreconciled = {
      findings: [{ check_ids: ['CTA_005'] }, { check_ids: ['TRUST_005'] }, { check_ids: ['MOBILE_007'] }],
      strengths: [{ check_id: 'CTA_001' }],
    };

    expect(contradictionsIn(unreconciled, results, live, model)).toEqual([
      { finding: 'CTA_005', subject: 'prominent_cta', other: 'CTA_001', kind: 'praised' },
      { finding: 'TRUST_005', subject: 'phone', other: 'MOBILE_007', kind: 'presumed' },
    ]);
  });
});

describe('subjects', () => {
  it('names every subject a check declares', () => {
    for (const c of CHECKS)
      for (const s of [...(c.subject ?? []), ...(c.presumes ?? [])])
        expect(SUBJECT_NAMES[s], c.id).toBeTruthy();
  });

  it('recognises an email address in a quote and never in an absence', () => {
    const m = modelWith();
    expect(showsSubject('contact_route', { quote: 'Write to hello@acme.io', selector: 'p' }, m)).toBe(true);
    expect(showsSubject('contact_route', { quote: '', selector: null, absent: 'hello@acme.io' }, m)).toBe(
      false,
    );
    expect(showsSubject('email', { quote: 'Follow @acme', selector: 'p' }, m)).toBe(false);
  });

  it('is declared by a test catalogue as by the live one', () => {
    const def = checkDef('TRUST_005', 'trust', { subject: ['phone'] });
    const out = reconcileResults(
      [
        result(def, 'fail', absent('a phone')),
        result(checkDef('CTA_002', 'cta'), 'pass', [{ quote: '+49 30 1234567', selector: 'a' }]),
      ],
      lookupOf(catalogueOf([def, checkDef('CTA_002', 'cta')])),
      modelWith(),
    );
    expect(out.results[0].status).toBe('not_applicable');
  });
});
