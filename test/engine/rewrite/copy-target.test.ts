import { describe, expect, it } from 'vitest';
import { copyElementOf } from '../../../lib/engine/rewrite/copy-target.js';
import { buildRewriteInput } from '../../../lib/engine/rewrite/rewrite-input.js';
import { catalogueOf } from '../../../lib/engine/checks/catalogue.js';
import { checkDef, result } from '../report/catalogue-fixture.js';
import { saasPage } from './page-fixture.js';

describe('copyElementOf', () => {
  it('maps a copy check to the element its evidence points at', () => {
    const def = checkDef('HERO_010', 'clarity', { title: 'The first screen makes no concrete claim' });

    expect(
      copyElementOf(def, result(def, 'fail', [{ quote: 'Welcome to Formly', selector: 'h1' }]), saasPage),
    ).toBe('headline');
  });

  it('maps by the words of the check when the evidence is an absence', () => {
    const meta = checkDef('SEO_002', 'discoverability', { title: 'The page has no meta description' });
    const sub = checkDef('HERO_005', 'clarity', { title: 'No sub-headline explains the headline' });
    const absent = [{ quote: '', selector: null, absent: 'a description' }];

    expect(copyElementOf(meta, result(meta, 'fail', absent), saasPage)).toBe('meta_description');
    expect(copyElementOf(sub, result(sub, 'fail', absent), saasPage)).toBe('subheadline');
  });

  it('maps a CTA check only when it is about the wording', () => {
    const wording = checkDef('CTA_002', 'cta', { title: 'The main call to action uses a vague label' });
    const styling = checkDef('CTA_005', 'cta', {
      title: 'The main call to action looks like an ordinary link',
    });
    const evidence = [{ quote: 'Submit', selector: '.hero a.btn' }];

    expect(copyElementOf(wording, result(wording, 'fail', evidence), saasPage)).toBe('primary_cta');
    expect(copyElementOf(styling, result(styling, 'fail', evidence), saasPage)).toBeNull();
  });

  it('gives no copy to a check about how much copy crowds the first screen', () => {
    // its rule counts the words "besides the headline": a new headline would not thin them out
    const crowded = checkDef('HERO_009', 'clarity', {
      title: 'The first screen is crowded with copy',
      threshold: 'the first screen carries at most 40 words besides the headline',
    });
    const slide = [
      { quote: 'Formly (formerly FormBuilder) lets teams ... Learn more', selector: '#slides > li' },
    ];

    expect(copyElementOf(crowded, result(crowded, 'fail', slide), saasPage)).toBeNull();
  });

  it('ignores checks of groups that new words cannot fix', () => {
    const speed = checkDef('SPEED_004', 'performance', { title: 'The headline font loads late' });

    expect(
      copyElementOf(speed, result(speed, 'fail', [{ quote: 'Welcome to Formly', selector: 'h1' }]), saasPage),
    ).toBeNull();
  });
});

describe('buildRewriteInput', () => {
  it('flags the copy that failed copy checks point at, with the problem and the rule', () => {
    const def = checkDef('HERO_003', 'clarity', {
      title: 'The headline is a greeting',
      threshold: 'the headline states the offer',
    });
    const passed = checkDef('HERO_004', 'clarity', { title: 'The headline is too long' });

    const input = buildRewriteInput(
      saasPage,
      [result(def, 'fail', [{ quote: 'Welcome to Formly', selector: 'h1' }]), result(passed, 'pass')],
      catalogueOf([def, passed]),
    );

    expect(input.flagged).toEqual([
      {
        check_id: 'HERO_003',
        element: 'headline',
        problem: 'The headline is a greeting',
        threshold: 'the headline states the offer',
        text: 'Welcome to Formly',
      },
    ]);
    expect(input.copy.primary_cta).toEqual({ text: 'Submit', selector: '.hero a.btn' });
    expect(input.ctaIntent).toBe('trial');
    expect(input.facts.product?.text).toBe('Formly');
  });

  it('records missing copy as null', () => {
    const input = buildRewriteInput(
      {
        ...saasPage,
        hero: { ...saasPage.hero, subheadline: null },
        meta: { ...saasPage.meta, description: null },
      },
      [],
    );

    expect(input.copy.subheadline).toEqual({ text: null, selector: null });
    expect(input.copy.meta_description).toEqual({ text: null, selector: null });
  });
});
