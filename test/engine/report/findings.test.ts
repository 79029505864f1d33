import { describe, expect, it } from 'vitest';
import { catalogueOf, lookupOf } from '../../../lib/engine/checks/catalogue.js';
import {
  atDepth,
  buildFindings,
  compareFindings,
  priorityScore,
} from '../../../lib/engine/report/findings.js';
import { computeScore } from '../../../lib/engine/report/score.js';
import { rewriteDeterministically } from '../../../lib/engine/rewrite/deterministic-rewriter.js';
import { buildRewriteInput } from '../../../lib/engine/rewrite/rewrite-input.js';
import type { CheckDefinition, CheckResult } from '../../../lib/engine/checks/check.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { located, modelWith, renderFacts } from '../../support/model-fixture.js';
import { checkDef, result } from './catalogue-fixture.js';

const headline = {
  ...located({ selector: 'h1.hero-title', region: 'main' }),
  level: 1 as const,
  text: 'Welcome to our website',
};

function pageModel(overrides: Partial<PageModel> = {}): PageModel {
  return modelWith({
    language: { code: 'en', source: 'content', declared: 'en' },
    pageType: { id: 'home_landing', confidence: 0.9, signals: [] },
    title: 'Acme Forms | Acme',
    openGraph: { 'og:site_name': 'Acme' },
    text: 'Welcome to our website. Build forms faster without code. Trusted by 4,000 teams. Start free',
    headings: [headline],
    hero: { headline, subheadline: null, cta: null, image: null, end: 1_000_000 },
    ...overrides,
  });
}

function findingsOf(defs: CheckDefinition[], results: CheckResult[], model = pageModel()) {
  const lookup = lookupOf(catalogueOf(defs));
  const score = computeScore(results, lookup);
  const rewrites = rewriteDeterministically(buildRewriteInput(model, results, lookup));
  return buildFindings({ model, results, lookup, pointsIfFixed: score.pointsIfFixed, rewrites });
}

