/**
 * Small builders for the parts of a page model that share D's check tests need (text blocks,
 * links, calls to action, forms...). Each gets a fresh selector and increasing document order.
 */
import { expect } from 'vitest';
import { located } from './model-fixture.js';
import type { CheckDefinition } from '../../lib/engine/checks/check.js';
import type {
  CallToAction,
  ContactPoint,
  Form,
  FormField,
  Image,
  Link,
  PageModel,
  Price,
  Video,
} from '../../lib/engine/model/page-model.js';

export { block, heading } from './model-fixture.js';

export function link(text: string, href: string, over: Partial<Link> = {}): Link {
  const kind: Link['kind'] = href.startsWith('mailto:')
    ? 'mailto'
    : href.startsWith('tel:')
      ? 'tel'
      : href.includes('#')
        ? 'anchor'
        : 'page';
  return {
    ...located(),
    href,
    text,
    name: text,
    kind,
    internal: href.startsWith('https://example.com') || href.startsWith('/'),
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
    element: 'link',
    intent,
    role: 'secondary',
    href: 'https://example.com/next',
    styledAsButton: true,
    inForm: false,
    ...over,
  };
}

export function field(name: string, over: Partial<FormField> = {}): FormField {
  return {
    ...located(),
    tag: 'input',
    type: name === 'email' ? 'email' : 'text',
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
  const loc = located();
  // Fields sit inside the form: give them orders right after it.
  const inner = fields.map((f, i) => ({ ...f, order: loc.order + i + 1 }));
  return {
    ...loc,
    action: '/submit',
    method: 'post',
    purpose,
    fields: inner,
    submitText: 'Send',
    privacyNote: null,
    ...over,
  };
}

export function image(src: string, over: Partial<Image> = {}): Image {
  return {
    ...located(),
    src,
    alt: src,
    width: 600,
    height: 400,
    loading: null,
    hasSrcset: false,
    format: 'jpg',
    isLogo: false,
    isPixel: false,
    ...over,
  };
}

export function video(src: string, over: Partial<Video> = {}): Video {
  return {
    ...located(),
    provider: 'youtube',
    src,
    autoplay: false,
    muted: false,
    hasPoster: true,
    hasCaptions: false,
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

export function contact(
  kind: ContactPoint['kind'],
  value: string,
  over: Partial<ContactPoint> = {},
): ContactPoint {
  return { ...located(), kind, value, ...over };
}

/** One row of a table-driven check test: a page that passes and one that fails, with what each quotes. */
export interface CheckCase {
  id: string;
  pass: () => PageModel;
  fail: () => PageModel;
  /** Text the passing evidence quotes; omitted when the pass is "nothing bad found" (absent). */
  passQuote?: string;
  /** Text the failing evidence quotes; omitted when the failure is that something is absent. */
  failQuote?: string;
  na?: () => PageModel;
}

/** Runs one case: the pass model passes with the expected evidence, the fail model fails likewise. */
export function assertCase(check: CheckDefinition, c: CheckCase): void {
  const ok = check.run(c.pass());
  expect(ok.status, `${c.id} pass model`).toBe('pass');
  if (ok.status === 'not_applicable') return;
  expect(ok.evidence.length).toBeGreaterThan(0);
  if (c.passQuote !== undefined) {
    expect(ok.evidence.map((e) => e.quote).join(' | ')).toContain(c.passQuote);
    expect(ok.evidence[0].absent).toBeUndefined();
  } else {
    expect(ok.evidence[0].absent).toBeTruthy();
  }

  const bad = check.run(c.fail());
  expect(bad.status, `${c.id} fail model`).toBe('fail');
  if (bad.status === 'not_applicable') return;
  expect(bad.evidence.length).toBeGreaterThan(0);
  if (c.failQuote) {
    expect(bad.evidence.map((e) => e.quote).join(' | ')).toContain(c.failQuote);
    expect(bad.evidence[0].absent).toBeUndefined();
  } else {
    expect(bad.evidence[0].absent).toBeTruthy();
    expect(bad.evidence[0].selector).toBeNull();
  }

  if (c.na) expect(check.run(c.na()).status, `${c.id} n/a model`).toBe('not_applicable');
}

/** Ids run PREFIX_001..PREFIX_nnn with no gaps, and there are exactly `count` of them. */
export function assertSequentialIds(checks: readonly CheckDefinition[], prefix: string, count: number): void {
  expect(checks).toHaveLength(count);
  checks.forEach((c, i) => expect(c.id).toBe(`${prefix}_${String(i + 1).padStart(3, '0')}`));
}

/** Metadata every check must carry to be useful in a report. */
export function assertMetadata(check: CheckDefinition): void {
  expect(check.fixSteps.length).toBeGreaterThanOrEqual(2);
  expect(check.fixSteps.length).toBeLessThanOrEqual(4);
  expect(check.impactEstimate).toMatch(/^estimate: .*\d+-\d+/);
  expect(check.threshold.length).toBeGreaterThan(10);
  expect(check.title).not.toBe(check.label);
}
