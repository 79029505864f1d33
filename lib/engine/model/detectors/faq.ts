import { collapse, hintsOf, isElement, type HtmlElement, type PageDom } from '../dom.js';
import type { FaqItem } from '../page-model.js';
import { entitiesOfType, stringValue, type LocatedItem } from './structured-data.js';

const QUESTION =
  /\?\s*$|^(?:how|what|why|when|where|who|which|can|do|does|is|are|will|should|could|may)\b.{4,}/i;

function stripTags(text: string): string {
  return collapse(text.replace(/<[^>]+>/g, ' '));
}

/** Text of the siblings after a question heading, up to the next heading. */
function answerAfter(dom: PageDom, el: HtmlElement): string {
  const parts: string[] = [];
  let node = el.next;
  while (node && parts.join(' ').length < 600) {
    if (isElement(node)) {
      if (/^h[1-6]$/.test(node.name) || node.name === 'summary') break;
      if (dom.isVisible(node)) parts.push(dom.textOf(node));
    } else if ('data' in node) {
      parts.push(String((node as { data: string }).data));
    }
    node = node.next;
  }
  if (parts.join('').trim() === '' && el.parent && el.parent.children.length === 1 && el.parent.next) {
    // question wrapped alone in a container: the answer is the container's next sibling
    const sibling = el.parent.next;
    if (isElement(sibling)) return dom.textOf(sibling).slice(0, 600);
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
      push({
        ...dom.locate(from.element),
        question: stripTags(question).slice(0, 300),
        answer: stripTags(answer ?? '').slice(0, 600),
        source: 'schema',
      });
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
    push({
      ...dom.locate(details),
      question: question.slice(0, 300),
      answer: answer.slice(0, 600),
      source: 'details',
    });
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
      push({ ...dom.locate(el), question: text, answer, source: 'heading' });
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
          push({
            ...dom.locate(question),
            question: q.slice(0, 300),
            answer: dom.textOf(child).slice(0, 600),
            source: 'dl',
          });
        question = null;
      }
    }
  }
  return out.sort((a, b) => a.order - b.order);
}
