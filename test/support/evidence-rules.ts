/**
 * The rule evidence is held to: every quote a finding or strength shows is text the page shows,
 * and every selector it names matches an element whose text (or named attribute) holds that quote.
 * The page is parsed independently of the model (htmlparser2 + css-select), so a selector the
 * model built for a different tree than the browser's fails here too. Used over the corpus
 * (test/engine/report/evidence-corpus.test.ts) and over every check's evidence on crafted pages
 * (test/engine/checks/evidence-shape.test.ts).
 */
import { selectAll } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { Evidence } from '../../lib/engine/checks/check.js';
import type { PageModel } from '../../lib/engine/model/page-model.js';
import { labelFromImageFile } from '../../lib/engine/model/detectors/ctas.js';

/** Attributes whose value is what a visitor reads (or hears) for the element. */
const SHOWN_ATTRIBUTES = ['alt', 'content', 'title', 'value', 'placeholder', 'aria-label', 'label'];

/** Attributes holding the element's address: a quote of the address (absolute or as written) points at it. */
const ADDRESS_ATTRIBUTES = ['src', 'href', 'poster', 'data-src'];

/** Elements whose text is never shown: a quote found only inside them is not on the page. */
const UNSHOWN = new Set(['script', 'style', 'template', 'noscript']);

/** The text of an element as the page can show it: its text without that of scripts and styles. */
function shownText(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (!('children' in node) || ('name' in node && UNSHOWN.has(node.name))) return '';
  return node.children.map(shownText).join('');
}

/** Whitespace-free form, so block boundaries (a space in model.text, none in textContent) compare equal. */
function squeeze(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The part of a quote the page must hold: a quote cut with '…' (at either end) keeps the rest. */
function needle(quote: string): string {
  return squeeze(quote.replace(/^…|…$/g, ''));
}

function decode(text: string): string {
  return parseDocument(`<p>${text}</p>`, { decodeEntities: true })
    .children.map((n) => textContent(n))
    .join('');
}

export interface PageFacts {
  doc: Document;
  text: string;
  head: string[];
}

function headFacts(model: PageModel, doc: Document): string[] {
  const metas = selectAll<AnyNode, Element>('meta', doc).flatMap((m) => Object.values(m.attribs));
  const titles = selectAll('title', doc).map((t) => textContent(t));
  return [model.url, model.finalUrl, ...titles, ...metas, ...Object.values(model.http.headers)]
    .filter((v): v is string => typeof v === 'string')
    .map((v) => squeeze(decode(v)));
}

/** Why one evidence item does not hold, or null when it does. */
export function evidenceProblem(e: Evidence, page: PageFacts): string | null {
  if (!e.quote || e.absent) return null;
  const q = needle(e.quote);
  if (q === '') return null;
  if (e.selector === null) {
    if (page.text.includes(q) || page.head.some((h) => h.includes(q))) return null;
    return 'quote not in the page text nor its head facts';
  }
  let matched: Element[];
  try {
    matched = selectAll<AnyNode, Element>(e.selector, page.doc);
  } catch {
    return 'selector does not parse';
  }
  if (matched.length === 0) {
    // head facts: the model reads the title wherever the markup put it
    if (e.selector.startsWith('head >') && page.head.some((h) => h.includes(q))) return null;
    return 'selector matches no element';
  }
  for (const el of matched) {
    // an image link is named by its image's alt: the attributes of the element and what it holds
    const holders = [el, ...selectAll<AnyNode, Element>('*', el)];
    const attrs = holders.flatMap((h) =>
      SHOWN_ATTRIBUTES.map((a) => h.attribs[a]).filter((v): v is string => v !== undefined),
    );
    if (attrs.some((v) => squeeze(v).includes(q))) return null;
    // a button drawn as an image without alt text reads what its file name says (button_free_trial.gif)
    const drawn = holders
      .filter((h) => h.name === 'img' || (h.name === 'input' && h.attribs.type?.toLowerCase() === 'image'))
      .map((h) => labelFromImageFile(h.attribs.src ?? ''));
    if (drawn.some((label) => label !== '' && needle(label) === q)) return null;
    const own = ADDRESS_ATTRIBUTES.map((a) => el.attribs[a]).filter((v): v is string => !!v?.trim());
    if (own.some((v) => q.endsWith(squeeze(v).replace(/^(?:\.\.?\/)+/, '')) || squeeze(v) === q)) return null;
    // a script inside the element (a price widget's) is not text the visitor sees
    if (squeeze(shownText(el)).includes(q)) {
      // the title is a head fact: shown in the tab and search results, never in the body text
      if (page.text.includes(q) || el.name === 'title') return null;
      return 'element holds the quote but the page does not show it';
    }
  }
  return page.text.includes(q)
    ? 'selector names an element whose text lacks the quote'
    : 'quote not in the page text';
}

/** What the rule compares evidence against: the page parsed on its own, its text and head facts. */
export function pageFacts(model: PageModel, html: string): PageFacts {
  const doc = parseDocument(html);
  return { doc, text: squeeze(model.text), head: headFacts(model, doc) };
}
