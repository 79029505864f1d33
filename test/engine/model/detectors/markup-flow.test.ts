import { describe, expect, it } from 'vitest';
import { buildPageDom } from '../../../../lib/engine/model/dom.js';
import { markupGap } from '../../../../lib/engine/model/detectors/markup-flow.js';
import { snippetModel } from '../corpus-models.js';

const gapIn = (html: string): number | null => {
  const dom = buildPageDom(html);
  const from = dom.tag('h1')[0];
  const to = dom.elements.find((e) => e.attribs.id === 'target');
  return from && to ? markupGap(dom, from, to) : null;
};

const field = (name: string) => `<li><label>${name}</label><input type="text" name="${name}"></li>`;
/** A contact page: the headline, a form's fields, a textarea of `rows` rows, a captcha, the button. */
const contactPage = (fields: number, rows: number) =>
  `<main><article><h1>Contact us</h1><form action="/send"><ul>${['Name', 'Email', 'Phone', 'Company']
    .slice(0, fields)
    .map(field)
    .join('')}<li><label>Comment</label><textarea rows="${rows}"></textarea></li></ul>` +
  `<div class="g-recaptcha"></div><button id="target" type="submit">Book now</button></form></article></main>`;

describe('markupGap: where a button sits below the headline, read from markup', () => {
  it('adds up the lines, fields and declared pictures between the two', () => {
    const short = gapIn(
      '<main><h1>Plumbers</h1><p>Same-day repairs.</p><a id="target" href="/book">Book</a></main>',
    );
    expect(short).toBeGreaterThan(0);
    expect(short).toBeLessThan(100);
    const pictured = gapIn(
      '<main><h1>Plumbers</h1><img src="van.jpg" height="400" alt=""><a id="target" href="/book">Book</a></main>',
    );
    expect(pictured).toBeGreaterThanOrEqual(400);
    // four fields, a 10-row textarea and a captcha push the button a screen down
    expect(gapIn(contactPage(4, 10))).toBeGreaterThan(450);
    expect(gapIn(contactPage(1, 3))).toBeLessThan(450);
  });

  it('reads a carousel as one slide, a menu as one bar, and a table row as its tallest cell', () => {
    const slides = Array.from(
      { length: 5 },
      (_, i) => `<div class="item"><img src="s${i}.jpg" height="300"></div>`,
    );
    expect(
      gapIn(
        `<main><h1>Hi</h1><div class="carousel">${slides.join('')}</div><a id="target" href="/x">Go</a></main>`,
      ),
    ).toBe(300);
    const menu = `<ul class="menu">${'<li><a href="/a">Entry</a></li>'.repeat(12)}</ul>`;
    expect(gapIn(`<main><h1>Hi</h1>${menu}<a id="target" href="/x">Go</a></main>`)).toBe(50);
    const cells = '<td><p>One line.</p></td>'.repeat(3);
    const row = gapIn(
      `<main><h1>Hi</h1><table><tr>${cells}</tr></table><a id="target" href="/x">Go</a></main>`,
    );
    expect(row).toBeLessThan(100);
  });

  it('says nothing of boxes side by side, the header, or a button before the headline', () => {
    const long = '<p>' + 'Long text about the firm. '.repeat(80) + '</p>';
    expect(
      gapIn(
        `<main><div class="content"><h1>Law firm</h1>${long}</div><div class="rightContainer"><a id="target" href="/c">Call</a></div></main>`,
      ),
    ).toBeNull();
    expect(
      gapIn(
        `<main><div><h1>Hi</h1>${long}</div><div id="st-header"><a id="target" href="/c">Contact us</a></div></main>`,
      ),
    ).toBeNull();
    expect(gapIn(`<main><a id="target" href="/c">Contact</a><h1>Hi</h1></main>`)).toBeNull();
  });
});

describe('the first screen of an unmeasured page', () => {
  it("has no call to action when the form's button sits a screen under the headline", () => {
    expect(snippetModel(contactPage(4, 10)).hero.cta).toBeNull();
    expect(snippetModel(contactPage(1, 3)).hero.cta?.text).toBe('Book now');
  });
});
