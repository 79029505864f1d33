import { describe, expect, it } from 'vitest';
import type { CheckDefinition, CheckOutcome } from '../../../lib/engine/checks/check.js';
import { DIMENSION_IDS } from '../../../lib/engine/checks/dimensions.js';
import type { GroupId } from '../../../lib/engine/checks/groups.js';
import type {
  CallToAction,
  Heading,
  Layout,
  PageModel,
  Region,
  TextBlock,
} from '../../../lib/engine/model/page-model.js';
import { modelWith } from '../../support/model-fixture.js';

interface PartOptions {
  region?: Region;
  layout?: Layout;
  selector?: string;
}

/**
 * Builds page models in reading order for the share-A check tests: each call appends an element
 * with the next document order, `endHero()` closes the first screen, and `build()` fills
 * `hero` the way the model builder does (first h1, the paragraph after it, the primary CTA).
 */
export class PageBuilder {
  private order = 0;
  private readonly headings: Heading[] = [];
  private readonly textBlocks: TextBlock[] = [];
  private readonly ctas: CallToAction[] = [];
  private heroEnd = 0;
  private seq = 0;

  private at(opts: PartOptions = {}) {
    this.order += 10;
    this.seq += 1;
    return {
      selector: opts.selector ?? `#el-${this.seq}`,
      order: this.order,
      region: opts.region ?? ('main' as Region),
      ...(opts.layout ? { layout: opts.layout } : {}),
    };
  }

  /** The order the next element will get (for models that place other parts in between). */
  nextOrder(): number {
    return this.order + 5;
  }

  heading(level: Heading['level'], text: string, opts?: PartOptions): this {
    this.headings.push({ ...this.at(opts), level, text });
    return this;
  }

  h1(text: string, opts?: PartOptions): this {
    return this.heading(1, text, opts);
  }

  h2(text: string, opts?: PartOptions): this {
    return this.heading(2, text, opts);
  }

  block(text: string, tag = 'p', opts?: PartOptions): this {
    this.textBlocks.push({ ...this.at(opts), tag, text, words: text.split(/\s+/).filter(Boolean).length });
    return this;
  }

  p(text: string, opts?: PartOptions): this {
    return this.block(text, 'p', opts);
  }

  li(...items: string[]): this {
    for (const item of items) this.block(item, 'li');
    return this;
  }

  cta(text: string, over: Partial<CallToAction> = {}): this {
    const { selector, region, layout, ...rest } = over;
    this.ctas.push({
      ...this.at({ selector, region, layout }),
      text,
      element: 'link',
      intent: 'other',
      role: 'secondary',
      href: 'https://example.com/next',
      styledAsButton: true,
      inForm: false,
      ...rest,
    });
    return this;
  }

  endHero(): this {
    this.order += 10;
    this.heroEnd = this.order;
    return this;
  }

  build(overrides: Partial<PageModel> = {}): PageModel {
    const end = this.heroEnd;
    const headline = this.headings.find((h) => h.level === 1 && (end === 0 || h.order < end)) ?? null;
    const subheadline =
      (headline &&
        this.textBlocks.find(
          (b) => b.order > headline.order && (end === 0 || b.order < end) && b.tag === 'p',
        )) ??
      null;
    const primary = this.ctas.find((c) => c.role === 'primary');
    const words = [...this.headings, ...this.textBlocks].reduce((n, b) => n + b.text.split(/\s+/).length, 0);
    const base = modelWith({
      headings: this.headings,
      textBlocks: this.textBlocks,
      ctas: this.ctas,
      text: [...this.headings, ...this.textBlocks]
        .sort((a, b) => a.order - b.order)
        .map((b) => b.text)
        .join(' '),
      wordCount: words,
    });
    return {
      ...base,
      hero: {
        headline,
        subheadline,
        cta: primary && primary.order < end ? primary : null,
        image: null,
        end,
      },
      ...overrides,
    };
  }
}

export function page(): PageBuilder {
  return new PageBuilder();
}