describe('buildFindings', () => {
  it('ranks by expected gain (points x confidence) over effort and numbers findings in that order', () => {
    const quick = checkDef('CTA_002', 'cta', { weight: 2, fixEffort: 'low' });
    const big = checkDef('TRUST_001', 'trust', { weight: 5, fixEffort: 'medium' });
    const slow = checkDef('SPEED_001', 'performance', { weight: 5, fixEffort: 'high' });
    const defs = [slow, big, quick];

    const findings = findingsOf(
      defs,
      defs.map((d) => result(d, 'fail')),
    );

    const gain = (f: (typeof findings)[number]) =>
      (f.points_if_fixed *
        { high: 1, medium: 0.8, low: 0.5 }[f.confidence] *
        { critical: 4, high: 2, medium: 1, low: 0.5 }[f.severity] *
        { high: 1.5, medium: 1.25, low: 1 }[f.impact]) /
      { low: 1, medium: 2, high: 3 }[f.fix_effort];
    expect(findings.map((f) => gain(f))).toEqual([...findings.map((f) => gain(f))].sort((x, y) => y - x));
    expect(findings.map((f) => f.priority)).toEqual([1, 2, 3]);
    expect(findings.map((f) => f.id)).toEqual(['finding_001', 'finding_002', 'finding_003']);
  });

  it('never ranks a finding above one that is more severe, surer and worth more at the same effort', () => {
    const strong = checkDef('TRUST_002', 'trust', { weight: 5, severity: 'critical' });
    const weak = checkDef('TRUST_004', 'trust', { weight: 1, severity: 'low' });
    const defs = [weak, strong];

    const findings = findingsOf(
      defs,
      defs.map((d) => result(d, 'fail')),
    );

    expect(findings.map((f) => f.check_id)).toEqual(['TRUST_002', 'TRUST_004']);
    expect(findings[0].points_if_fixed).toBeGreaterThan(findings[1].points_if_fixed);
  });

  it('weighs severity more than declared impact, so a more severe finding always has the larger factor', () => {
    const severities = ['critical', 'high', 'medium', 'low'] as const;
    const impacts = ['high', 'medium', 'low'] as const;
    const base = { points_if_fixed: 3, confidence: 'medium' as const, fix_effort: 'low' as const };
    for (let a = 0; a < severities.length; a += 1)
      for (let b = a + 1; b < severities.length; b += 1)
        for (const ia of impacts)
          for (const ib of impacts)
            expect(
              priorityScore({ ...base, severity: severities[a], impact: ia }),
              `${severities[a]}/${ia} over ${severities[b]}/${ib}`,
            ).toBeGreaterThan(priorityScore({ ...base, severity: severities[b], impact: ib }));
  });

  it('ranks the high-impact finding first among findings of one severity, points and effort', () => {
    const quiet = checkDef('SEO_001', 'trust', { weight: 2, severity: 'high', impact: 'medium' });
    const loud = checkDef('SOCIAL_001', 'trust', { weight: 2, severity: 'high', impact: 'high' });
    const findings = findingsOf(
      [quiet, loud],
      [quiet, loud].map((d) => result(d, 'fail')),
    );
    expect(findings[0].points_if_fixed).toBe(findings[1].points_if_fixed);
    expect(findings.map((f) => f.check_id)).toEqual(['SOCIAL_001', 'SEO_001']);
  });

  it('breaks ties of expected gain by severity, then check id', () => {
    const twinA = checkDef('TRUST_006', 'trust', { weight: 1, severity: 'low' });
    const twinB = checkDef('TRUST_003', 'trust', { weight: 1, severity: 'low' });
    const findings = findingsOf(
      [twinA, twinB],
      [twinA, twinB].map((d) => result(d, 'fail')),
    );
    expect(findings.map((f) => f.check_id)).toEqual(['TRUST_003', 'TRUST_006']);
  });

  it('orders deterministically whatever the order of the results', () => {
    const defs = ['HERO_001', 'HERO_002', 'CTA_001', 'CTA_002', 'SEO_001'].map((id) =>
      checkDef(id, 'clarity'),
    );
    const results = defs.map((d) => result(d, 'fail'));

    const forward = findingsOf(defs, results).map((f) => f.check_id);
    const backward = findingsOf(defs, [...results].reverse()).map((f) => f.check_id);

    expect(backward).toEqual(forward);
    expect([...findingsOf(defs, results)].sort(compareFindings).map((f) => f.check_id)).toEqual(forward);
  });

  it('explains with the quoted evidence, where it was seen, the threshold and the observed value', () => {
    const def = checkDef('MSG_001', 'clarity', {
      threshold: 'the headline has at most 8 words',
      description: 'Long headlines get skimmed.',
    });

    const [f] = findingsOf(
      [def],
      [result(def, 'fail', [{ quote: 'Welcome to our website', selector: 'h1.hero-title' }], '4 words')],
    );

    expect(f.explanation).toBe(
      'Long headlines get skimmed. On this page: “Welcome to our website” (h1.hero-title). Rule: the headline has at most 8 words; observed: 4 words.',
    );
    expect(f.evidence).toEqual([{ quote: 'Welcome to our website', selector: 'h1.hero-title' }]);
  });

  it('keeps the first 10 evidence items and counts the rest in the explanation', () => {
    const def = checkDef('ACCESS_001', 'performance');
    const images = Array.from({ length: 14 }, (_, i) => ({
      quote: `img-${i}.png`,
      selector: `img:nth-of-type(${i + 1})`,
    }));

    const [f] = findingsOf([def], [result(def, 'fail', images)]);

    expect(f.evidence).toHaveLength(10);
    expect(f.explanation).toContain('“img-2.png” (img:nth-of-type(3)) (and 11 more).');
  });

  it('says what was looked for when the evidence is an absence', () => {
    const def = checkDef('TRUST_010', 'trust');

    const [f] = findingsOf(
      [def],
      [result(def, 'fail', [{ quote: '', selector: null, absent: 'a customer testimonial' }])],
    );

    expect(f.explanation).toContain('looked for a customer testimonial and found none');
    expect(f.evidence[0].absent).toBe('a customer testimonial');
  });

  it('fills rewritten_copy from the rewrite of the copy a finding flags', () => {
    const def = checkDef('HERO_003', 'clarity', { title: 'The headline does not name the product' });
    const model = pageModel({
      textBlocks: [
        { ...located({ region: 'main' }), tag: 'p', text: 'Build forms faster without code.', words: 6 },
      ],
    });

    const [f] = findingsOf(
      [def],
      [result(def, 'fail', [{ quote: 'Welcome to our website', selector: 'h1.hero-title' }])],
      model,
    );

    expect(f.rewritten_copy).toBe('Build forms faster without code with Acme');
  });

  it('keeps rewritten copy out of findings about how copy looks or where it sits', () => {
    const def = checkDef('CTA_005', 'cta', {
      title: 'The main call to action looks like an ordinary link',
      fixSteps: ['Render the primary call to action as a button.'],
    });
    const cta = {
      ...located({ selector: '#hero a.start', region: 'main' }),
      text: 'Start free',
      element: 'link' as const,
      intent: 'trial' as const,
      role: 'primary' as const,
      styledAsButton: false,
      inForm: false,
    };
    const model = pageModel({ ctas: [cta], hero: { ...pageModel().hero, cta } });

    const [f] = findingsOf(
      [def],
      [result(def, 'fail', [{ quote: 'Start free', selector: '#hero a.start' }])],
      model,
    );

    expect(f.rewritten_copy).toBe('');
  });

  it('leaves rewritten_copy empty when the finding is not about copy: the fix is in fix_steps', () => {
    const def = checkDef('SPEED_002', 'performance', { fixSteps: ['Compress the hero image to WebP.'] });

    const [f] = findingsOf([def], [result(def, 'fail', [{ quote: 'hero.png', selector: 'img.hero' }])]);

    expect(f.rewritten_copy).toBe('');
    expect(f.fix_steps).toEqual(['Compress the hero image to WebP.']);
  });

  it('never turns a finding without fix steps or evidence into an instruction', () => {
    const def = checkDef('SPEED_003', 'performance', {
      fixSteps: [],
      threshold: 'the page loads in under 3 s',
    });

    const [f] = findingsOf([def], [result(def, 'fail', [])]);

    expect(f.rewritten_copy).toBe('');
  });

  it('gives the page its own guarantee line to paste for a guarantee finding', () => {
    const def = checkDef('TRUST_009', 'trust', { title: 'No guarantee near the call to action' });
    const model = pageModel({
      text: 'Welcome to our website. 30-day money-back guarantee. Start free',
      guarantees: [
        { ...located({ region: 'main' }), kind: 'money-back', text: '30-day money-back guarantee', days: 30 },
      ],
    });

    const [f] = findingsOf([def], [result(def, 'fail')], model);

    expect(f.rewritten_copy).toBe('30-day money-back guarantee');
  });

  it('writes alt text for a logo and labels for unlabelled fields, and nothing it cannot ground', () => {
    const alt = checkDef('ACCESS_001', 'friction', { title: 'Images lack alt text' });
    const labels = checkDef('ACCESS_002', 'friction', { title: 'Form fields have no visible labels' });
    const logo = {
      ...located({ selector: 'img.logo', region: 'header' }),
      src: 'logo.png',
      alt: null,
      width: 100,
      height: 40,
      loading: null,
      hasSrcset: false,
      format: 'png',
      isLogo: true,
      isPixel: false,
    };
    const email = {
      ...located({ selector: 'input#email', region: 'main' }),
      tag: 'input' as const,
      type: 'email',
      name: 'email',
      label: null,
      labelSource: 'none' as const,
      placeholder: null,
      required: true,
      autocomplete: null,
      inputMode: null,
    };
    const model = pageModel({
      images: [logo],
      forms: [
        {
          ...located({ region: 'main' }),
          action: null,
          method: 'post',
          purpose: 'lead',
          fields: [email],
          submitText: 'Send',
          privacyNote: null,
        },
      ],
    });

    const found = findingsOf(
      [alt, labels],
      [
        result(alt, 'fail', [{ quote: '', selector: 'img.logo' }]),
        result(labels, 'fail', [{ quote: '', selector: 'input#email' }]),
      ],
      model,
    );

    expect(found.find((f) => f.check_id === 'ACCESS_001')?.rewritten_copy).toBe('Acme logo');
    expect(found.find((f) => f.check_id === 'ACCESS_002')?.rewritten_copy).toBe('Email address');
  });

  it('rates confidence high on rendered evidence, medium on static, low for a vertical check on an unsure industry', () => {
    const universal = checkDef('UNIV_001', 'clarity');
    const vertical = checkDef('SAAS_001', 'offer', { industries: ['saas'] });
    const results = [result(universal, 'fail'), result(vertical, 'fail')];
    const rendered = pageModel({
      mode: 'render',
      render: renderFacts(),
      industry: { id: 'saas', confidence: 0.3, signals: [] },
    });
    const sure = pageModel({ mode: 'static', industry: { id: 'saas', confidence: 0.9, signals: [] } });

    const onRender = findingsOf([universal, vertical], results, rendered);
    const onStatic = findingsOf([universal, vertical], results, sure);

    expect(onRender.find((f) => f.check_id === 'UNIV_001')!.confidence).toBe('high');
    expect(onRender.find((f) => f.check_id === 'SAAS_001')!.confidence).toBe('low');
    expect(onStatic.map((f) => f.confidence)).toEqual(['medium', 'medium']);
  });

  it('uses the dimension label for humans and keeps the id beside it', () => {
    const def = checkDef('OFFER_001', 'offer');

    const [f] = findingsOf([def], [result(def, 'fail')]);

    expect(f.dimension).toBe('Offer & pricing');
    expect(f.dimension_id).toBe('offer');
  });

  it('cuts a finding to {id, title, severity, dimension, priority} at brief depth', () => {
    const def = checkDef('OFFER_002', 'offer', { severity: 'high' });
    const [f] = findingsOf([def], [result(def, 'fail')]);

    expect(atDepth(f, 'brief')).toEqual({
      id: 'finding_001',
      title: 'OFFER_002 fails',
      severity: 'high',
      dimension: 'Offer & pricing',
      priority: 1,
    });
    expect(atDepth(f, 'full')).toBe(f);
  });
});
