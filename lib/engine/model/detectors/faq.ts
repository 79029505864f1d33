import {
  collapse,
  hintsOf,
  isElement,
  placed,
  type HtmlElement,
  type HtmlNode,
  type PageDom,
} from '../dom.js';
import type { FaqItem } from '../page-model.js';
import { entitiesOfType, stringValue, type LocatedItem } from './structured-data.js';

const QUESTION =
  /\?\s*$|^(?:how|what|why|when|where|who|which|can|do|does|is|are|will|should|could|may)\b.{4,}/i;

function stripTags(text: string): string {
  return collapse(text.replace(/<[^>]+>/g, ' '));
}

/** Structures that start the next question (or another FAQ form), ending the current answer. */
const ANSWER_END = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'summary',
  'details',
  'dl',
  'dt',
  'section',
  'form',
]);

/** Text of up to three siblings after a question heading, up to the next question. */
function answerAfter(dom: PageDom, el: HtmlElement): string {
  const parts: string[] = [];
  let taken = 0;
  let node = el.next;
  while (node && taken < 3) {
    if (isElement(node)) {
      if (ANSWER_END.has(node.name)) break;
      const text = dom.isVisible(node) ? dom.textOf(node) : '';
      if (text.endsWith('?') && text.length < 200) break;
      if (text) {
        parts.push(text);
        taken += 1;
      }
    } else if ('data' in node) {
      const text = collapse(String((node as { data: string }).data));
      if (text) parts.push(text);
    }
    node = node.next;
  }
  if (
    parts.length === 0 &&
    el.parent &&
    el.parent.children.filter(isElement).length === 1 &&
    el.parent.next
  ) {
    // question wrapped alone in a container: the answer is the container's next element
    let sibling: HtmlNode | null = el.parent.next;
    while (sibling && !isElement(sibling)) sibling = sibling.next;
    if (sibling && isElement(sibling)) return dom.textOf(sibling).slice(0, 600);
  }
  return collapse(parts.join(' ')).slice(0, 600);
}

export function detectFaq(dom: PageDom, items: LocatedItem[]): FaqItem[] {
  const out: FaqItem[] = [];
  const seen = new Set<string>();
  const push = (item: FaqItem): void => {
    const key = item.question.toLowerCase();
    if (seen.has(key) || !item.question || out.length >= 100) return;
    seen.add(key);
    out.push(item);
  };
  for (const { entity, from } of entitiesOfType(items, /^Question$/)) {
    const question = stringValue(entity.name ?? entity.text);
    const accepted = entity.acceptedAnswer ?? entity.suggestedAnswer;
    const answer = stringValue(Array.isArray(accepted) ? accepted[0] : accepted);
    if (question)
      push(
        placed(dom.locate(from.element), {
          question: stripTags(question).slice(0, 300),
          answer: stripTags(answer ?? '').slice(0, 600),
          source: 'schema',
        }),
      );
  }
  for (const details of dom.tag('details')) {
    if (dom.info.get(details)?.hidden) continue;
    const summary = details.children.find((c): c is HtmlElement => isElement(c) && c.name === 'summary');
    if (!summary) continue;
    const question = dom.textOf(summary);
    const answer = collapse(
      details.children
        .filter((c): c is HtmlElement => isElement(c) && c !== summary)
        .map((c) => dom.textOf(c))
        .join(' '),
    );
    push(
      placed(dom.locate(details), {
        question: question.slice(0, 300),
        answer: answer.slice(0, 600),
        source: 'details',
      }),
    );
  }
  const faqZone = (el: HtmlElement): boolean => {
    for (let p: HtmlElement | null = el, i = 0; p && i < 6; p = p.parent, i += 1)
      if (/faq|accordion|question/i.test(hintsOf(p))) return true;
    return false;
  };
  for (const tag of ['h2', 'h3', 'h4', 'h5', 'h6', 'button']) {
    for (const el of dom.tag(tag)) {
      if (dom.info.get(el)?.hidden) continue;
      const text = dom.textOf(el);
      if (text.length < 8 || text.length > 200) continue;
      const questionLike = /\?\s*$/.test(text) || (faqZone(el) && QUESTION.test(text));
      if (!questionLike) continue;
      if (tag === 'button' && !faqZone(el)) continue;
      const answer = answerAfter(dom, el);
      if (!answer && tag !== 'button') continue;
      push(placed(dom.locate(el), { question: text, answer, source: 'heading' }));
    }
  }
  for (const dl of dom.tag('dl')) {
    if (dom.info.get(dl)?.hidden) continue;
    const zone = faqZone(dl);
    let question: HtmlElement | null = null;
    for (const child of dl.children) {
      if (!isElement(child)) continue;
      if (child.name === 'dt') question = child;
      else if (child.name === 'dd' && question) {
        const q = dom.textOf(question);
        if (zone || /\?\s*$/.test(q))
          push(
            placed(dom.locate(question), {
              question: q.slice(0, 300),
              answer: dom.textOf(child).slice(0, 600),
              source: 'dl',
            }),
          );
        question = null;
      }
    }
  }
  return out.sort((a, b) => a.order - b.order);
}