/** Filler copy of `n` neutral words, for pages that must be long. */
export function filler(n: number): string {
  const words = ['the', 'team', 'ships', 'work', 'each', 'week', 'with', 'care'];
  return Array.from({ length: n }, (_, i) => words[i % words.length]).join(' ') + '.';
}

/** Runs a check of the given group file by id (group files are imported directly, not via the registry). */
export function runner(checks: readonly CheckDefinition[]): (id: string, model: PageModel) => CheckOutcome {
  return (id, model) => {
    const check = checks.find((c) => c.id === id);
    if (!check) throw new Error(`unknown check ${id}`);
    return check.run(model);
  };
}

/** The table-driven tests of one group: sequential ids, then a passing and a failing page per check. */
export function describeGroup(
  checks: readonly CheckDefinition[],
  group: GroupId,
  prefix: string,
  count: number,
  cases: CheckCase[],
): void {
  const run = runner(checks);
  describe(`${group} checks`, () => {
    it(`declares ${prefix}_001..${prefix}_${String(count).padStart(3, '0')} in the ${group} group`, () => {
      expectSequentialIds(
        checks.map((c) => c.id),
        prefix,
        count,
      );
      for (const c of checks) expect(c.group).toBe(group);
    });

    it('declares the metadata a report needs for every check', () => {
      for (const c of checks) {
        expect(DIMENSION_IDS).toContain(c.dimension);
        expect(c.fixSteps.length).toBeGreaterThanOrEqual(2);
        expect(c.fixSteps.length).toBeLessThanOrEqual(4);
        expect(c.impactEstimate).toMatch(/^estimate: .*\d+(\.\d+)?-\d/);
        expect(c.title).not.toBe(c.label);
        expect(c.threshold.length).toBeGreaterThan(10);
      }
    });

    it('has a pass and a fail case for every check', () => {
      expect(cases.map((c) => c.id).sort()).toEqual(checks.map((c) => c.id).sort());
    });

    describe.each(cases)('$id', (c) => {
      it('passes on a page that meets its threshold, quoting the page', () => {
        expectOutcome(run(c.id, c.pass()), 'pass', c.passQuote, c.passAbsent);
      });
      it('fails on a page that misses its threshold, quoting the page', () => {
        expectOutcome(run(c.id, c.fail()), 'fail', c.failQuote, c.failAbsent);
      });
      if (c.na) {
        const na = c.na;
        it('is not applicable when the page has nothing it can judge', () => {
          const outcome = run(c.id, na());
          expect(outcome.status).toBe('not_applicable');
        });
      }
    });
  });
}

export interface CheckCase {
  id: string;
  pass: () => PageModel;
  fail: () => PageModel;
  /** Text the pass evidence quotes (or, with `passAbsent`, that evidence says it was absent). */
  passQuote?: string;
  failQuote?: string;
  passAbsent?: boolean;
  failAbsent?: boolean;
  na?: () => PageModel;
}

/** Asserts status and evidence of one outcome. */
export function expectOutcome(
  outcome: CheckOutcome,
  status: 'pass' | 'fail',
  quote: string | undefined,
  isAbsent: boolean | undefined,
): void {
  expect(outcome.status).toBe(status);
  if (outcome.status === 'not_applicable') return;
  expect(outcome.evidence.length).toBeGreaterThan(0);
  if (isAbsent) {
    expect(outcome.evidence[0].absent).toBeTruthy();
    expect(outcome.evidence[0].selector).toBeNull();
  } else {
    for (const e of outcome.evidence) expect(e.selector).toBeTruthy();
    if (quote) expect(outcome.evidence.map((e) => e.quote).join(' | ')).toContain(quote);
  }
}

/** Ids of a group are PREFIX_001..PREFIX_nnn with no gaps. */
export function expectSequentialIds(ids: string[], prefix: string, count: number): void {
  expect(ids).toEqual(Array.from({ length: count }, (_, i) => `${prefix}_${String(i + 1).padStart(3, '0')}`));
}
