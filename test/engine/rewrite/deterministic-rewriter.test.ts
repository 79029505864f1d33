import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_WORDS,
  rewriteDeterministically,
} from '../../../lib/engine/rewrite/deterministic-rewriter.js';
import { PageVocabulary, introducedNames, introducedNumbers } from '../../../lib/engine/rewrite/guardrail.js';
import { buildRewriteInput } from '../../../lib/engine/rewrite/rewrite-input.js';
import { COPY_ELEMENTS, type CopyRewrites } from '../../../lib/engine/rewrite/rewrite-types.js';
import { modelWith } from '../../support/model-fixture.js';
import { saasPage } from './page-fixture.js';

function allAlternatives(r: CopyRewrites): string[] {
  return COPY_ELEMENTS.flatMap((e) => r[e].alternatives);
}

describe('rewriteDeterministically', () => {
  it('recombines the product name with benefit phrases from the page', () => {
    const r = rewriteDeterministically(buildRewriteInput(saasPage, []));

    expect(r.headline.original).toBe('Welcome to Formly');
    expect(r.headline.alternatives).toContain('Formly: Build forms faster without code');
    expect(r.headline.alternatives.length).toBeGreaterThan(0);
    expect(r.provider).toBe('deterministic');
    expect(r.fallback_reason).toBeNull();
  });

  it('words the call to action after its intent and the page own reassurance', () => {
    const r = rewriteDeterministically(buildRewriteInput(saasPage, []));

    expect(r.primary_cta.original).toBe('Submit');
    expect(r.primary_cta.alternatives).toEqual([
      'Try Formly',
      'Start your trial',
      'Start your trial — Cancel anytime',
    ]);
  });

  it('keeps meta titles and descriptions within their length limits', () => {
    const r = rewriteDeterministically(buildRewriteInput(saasPage, []));

    for (const t of r.meta_title.alternatives) expect(t.length).toBeLessThanOrEqual(60);
    for (const t of r.meta_description.alternatives) expect(t.length).toBeLessThanOrEqual(155);
    expect(r.meta_description.alternatives.length).toBeGreaterThan(0);
  });

  it('adds no number and no capitalised word the page does not contain', () => {
    const input = buildRewriteInput(saasPage, []);
    const v = new PageVocabulary(input.pageText);

    const alternatives = allAlternatives(rewriteDeterministically(input));

    expect(alternatives.length).toBeGreaterThan(5);
    for (const a of alternatives) {
      expect(introducedNumbers(a, v)).toEqual([]);
      expect(introducedNames(a, v, TEMPLATE_WORDS)).toEqual([]);
    }
  });

  it('leaves footer boilerplate out of the benefits', () => {
    const input = buildRewriteInput(saasPage, []);

    expect(input.facts.benefits.join(' ')).not.toMatch(/cookie/i);
    expect(input.facts.benefits[0]).toBe('Build forms faster without code');
    expect(input.facts.numbers).toContain('Trusted by 4,000 teams');
  });

  it('proposes a headline from page facts when the page has none', () => {
    const page = {
      ...saasPage,
      hero: { ...saasPage.hero, headline: null },
      headings: saasPage.headings.slice(1),
    };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.headline.original).toBeNull();
    expect(r.headline.alternatives[0]).toBe('Formly: Build forms faster without code');
    expect(r.headline.rationale).toContain('The page has no headline.');
  });

  it('offers nothing rather than inventing when the page says nothing', () => {
    const r = rewriteDeterministically(buildRewriteInput(modelWith(), []));

    expect(r.headline.alternatives).toEqual([]);
    expect(r.headline.rationale).toContain('without inventing facts');
    for (const a of allAlternatives(r)) expect(a).not.toMatch(/\d/);
  });

  it('keeps every template word a plain capitalised English word without digits', () => {
    for (const w of TEMPLATE_WORDS) expect(w).toMatch(/^[A-Z][a-z]+$/);
  });
});

describe('the guardrail', () => {
  it('finds numbers the page never states, ignoring thousands separators', () => {
    const v = new PageVocabulary('Trusted by 4,000 teams since 2019');

    expect(introducedNumbers('Join 4000 teams, 2019 to 2024, 99% happy', v)).toEqual(['2024', '99']);
  });

  it('finds capitalised words the page never writes, except allowed ones', () => {
    const v = new PageVocabulary('Formly helps teams at Acme build forms');

    expect(introducedNames('Formly beats Typeform at Acme', v)).toEqual(['Typeform']);
    expect(introducedNames('Try Formly', v, new Set(['Try']))).toEqual([]);
  });
});

describe('PageVocabulary.isNameLike', () => {
  it('treats words the page mostly capitalises as names, and common words as not', () => {
    const v = new PageVocabulary(
      'Scoutforce helps coaches. Scoutforce is fast. Visit scoutforce.com. Have a look, we have it.',
    );

    expect(v.isNameLike('Scoutforce')).toBe(true);
    expect(v.isNameLike('Have')).toBe(false);
    expect(v.isNameLike('LIU')).toBe(true);
  });
});

describe('call-to-action intents', () => {
  it('reads the intent of a CTA from whole words only', () => {
    const page = {
      ...saasPage,
      hero: { ...saasPage.hero, cta: { ...saasPage.hero.cta!, text: 'Recall', intent: 'other' as const } },
    };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    // "Recall" contains "call" but asks for nothing: the generic wording, not "Contact us".
    expect(r.primary_cta.alternatives).toContain('Get started');
    expect(r.primary_cta.alternatives).not.toContain('Contact us');
  });
});
