import { describe, expect, it } from 'vitest';
import { DIMENSION_IDS } from '../../../lib/engine/checks/dimensions.js';
import { GROUPS, groupOfCheckId, type GroupId } from '../../../lib/engine/checks/groups.js';
import { CHECKS, checksOfGroup, getCheck } from '../../../lib/engine/checks/registry.js';
import { CONTENT_LANGUAGES } from '../../../lib/engine/model/language.js';
import { INDUSTRIES, PAGE_TYPES } from '../../../lib/engine/model/page-model.js';
import { PAGE_LEVEL_EVIDENCE } from '../../support/check-kit/index.js';

/** SPEC 2.5, in its order: prefixes and group names. */
const SPEC_GROUPS: [string[], string][] = [
  [['HERO'], 'Hero Section'],
  [['TRUST'], 'Trust & Credibility'],
  [['CTA'], 'CTA & Conversion'],
  [['MSG'], 'Messaging & Clarity'],
  [['SOCIAL', 'SPQ'], 'Social Proof'],
  [['SEO'], 'SEO & Metadata'],
  [['OFFER'], 'Offer & Pricing'],
  [['OFC'], 'Offer Clarity'],
  [['OBJ'], 'Objection Handling'],
  [['PSY'], 'Psychology & Persuasion'],
  [['SPEC'], 'Specificity & Claim Quality'],
  [['DIFF'], 'Competitive Differentiation'],
  [['NAV'], 'Navigation & UX'],
  [['MOBILE'], 'Mobile Experience'],
  [['SPEED'], 'Page Speed & Technical'],
  [['NARR'], 'Narrative Flow'],
  [['PAGE'], 'Page & Content Gaps'],
  [['CONV'], 'Conversion Path Expansion'],
  [['RET'], 'Return Visitor & Retention'],
  [['EMAIL'], 'Email & Retention'],
  [['CHECK'], 'Checkout & Purchase Friction'],
  [['PROD'], 'Product Page'],
  [['ECOM'], 'E-commerce Specific'],
  [['SAAS'], 'SaaS-Specific'],
  [['SERV'], 'Agency & Service'],
  [['ACCESS'], 'Accessibility & Inclusion'],
  [['UNIV'], 'Universal & Cross-Vertical'],
];

/** Groups that only make sense for some kinds of business. */
const VERTICAL_GROUPS: readonly GroupId[] = ['product-page', 'ecommerce', 'checkout', 'saas', 'services'];

const ID_RE = /^([A-Z]+)_(\d{3})$/;

/**
 * An impact estimate names a percentage range ("estimate: +2-5% lead conversion"), the strictest form
 * any group asked of its own checks. Exceptions, each with the reason its range is not a percentage:
 */
const IMPACT_RANGE_EXCEPTIONS: Readonly<Record<string, string>> = {
  // a multiplier of signups against a footer-only form ("2-4x"), as the source states it
  EMAIL_007: 'a multiplier, not a percentage',
};

function prefixOf(id: string): string {
  return ID_RE.exec(id)?.[1] ?? '';
}

