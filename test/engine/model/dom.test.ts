import { selectAll } from 'css-select';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { buildPageDom, cssIdent, wordCount } from '../../../lib/engine/model/dom.js';
import { corpusModel, readCorpusPage } from './corpus-models.js';

describe('selectors', () => {
  it.each([['amazon-relay-module-pdp'], ['landwind-template'], ['misterplumber-home'], ['nytimes-article']])(
    'find exactly the element they describe on %s',
    (name) => {
      const model = corpusModel(name);
      const doc = parseDocument(readCorpusPage(name), { lowerCaseTags: true, lowerCaseAttributeNames: true });
      const check = (selector: string, tag: string): void => {
        const found = selectAll(selector, doc);
        expect(found, selector).toHaveLength(1);
        expect((found[0] as unknown as { name: string }).name).toBe(tag);
      };
      for (const h of model.headings) check(h.selector, `h${h.level}`);
      for (const f of model.forms) check(f.selector, 'form');
      for (const i of model.images.slice(0, 50)) check(i.selector, 'img');
      for (const l of model.links.slice(0, 100)) check(l.selector, 'a');
    },
  );

  it('prefers a unique, sane id and never uses a duplicated one', () => {
    const dom = buildPageDom(
      '<div id="a"><p>1</p></div><div id="dup"><p>2</p></div><div id="dup"><p>3</p></div><div id="9x"><span>4</span></div>',
    );
    const [p1, p2, p3] = dom.tag('p');
    expect(dom.selectorOf(dom.tag('div')[0])).toBe('#a');
    expect(dom.selectorOf(p1)).toBe('#a > p');
    expect(dom.selectorOf(p2)).toBe('div:nth-of-type(2):root > p');
    expect(dom.selectorOf(p3)).toBe('div:nth-of-type(3):root > p');
    expect(dom.selectorOf(dom.tag('span')[0])).toBe('div:nth-of-type(4):root > span');
    const doc = parseDocument(
      '<div id="a"><p>1</p></div><div id="dup"><p>2</p></div><div id="dup"><p>3</p></div><div id="9x"><span>4</span></div>',
    );
    expect(selectAll(dom.selectorOf(p2), doc)).toHaveLength(1);
  });

  it('escapes tag names as CSS requires, so a namespaced tag (JSP, Word) gives a selector that parses and matches', () => {
    const html =
      '<div><logic:notEqual name="x"><h3>Fancy a Chat?</h3><p>One</p></logic:notEqual><logic:notEqual><p>Two</p></logic:notEqual>' +
      '<o:p>Word</o:p></div>';
    const dom = buildPageDom(html);
    const doc = parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true });
    const [h3] = dom.tag('h3');
    const [, two] = dom.tag('p');
    expect(dom.selectorOf(h3)).toBe('div:root > logic\\:notequal:nth-of-type(1) > h3');
    for (const el of [h3, two, dom.tag('o:p')[0]]) {
      const found = selectAll(dom.selectorOf(el), doc);
      expect(found, dom.selectorOf(el)).toHaveLength(1);
      expect(textContent(found[0])).toBe(textContent(el as never));
    }
  });

  it('serialises an identifier as CSS.escape does', () => {
    expect(cssIdent('h3')).toBe('h3');
    expect(cssIdent('my-widget')).toBe('my-widget');
    expect(cssIdent('logic:notequal')).toBe('logic\\:notequal');
    expect(cssIdent('a.b[c]')).toBe('a\\.b\\[c\\]');
    expect(cssIdent('1a')).toBe('\\31 a');
    expect(cssIdent('-1')).toBe('-\\31 ');
    expect(cssIdent('-')).toBe('\\-');
    expect(cssIdent('x\u0001y')).toBe('x\\1 y');
    expect(cssIdent('café_1')).toBe('café_1');
  });
});

describe('buildPageDom', () => {
  it('numbers elements in document order and counts svg insides in the element count', () => {
    const dom = buildPageDom(
      '<html><head><title>t</title></head><body><p>a</p><svg><g><path/></g></svg></body></html>',
    );
    expect(dom.elements.map((e) => e.name)).toEqual(['html', 'head', 'title', 'body', 'p', 'svg']);
    expect(dom.elementCount).toBe(8);
    expect(dom.orderOf(dom.tag('p')[0])).toBe(4);
  });

  it('decodes entities and keeps words apart across block boundaries', () => {
    const dom = buildPageDom('<p>Fish&nbsp;&amp;&nbsp;chips</p><p>Mushy&#32;peas</p><div>a<br>b</div>');
    expect(dom.text).toBe('Fish\u00a0&\u00a0chips Mushy peas a b'.replace(/\u00a0/g, ' '));
  });
});

describe('parseHtml', () => {
  it('flattens nesting beyond 256 levels instead of overflowing the stack', () => {
    const html = `<html><body>${'<div><b>x '.repeat(5000)}<p>deep</p></body></html>`;
    const dom = buildPageDom(html);
    expect(dom.text.startsWith('x x x')).toBe(true);
    expect(dom.text.endsWith('deep')).toBe(true);
    expect(dom.tag('div')).toHaveLength(5000);
  });
});

describe('wordCount', () => {
  it('counts words in any script, joining apostrophes and hyphens', () => {
    expect(wordCount("It's a well-known fact — 3 cats")).toBe(6);
    expect(wordCount('Größe über 10 €')).toBe(3);
    expect(wordCount('')).toBe(0);
  });
});
