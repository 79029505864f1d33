/**
 * The one page builder of the check tests. `page(parts)` makes a page model from parts (on top of
 * the empty model the model builder starts from); `flow()` writes the same page in reading order
 * (h1, paragraph, call to action, end of the first screen) and fills `hero` as the model builder
 * does, then hands its parts to `page()`.
 */
import type {
  CallToAction,
  Heading,
  Industry,
  Layout,
  PageModel,
  Region,
  TextBlock,
} from '../../../lib/engine/model/page-model.js';
import { modelWith } from '../model-fixture.js';

/**
 * A page model from parts. Its visible `text` is the parts' text joined in document order, as the
 * model builder would produce it, unless `text` is given; `wordCount` counts it unless given.
 */
export function page(over: Partial<PageModel> = {}): PageModel {
  const model = modelWith(over);
  if (over.text === undefined) {
    const parts = [
      ...model.headings,
      ...model.textBlocks,
      ...model.links.map((l) => ({ order: l.order, text: l.text })),
      ...model.ctas,
      ...model.prices.map((p) => ({ order: p.order, text: p.context })),
      ...model.testimonials.map((t) => ({ order: t.order, text: t.quote })),
      ...model.faq.map((f) => ({ order: f.order, text: `${f.question} ${f.answer}` })),
      ...model.guarantees,
      ...model.badges,
      ...model.policies,
      ...model.contacts.map((c) => ({ order: c.order, text: c.value })),
    ].sort((a, b) => a.order - b.order);
    model.text = parts.map((p) => p.text).join(' ');
    if (over.wordCount === undefined) model.wordCount = model.text.split(/\s+/).filter(Boolean).length;
  }
  return model;
}

/** The model as classified into `industry` with confidence. */
export function inIndustry(industry: Industry, model: PageModel): PageModel {
  return { ...model, industry: { id: industry, confidence: 0.9, signals: [] } };
}

interface PartOptions {
  region?: Region;
  layout?: Layout;
  selector?: string;
}

/**
 * A page written in reading order: each call appends an element with the next document order,
 * `endHero()` closes the first screen, and `build()` fills `hero` the way the model builder does
 * (first h1, the paragraph after it, the primary CTA when it is on the first screen).
 */
export class PageFlow {
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

  /** One paragraph per text. */
  paragraphs(...texts: string[]): this {
    for (const text of texts) this.p(text);
    return this;
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
    return page({
      headings: this.headings,
      textBlocks: this.textBlocks,
      ctas: this.ctas,
      hero: { headline, subheadline, cta: primary && primary.order < end ? primary : null, image: null, end },
      ...overrides,
    });
  }
}

export function flow(): PageFlow {
  return new PageFlow();
}
