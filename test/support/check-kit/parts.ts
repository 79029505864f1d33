/**
 * The page parts every check test builds its models from. Each part gets a fresh selector and the
 * next document order (see model-fixture's `located`), so parts listed in a model read in the
 * order they were made. Argument order is the same everywhere: what a visitor reads first (a
 * link's text, a field's name), then where it points or what kind it is, then overrides.
 */
import type {
  Badge,
  CallToAction,
  ContactPoint,
  FaqItem,
  Form,
  FormField,
  Guarantee,
  Image,
  Link,
  LogoItem,
  Policy,
  Price,
  ReviewSummary,
  Testimonial,
  Video,
} from '../../../lib/engine/model/page-model.js';
import { located } from '../model-fixture.js';

export { block, heading, located } from '../model-fixture.js';

/** A link; its kind follows the address (mailto:, tel:, #fragment) and it is internal on example.com or a path. */
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

/** A call to action: a secondary button-styled link to the next page unless told otherwise. */
export function cta(
  text: string,
  intent: CallToAction['intent'] = 'other',
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

/** A required, labelled input named `name`; an email field when named "email", text otherwise. */
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

/** A form holding `fields`, which take the document orders right after it. */
export function form(purpose: Form['purpose'], fields: FormField[], over: Partial<Form> = {}): Form {
  const loc = located();
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

/** A price whose element shows its context (the context is quoted at the price's selector). */
export function price(text: string, amount: number, over: Partial<Price> = {}): Price {
  const loc = located();
  return {
    ...loc,
    text,
    amount,
    currency: 'USD',
    period: null,
    isCompareAt: false,
    context: text,
    contextSelector: over.selector ?? loc.selector,
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

/** An aggregate rating from structured data: 4.6 of 5 from 120 reviews. */
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
  return { ...located(), kind, value, shown: value, ...over };
}

/** A 600x400 content image (not a logo, not a tracking pixel) whose alt text is its address. */
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

/** Filler copy of `n` neutral words ending in a full stop, for pages that must be long. */
export function filler(n: number): string {
  const words = ['the', 'team', 'ships', 'work', 'each', 'week', 'with', 'care'];
  return Array.from({ length: n }, (_, i) => words[i % words.length]).join(' ') + '.';
}
