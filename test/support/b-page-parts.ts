import { expect } from 'vitest';
import type { CheckDefinition, CheckOutcome } from '../../lib/engine/checks/check.js';
import type {
  Badge,
  CallToAction,
  ContactPoint,
  FaqItem,
  Form,
  FormField,
  Guarantee,
  Link,
  LogoItem,
  PageModel,
  Policy,
  Price,
  ReviewSummary,
  Testimonial,
} from '../../lib/engine/model/page-model.js';
import { located, modelWith } from './model-fixture.js';

/**
 * Small builders for the page parts the share-B checks read (trust, social proof, offer, offer
 * clarity, objections, universal, checkout), and the table runner their tests share.
 */

export { block, heading } from './model-fixture.js';

export function link(href: string, text: string, over: Partial<Link> = {}): Link {
  const kind: Link['kind'] = href.startsWith('mailto:') ? 'mailto' : href.startsWith('tel:') ? 'tel' : 'page';
  return {
    ...located(),
    href,
    text,
    name: text,
    kind,
    internal: href.startsWith('https://example.com'),
    newTab: false,
    rel: [],
    ...over,
  };
}

export function cta(
  text: string,
  intent: CallToAction['intent'],
  over: Partial<CallToAction> = {},
): CallToAction {
  return {
    ...located(),
    text,
    element: 'button',
    intent,
    role: 'secondary',
    styledAsButton: true,
    inForm: false,
    ...over,
  };
}

export function price(text: string, amount: number, over: Partial<Price> = {}): Price {
  return {
    ...located(),
    text,
    amount,
    currency: 'USD',
    period: null,
    isCompareAt: false,
    context: text,
    ...over,
  };
}

export function testimonial(quote: string, over: Partial<Testimonial> = {}): Testimonial {
  return {
    ...located(),
    quote,
    author: null,
    role: null,
    company: null,
    hasPhoto: false,
    rating: null,
    source: 'markup',
    ...over,
  };
}

export function review(over: Partial<ReviewSummary> = {}): ReviewSummary {
  return {
    ...located(),
    ratingValue: 4.6,
    bestRating: 5,
    ratingCount: 120,
    reviewCount: 120,
    source: 'schema',
    ...over,
  };
}

export function logo(name: string, over: Partial<LogoItem> = {}): LogoItem {
  return { ...located(), name, src: `https://example.com/${name}.svg`, context: 'customer', ...over };
}

export function badge(kind: Badge['kind'], text: string, over: Partial<Badge> = {}): Badge {
  return { ...located(), kind, text, ...over };
}

export function guarantee(kind: Guarantee['kind'], text: string, over: Partial<Guarantee> = {}): Guarantee {
  return { ...located(), kind, text, days: null, ...over };
}

export function faq(question: string, answer: string, over: Partial<FaqItem> = {}): FaqItem {
  return { ...located(), question, answer, source: 'details', ...over };
}

export function policy(kind: Policy['kind'], text: string, over: Partial<Policy> = {}): Policy {
  return { ...located(), kind, text, href: `https://example.com/${kind}`, ...over };
}

export function contact(
  kind: ContactPoint['kind'],
  value: string,
  over: Partial<ContactPoint> = {},
): ContactPoint {
  return { ...located(), kind, value, ...over };
}

export function field(type: string, name: string, over: Partial<FormField> = {}): FormField {
  return {
    ...located(),
    tag: 'input',
    type,
    name,
    label: name,
    labelSource: 'label',
    placeholder: null,
    required: true,
    autocomplete: null,
    inputMode: null,
    ...over,
  };
}

export function form(purpose: Form['purpose'], fields: FormField[], over: Partial<Form> = {}): Form {
  return {
    ...located(),
    action: '/submit',
    method: 'post',
    purpose,
    fields,
    submitText: 'Submit',
    privacyNote: null,
    ...over,
  };
}

/**
 * A page model from parts; its visible `text` is the parts' text joined in document order (as the
 * builder would produce), unless given.
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
    model.wordCount = model.text.split(/\s+/).filter(Boolean).length;
  }
  return model;
}

export interface CheckCase {
  id: string;
  pass: () => PageModel;
  fail: () => PageModel;
  /** Text the passing evidence quotes, or 'absent' when the pass is an absence. */
  passQuote: string;
  /** Text the failing evidence quotes, or 'absent' when the failure is an absence. */
  failQuote: string;
}

const PAGE_LEVEL = /^an auto-rotating carousel/i;

/** Asserts the outcome's status and that its evidence quotes `expected` (or records an absence). */
export function expectOutcome(outcome: CheckOutcome, status: 'pass' | 'fail', expected: string): void {
  expect(outcome.status).toBe(status);
  if (outcome.status === 'not_applicable') return;
  expect(outcome.evidence.length).toBeGreaterThan(0);
  if (expected === 'absent') {
    expect(outcome.evidence.some((e) => typeof e.absent === 'string' && e.absent.length > 0)).toBe(true);
  } else {
    const match = outcome.evidence.find((e) => e.quote.toLowerCase().includes(expected.toLowerCase()));
    expect(match, `no evidence quotes "${expected}"`).toBeDefined();
    // A quote from the page points at where it was seen; only page-level facts (a script, a
    // widget, the markup as a whole) have no element to point at.
    if (!PAGE_LEVEL.test(match!.quote)) expect(match!.selector).toMatch(/^(#|body|script|table|\[)/);
  }
}

/** Asserts a group's ids run PREFIX_001.. with no gaps, per prefix, and the group's total count. */
export function expectSequentialIds(
  checks: readonly CheckDefinition[],
  counts: Record<string, number>,
): void {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  expect(checks).toHaveLength(total);
  for (const [prefix, count] of Object.entries(counts)) {
    const ids = checks.filter((c) => c.id.startsWith(`${prefix}_`)).map((c) => c.id);
    expect(ids).toEqual(
      Array.from({ length: count }, (_, i) => `${prefix}_${String(i + 1).padStart(3, '0')}`),
    );
  }
}

/** Asserts the declaration carries the metadata every check needs (SPEC 2.2 finding fields). */
export function expectWellFormed(check: CheckDefinition, group: string): void {
  expect(check.group).toBe(group);
  expect(check.fixSteps.length).toBeGreaterThanOrEqual(2);
  expect(check.fixSteps.length).toBeLessThanOrEqual(4);
  expect(check.impactEstimate).toMatch(/^estimate: .*\d-[\d.]+%/);
  expect(check.threshold.length).toBeGreaterThan(10);
  expect(check.title).not.toBe(check.label);
}