describe('the check registry', () => {
  it('holds exactly 316 checks in 27 groups', () => {
    expect(CHECKS).toHaveLength(316);
    expect(GROUPS).toHaveLength(27);
  });

  it('names the groups and their prefixes as SPEC 2.5 does, Social Proof owning SOCIAL_ and SPQ_', () => {
    expect(GROUPS.map((g) => [[...g.prefixes], g.name])).toEqual(SPEC_GROUPS);
  });

  it('gives every check an id of the form <PREFIX>_<nnn>', () => {
    const malformed = CHECKS.filter((c) => !ID_RE.test(c.id)).map((c) => c.id);
    expect(malformed).toEqual([]);
  });

  it('files every check under the group its prefix names', () => {
    const misfiled = CHECKS.filter((c) => groupOfCheckId(c.id) !== c.group).map(
      (c) => `${c.id} in ${c.group}`,
    );
    expect(misfiled).toEqual([]);
  });

  it('never reuses an id, and finds each check by its id', () => {
    expect(new Set(CHECKS.map((c) => c.id)).size).toBe(CHECKS.length);
    for (const check of CHECKS) expect(getCheck(check.id)).toBe(check);
  });

  it('numbers the checks of each prefix 001, 002, ... without gaps', () => {
    const numbers = new Map<string, number[]>();
    for (const check of CHECKS) {
      const prefix = prefixOf(check.id);
      numbers.set(prefix, [...(numbers.get(prefix) ?? []), Number(check.id.slice(-3))]);
    }
    for (const [prefix, list] of numbers) {
      const sorted = [...list].sort((a, b) => a - b);
      expect(sorted, prefix).toEqual(sorted.map((_, i) => i + 1));
    }
  });

  it('has checks in every group and under every prefix', () => {
    for (const group of GROUPS) {
      expect(checksOfGroup(group.id).length, group.id).toBeGreaterThan(0);
      for (const prefix of group.prefixes) {
        expect(
          CHECKS.some((c) => prefixOf(c.id) === prefix),
          `${prefix}_ checks`,
        ).toBe(true);
      }
    }
  });

  it('declares every field of every check', () => {
    const problems: string[] = [];
    const need = (ok: boolean, id: string, what: string) => {
      if (!ok) problems.push(`${id}: ${what}`);
    };
    const filled = (s: unknown) => typeof s === 'string' && s.trim().length > 0;
    for (const c of CHECKS) {
      need(DIMENSION_IDS.includes(c.dimension), c.id, `unknown dimension ${c.dimension}`);
      need(filled(c.title), c.id, 'no title');
      need(filled(c.label), c.id, 'no label');
      need(filled(c.description), c.id, 'no description');
      need(filled(c.threshold), c.id, 'no threshold');
      need(['critical', 'high', 'medium', 'low'].includes(c.severity), c.id, `severity ${c.severity}`);
      need(Number.isInteger(c.weight) && c.weight >= 1 && c.weight <= 5, c.id, `weight ${c.weight}`);
      need(
        c.industries === 'all' ||
          (c.industries.length > 0 && c.industries.every((i) => INDUSTRIES.includes(i))),
        c.id,
        `industries ${JSON.stringify(c.industries)}`,
      );
      need(c.needs === 'static' || c.needs === 'render', c.id, `needs ${c.needs}`);
      need(c.fixSteps.length >= 2 && c.fixSteps.every(filled), c.id, `${c.fixSteps.length} fix steps`);
      need(['low', 'medium', 'high'].includes(c.fixEffort), c.id, `fixEffort ${c.fixEffort}`);
      need(['low', 'medium', 'high'].includes(c.impact), c.id, `impact ${c.impact}`);
      need(/\bestimate\b/i.test(c.impactEstimate), c.id, `impactEstimate "${c.impactEstimate}"`);
      need(filled(c.source), c.id, 'no source for the impact estimate');
      need(
        c.source === 'heuristic' || /; range heuristic$/.test(c.source),
        c.id,
        `source "${c.source}" must be 'heuristic' or a named source whose range is marked heuristic`,
      );
      need(typeof c.run === 'function', c.id, 'no run function');
    }
    expect(problems).toEqual([]);
  });

  // The bar every check meets whatever its group (once each group's tests asked for their own).
  describe.each(CHECKS.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    it('gives a report its title, label, description and threshold, in words', () => {
      expect(c.title.length).toBeGreaterThan(10);
      expect(c.label.length).toBeGreaterThan(5);
      expect(c.title).not.toBe(c.label);
      expect(c.description.length).toBeGreaterThan(30);
      expect(c.threshold.length).toBeGreaterThan(10);
    });

    it('gives two to four fix steps and an impact estimate with a range', () => {
      expect(c.fixSteps.length).toBeGreaterThanOrEqual(2);
      expect(c.fixSteps.length).toBeLessThanOrEqual(4);
      expect(c.impactEstimate).toMatch(/^estimate: .*\d+(\.\d+)?-\d/);
      if (!(c.id in IMPACT_RANGE_EXCEPTIONS)) expect(c.impactEstimate).toMatch(/^estimate: .*\d-[\d.]+%/);
    });
  });

  it('keeps the impact-range exceptions to checks that exist and need them', () => {
    for (const id of Object.keys(IMPACT_RANGE_EXCEPTIONS))
      expect(getCheck(id)?.impactEstimate, id).not.toMatch(/^estimate: .*\d-[\d.]+%/);
  });

  it('lets only registered checks quote page-level facts without an element', () => {
    expect([...PAGE_LEVEL_EVIDENCE].filter((id) => !getCheck(id))).toEqual([]);
  });

  it('limits the vertical groups to the industries they serve', () => {
    const universal = CHECKS.filter((c) => VERTICAL_GROUPS.includes(c.group) && c.industries === 'all').map(
      (c) => c.id,
    );
    expect(universal).toEqual([]);
    for (const group of VERTICAL_GROUPS) expect(checksOfGroup(group).length, group).toBeGreaterThan(0);
  });

  it('declares the page types and the languages of every check', () => {
    const problems: string[] = [];
    for (const c of CHECKS) {
      const types = (c as { pageTypes?: unknown }).pageTypes;
      if (
        types !== 'all' &&
        !(Array.isArray(types) && types.length > 0 && types.every((t) => PAGE_TYPES.includes(t)))
      )
        problems.push(`${c.id}: pageTypes ${JSON.stringify(types)}`);
      if (Array.isArray(types) && new Set(types).size !== types.length)
        problems.push(`${c.id}: repeated page type`);
      const langs = (c as { languages?: unknown }).languages;
      if (langs !== 'any') {
        if (!Array.isArray(langs) || langs.length === 0)
          problems.push(`${c.id}: languages ${JSON.stringify(langs)}`);
        else {
          // Word lists are written in English first; other languages are added to them.
          if (langs[0] !== 'en') problems.push(`${c.id}: languages must start with en`);
          for (const l of langs)
            if (!CONTENT_LANGUAGES.includes(l))
              problems.push(`${c.id}: language ${l} is not one the page is classified in`);
        }
      }
      if (c.prices !== undefined && c.prices !== 'shown' && c.prices !== 'required')
        problems.push(`${c.id}: prices ${String(c.prices)}`);
    }
    expect(problems).toEqual([]);
  });

  it('marks a check that quotes English words in its threshold as reading English', () => {
    // A threshold that quotes example wording ("Welcome", "Free shipping over $50") describes a
    // word list; such a check cannot be language-independent. Quoted markup (rel="canonical",
    // "noindex") is not wording.
    const quoted = /(?<!=)"(?:[A-Z][a-z]+|[a-z]+ [a-z]+)[^"]*"/;
    const independent = CHECKS.filter((c) => c.languages === 'any' && quoted.test(c.threshold)).map(
      (c) => c.id,
    );
    expect(independent).toEqual([]);
  });

  it('keeps the page-type families where they belong', () => {
    const only = (group: GroupId, allowed: readonly string[]) =>
      checksOfGroup(group)
        .filter((c) => c.pageTypes === 'all' || c.pageTypes.some((t) => !allowed.includes(t)))
        .map((c) => c.id);
    // Product checks run on product pages (PROD_001 also where the missing buy box hid the type).
    expect(only('product-page', ['product_detail', 'home_landing', 'other'])).toEqual([]);
    expect(
      checksOfGroup('product-page')
        .filter((c) => c.id !== 'PROD_001')
        .every((c) => c.pageTypes !== 'all' && c.pageTypes.join() === 'product_detail'),
    ).toBe(true);
    // Checkout checks never judge product, category, article, policy or review pages.
    for (const c of checksOfGroup('checkout'))
      for (const t of ['product_detail', 'category_listing', 'article_blog', 'policy', 'review_ugc'] as const)
        expect(c.pageTypes === 'all' || !c.pageTypes.includes(t), `${c.id} on ${t}`).toBe(true);
    // Landing-page persuasion is not asked of articles, policies, reviews or search results.
    for (const group of [
      'hero',
      'messaging',
      'narrative',
      'psychology',
      'differentiation',
      'specificity',
      'offer',
    ] as const)
      for (const c of checksOfGroup(group).filter(
        (x) => !['HERO_001', 'HERO_003', 'HERO_004', 'HERO_006'].includes(x.id),
      ))
        for (const t of ['policy', 'review_ugc', 'search_results'] as const)
          expect(c.pageTypes === 'all' || !c.pageTypes.includes(t), `${c.id} on ${t}`).toBe(true);
    expect(getCheck('PAGE_002')!.pageTypes).toEqual(['article_blog']);
  });
});
