import { describe, expect, it } from 'vitest';
import { buildPageModel, buildRewriteInput, runChecks } from '../../../lib/engine/index.js';
import { rewriteDeterministically } from '../../../lib/engine/rewrite/deterministic-rewriter.js';
import { stitchedAt } from '../../../lib/engine/rewrite/copy-quality.js';
import { parseModelAnswer } from '../../../lib/engine/rewrite/model-answer.js';
import { staticHttp } from '../model/corpus-models.js';

const url = 'https://roses.example/one-dozen';

/** A flower shop's product page whose CMS wrote the meta description from the page's first lines. */
function shopPage(description: string, body: string): string {
  return `<!doctype html><html lang="en"><head><title>One Dozen Red and White Roses | Rose Shop</title>
    <meta name="description" content="${description}"></head><body>
    <header><a href="/">Rose Shop</a><nav><a href="/shop">Shop</a><a href="/about">About Us</a></nav></header>
    <main>${body}
      <p class="price">₱2,500.00</p><form action="/cart/add"><button type="submit">Add to cart</button></form>
    </main><footer><p>© 2026 Rose Shop</p></footer></body></html>`;
}

const BODY = `<h1>One Dozen Red and White Roses</h1>
  <p>Let that romantic side of you be known! The classic red and white flower combination exudes romance.
  Express your deepest feeling and let them remember the beautiful moments you shared together.</p>`;

function rewritesOf(html: string) {
  const model = buildPageModel({ url, finalUrl: url, html, http: staticHttp(html.length) });
  const input = buildRewriteInput(model, runChecks(model));
  return { model, input, rewrites: rewriteDeterministically(input) };
}

describe('copy stitched from lines the page shows apart', () => {
  it('finds where the text runs a heading into its paragraph, or lines broken with <br>, without punctuation', () => {
    const html = shopPage(
      'x',
      `${BODY}<h2>Fresh daily<br>Delivered by noon</h2><h2>Why roses?</h2><p>Because they last.</p>
       <p>We build bouquets<br>that last a week</p>`,
    );
    const { model } = rewritesOf(html);

    expect(model.seams).toContain('Roses Let');
    expect(model.seams).toContain('daily Delivered');
    // a question ends its line; a line that goes on in lower case is one sentence across a <br>
    expect(model.seams.some((s) => s.startsWith('roses'))).toBe(false);
    expect(model.seams).not.toContain('bouquets that');
  });

  it('finds none where a line goes on across the break or the next line is a name', () => {
    const html = shopPage(
      'x',
      `<h1>Your family florist in<br>Berlin and Potsdam</h1><h2>Welcome to<br>The Rose Garden Shop</h2>
       <div class="card"><h3>Samsung</h3><p>Galaxy S24</p></div><h2>Frische Blumen für<br>Ihr Zuhause jeden Tag</h2>`,
    );
    const { model } = rewritesOf(html);
    for (const seam of ['in Berlin', 'to The', 'Samsung Galaxy', 'für Ihr'])
      expect(model.seams).not.toContain(seam);
  });

  it('offers no cut of a meta description that glues the product name onto its paragraph', () => {
    const glued =
      'One Dozen Red and White Roses Let that romantic side of you be known! The classic red and white flower combination exudes romance. Express your deepest feeling and let them remember the beautiful moments you shared together.';
    const { rewrites } = rewritesOf(shopPage(glued, BODY));
    expect(rewrites.meta_description.alternatives.some((a) => a.includes('Roses Let'))).toBe(false);

    // the same description written as sentences is cut to fit as before
    const written = glued.replace('Roses Let', 'Roses. Let');
    const { rewrites: fine } = rewritesOf(shopPage(written, BODY));
    expect(fine.meta_description.alternatives[0]).toMatch(
      /^One Dozen Red and White Roses\. Let that romantic/,
    );
  });

  it('drops a model’s alternative that runs two lines of the page together', () => {
    const { input } = rewritesOf(shopPage('Roses.', BODY));
    const none = { alternatives: [], rationale: 'Nothing better.' };
    const answer = JSON.stringify({
      headline: none,
      subheadline: none,
      primary_cta: none,
      meta_title: none,
      meta_description: {
        alternatives: [
          'One Dozen Red and White Roses Let that romantic side of you be known. Order online.',
          'One Dozen Red and White Roses: let that romantic side of you be known. Order online.',
        ],
        rationale: 'Says what it is and asks for the order.',
      },
    });
    const parsed = parseModelAnswer(answer, input, 'openai');
    expect(parsed.meta_description.alternatives).toEqual([
      'One Dozen Red and White Roses: let that romantic side of you be known. Order online.',
    ]);
  });

  it('matches whole words only', () => {
    expect(stitchedAt('Red Roses Let go', ['Roses Let'])).toBe('Roses Let');
    expect(stitchedAt('Red Roses Letter', ['Roses Let'])).toBeNull();
    expect(stitchedAt('Red Roses. Let go', ['Roses Let'])).toBeNull();
    expect(stitchedAt('anything', undefined)).toBeNull();
    // the first occurrence inside a longer word does not hide a later whole one
    expect(stitchedAt('Campus Acme tours: see us Acme in action', ['us Acme'])).toBe('us Acme');
  });
});
