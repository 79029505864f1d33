/**
 * The mutation suite of `npm run eval`: each mutation edits a page in one respect that experts agree
 * on (remove every call to action, add a guarantee...) and names the check whose verdict must flip
 * and the direction the score must move. A mutation applies to a page when the check's verdict on
 * the page as it is leaves room for the flip (removing testimonials needs a page that shows some).
 *
 * Elements are found the way a reader would point at them: by generic markup (every button, every
 * <title>) and by what the audit of the unedited page located (its testimonials, its prices).
 */
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { appendChild, getOuterHTML, prepend, removeElement, textContent as textOf } from 'domutils';
import { parse, parseFragment } from 'parse5';
import { adapter } from 'parse5-htmlparser2-tree-adapter';
import type { PageModel } from '../../lib/engine/index.js';

export interface Mutation {
  name: string;
  /** What the edit does, for the report. */
  description: string;
  /** The check whose verdict the edit must flip. */
  checkId: string;
  /** 'down': the check passes before and the score must fall; 'up': it fails before and must rise. */
  direction: 'down' | 'up';
  /** The edited HTML, or null when the page offers nothing to edit. */
  apply(html: string, model: PageModel): string | null;
}

function all(doc: Document, selector: string): Element[] {
  try {
    return selectAll<AnyNode, Element>(selector, doc);
  } catch {
    return [];
  }
}

/**
 * The page as a browser builds it (parse5 follows the HTML standard: implied tbody, p closed by a
 * div, misnested tags repaired), so the selectors of a rendered model, taken from the browser's
 * DOM, find the same elements here. htmlparser2 keeps the markup as written, and in render mode
 * some of the prices and buttons to remove were not found.
 */
function parseLikeBrowser(html: string): Document {
  return parse(html, { treeAdapter: adapter }) as unknown as Document;
}

function edit(html: string, fn: (doc: Document) => boolean): string | null {
  const doc = parseLikeBrowser(html);
  return fn(doc) ? getOuterHTML(doc) : null;
}

/** The page parsed and serialized with no edit: the baseline every mutation is compared with. */
export function roundTrip(html: string): string {
  return getOuterHTML(parseLikeBrowser(html));
}

/** Resolve every selector first: removing one element shifts the :nth-of-type of its siblings. */
function removeAll(doc: Document, selectors: readonly string[]): number {
  const doomed = new Set<Element>();
  for (const s of selectors) for (const el of all(doc, s)) doomed.add(el);
  for (const el of doomed) if (el.parent) removeElement(el);
  return doomed.size;
}

function nodesOf(html: string): AnyNode[] {
  return (parseFragment(html, { treeAdapter: adapter }) as unknown as Document).children;
}

/** Where added content goes: the main content when marked, else the body. */
function contentRoot(doc: Document): Element | null {
  return (
    selectOne<AnyNode, Element>('main', doc) ??
    selectOne<AnyNode, Element>('[role=main]', doc) ??
    selectOne<AnyNode, Element>('body', doc)
  );
}

function appendTo(doc: Document, html: string, where: 'start' | 'end'): boolean {
  const root = contentRoot(doc);
  if (!root) return false;
  const nodes = nodesOf(html);
  if (where === 'end') for (const n of nodes) appendChild(root, n);
  else for (const n of nodes.reverse()) prepend(root, n);
  return true;
}

/** Every element a visitor could take for a call to action, and every one the audit found. */
const ACTION_SELECTORS = [
  'button',
  'input[type=submit]',
  'input[type=button]',
  'input[type=image]',
  '[role=button]',
  'a[class*=btn]',
  'a[class*=button]',
  'a[class*=cta]',
  'a[class*=Btn]',
  'a[class*=Button]',
  'a[href^="tel:"]',
];

const TESTIMONIALS_HTML = `<section class="testimonials"><h2>What our customers say</h2>
<blockquote class="testimonial"><p>"We cut our order handling time in half within the first month. The team answered every question the same day."</p><footer><cite>Maria Keller</cite>, Operations Lead at Northwind Supply</footer></blockquote>
<blockquote class="testimonial"><p>"Setup took an afternoon and our customers noticed the difference right away. I recommend them to every business owner I know."</p><footer><cite>David Osei</cite>, Owner of Osei Hardware</footer></blockquote>
<blockquote class="testimonial"><p>"Clear pricing, no surprises, and support that actually solves problems. We have been customers for three years."</p><footer><cite>Laura Chen</cite>, Founder of Brightleaf Studio</footer></blockquote>
</section>`;

const GUARANTEE_HTML = `<section class="guarantee"><h2>30-day money-back guarantee</h2><p>Try it risk-free: if you are not satisfied within 30 days, we refund your payment in full, no questions asked.</p></section>`;

export const MUTATIONS: readonly Mutation[] = [
  {
    name: 'remove_ctas',
    description:
      'remove every call to action (buttons, button-styled links, tel: links, and every CTA the audit found)',
    checkId: 'CTA_001',
    direction: 'down',
    apply: (html, model) =>
      edit(html, (doc) => removeAll(doc, [...ACTION_SELECTORS, ...model.ctas.map((c) => c.selector)]) > 0),
  },
  {
    name: 'remove_title',
    description: 'remove the <title>',
    checkId: 'SEO_001',
    direction: 'down',
    apply: (html) => edit(html, (doc) => removeAll(doc, ['title']) > 0),
  },
  {
    name: 'remove_meta_description',
    description: 'remove the meta description',
    checkId: 'SEO_002',
    direction: 'down',
    apply: (html) => edit(html, (doc) => removeAll(doc, ['meta[name=description i]']) > 0),
  },
  {
    name: 'remove_viewport',
    description: 'remove the viewport meta tag',
    checkId: 'MOBILE_001',
    direction: 'down',
    apply: (html) => edit(html, (doc) => removeAll(doc, ['meta[name=viewport i]']) > 0),
  },
  {
    name: 'remove_alt_texts',
    description: 'remove the alt attribute of every image',
    checkId: 'ACCESS_002',
    direction: 'down',
    apply: (html) =>
      edit(html, (doc) => {
        const imgs = all(doc, 'img[alt]');
        for (const img of imgs) delete img.attribs.alt;
        return imgs.length > 0;
      }),
  },
  {
    name: 'remove_testimonials',
    description: 'remove every testimonial and review the audit found, with schema.org reviews',
    checkId: 'SOCIAL_001',
    direction: 'down',
    apply: (html, model) =>
      edit(html, (doc) => {
        const reviewData = all(doc, 'script[type="application/ld+json" i]').filter((s) =>
          /"(?:Review|AggregateRating|review|aggregateRating)"/.test(textOf(s)),
        );
        for (const s of reviewData) removeElement(s);
        const removed = removeAll(doc, [
          ...model.testimonials.map((t) => t.selector),
          ...model.reviews.map((r) => r.selector),
          '[itemtype*="schema.org/Review" i]',
          '[itemtype*="schema.org/AggregateRating" i]',
        ]);
        return removed + reviewData.length > 0;
      }),
  },
  {
    name: 'remove_prices',
    description: 'remove every element that shows a price the audit found',
    checkId: 'OFFER_001',
    direction: 'down',
    apply: (html, model) =>
      edit(
        html,
        (doc) =>
          removeAll(
            doc,
            model.prices.map((p) => p.selector),
          ) > 0,
      ),
  },
  {
    name: 'add_testimonials',
    description: 'add a section of three named customer testimonials',
    checkId: 'SOCIAL_001',
    direction: 'up',
    apply: (html) => edit(html, (doc) => appendTo(doc, TESTIMONIALS_HTML, 'end')),
  },
  {
    name: 'add_guarantee',
    description: 'add a 30-day money-back guarantee section',
    checkId: 'OBJ_004',
    direction: 'up',
    apply: (html) => edit(html, (doc) => appendTo(doc, GUARANTEE_HTML, 'end')),
  },
  {
    name: 'add_clear_cta',
    description: 'add one prominent, specific call to action at the top of the main content',
    checkId: 'CTA_001',
    direction: 'up',
    apply: (html) =>
      edit(html, (doc) =>
        appendTo(
          doc,
          '<div class="hero-actions"><a class="btn btn-primary btn-lg" href="/signup">Start your free trial</a></div>',
          'start',
        ),
      ),
  },
];

export interface MutationOutcome {
  page: string;
  /** The label file (set) of the page, once the eval files it under one. */
  set?: string;
  mutation: string;
  applied: boolean;
  /** Why it did not apply (the check's verdict leaves no room, or nothing to edit). */
  skipped?: string;
  scoreBefore?: number;
  scoreAfter?: number;
  /** Points the report puts on the check where it fails (points_if_fixed of its finding). */
  points?: number | null;
  statusBefore?: string;
  statusAfter?: string;
  scoreMoved?: boolean;
  /** The finding appeared (down) or disappeared (up), or the strength disappeared (down) or appeared (up). */
  findingMoved?: boolean;
  ok?: boolean;
}

interface AuditView {
  score: number;
  findings: readonly { check_id: string; check_ids?: readonly string[] }[];
  strengths: readonly { check_id: string }[];
}

/** Whether an applied mutation moved the audit the right way. */
export function judgeMutation(
  mutation: Pick<Mutation, 'checkId' | 'direction'>,
  before: AuditView,
  after: AuditView,
): { scoreMoved: boolean; findingMoved: boolean; ok: boolean } {
  const finding = (a: AuditView) =>
    a.findings.some((f) => (f.check_ids ?? [f.check_id]).includes(mutation.checkId));
  const strength = (a: AuditView) => a.strengths.some((s) => s.check_id === mutation.checkId);
  const down = mutation.direction === 'down';
  const scoreMoved = down ? after.score < before.score : after.score > before.score;
  const findingMoved = down
    ? (!finding(before) && finding(after)) || (strength(before) && !strength(after))
    : (finding(before) && !finding(after)) || (!strength(before) && strength(after));
  return { scoreMoved, findingMoved, ok: scoreMoved && findingMoved };
}
