import { describe, expect, it } from 'vitest';
import { getCheck } from '../../../lib/engine/checks/registry.js';
import { copyElementOf } from '../../../lib/engine/rewrite/copy-target.js';
import { rewriteDeterministically } from '../../../lib/engine/rewrite/deterministic-rewriter.js';
import { pasteInCopy } from '../../../lib/engine/rewrite/paste-in.js';
import { buildRewriteInput } from '../../../lib/engine/rewrite/rewrite-input.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { snippetModel } from '../model/corpus-models.js';
import { resultOf } from '../report/catalogue-fixture.js';

const def = (id: string) => {
  const d = getCheck(id);
  if (!d) throw new Error(`no check ${id}`);
  return d;
};

/** The paste-in copy of one check's finding on a page, as the report builds it. */
function pasteIn(id: string, model: PageModel): { status: string; copy: string } {
  const result = resultOf(def(id), model);
  const input = buildRewriteInput(model, [result]);
  return {
    status: result.status,
    copy: pasteInCopy(def(id), result, model, rewriteDeterministically(input), input.facts),
  };
}

describe('pasteInCopy', () => {
  it('labels an unlabelled field with the words the page shows beside it, not with its input type', () => {
    // a landing kit's floating labels: tied to nothing, and the name field typed "email"
    const model = snippetModel(
      '<main><h1>Work with us</h1><form action="/contact">' +
        '<div class="form-group"><label class="bmd-label-floating">Your Name</label><input type="email" class="form-control"></div>' +
        '<div class="form-group"><label class="bmd-label-floating">Your Email:</label><input type="email" class="form-control"></div>' +
        '<button type="submit">Send Message</button></form></main>',
    );
    expect(model.forms[0].fields.map((f) => [f.label, f.shownLabel])).toEqual([
      [null, 'Your Name'],
      [null, 'Your Email'],
    ]);
    expect(pasteIn('ACCESS_003', model)).toEqual({ status: 'fail', copy: 'Your Name; Your Email' });
  });

  it('reads no label from a unit after the field or from a wrapper that holds two fields', () => {
    const model = snippetModel(
      '<main><h1>Pricing</h1><form action="/plan">' +
        '<div><input type="number" name="reqs"> <label>reqs</label></div>' +
        '<div><label>Dates</label><input type="text" name="from"><input type="text" name="to"></div>' +
        '<button type="submit">Go</button></form></main>',
    );
    expect(model.forms[0].fields.map((f) => f.shownLabel)).toEqual([undefined, undefined, undefined]);
  });

  it('answers a finding only with a line that says what it misses: a shipping price is no delivery time, no free returns, no reason to subscribe', () => {
    // an industrial shop's product page (round 13): "Free shipping over 300" was pasted into the
    // findings on free returns, the delivery time and the email list's incentive
    const model = snippetModel(
      '<main><h1>Maple butcher block bench top 60 x 24 in</h1><p class="price">$289.00</p>' +
        '<form action="/cart"><button type="submit" class="btn">Add to Cart</button></form>' +
        '<p>Free shipping on orders over $300.</p><p>Solid hard maple, oil finish, 1.75 in thick.</p></main>',
    );
    expect(pasteIn('ECOM_002', model)).toEqual({ status: 'fail', copy: '' });
    expect(pasteIn('PROD_004', model)).toEqual({ status: 'fail', copy: '' });
    // nor is a guarantee's "30 Day" a delivery time
    const guarantee = snippetModel(
      '<main><h1>Maple butcher block bench top 60 x 24 in</h1><p class="price">$289.00</p>' +
        '<form action="/cart"><button type="submit" class="btn">Add to Cart</button></form>' +
        '<p>Every order comes with our 30 day satisfaction guarantee.</p></main>',
    );
    expect(pasteIn('PROD_004', guarantee)).toEqual({ status: 'fail', copy: '' });
    // nor the 30 days of a returns promise beside the word delivery
    const returns = snippetModel(
      '<main><h1>Maple butcher block bench top 60 x 24 in</h1><p class="price">$289.00</p>' +
        '<form action="/cart"><button type="submit" class="btn">Add to Cart</button></form>' +
        '<p>Free delivery and 30 day returns on every order.</p></main>',
    );
    expect(pasteIn('PROD_004', returns)).toEqual({ status: 'fail', copy: '' });
    // the line still answers what it says: free shipping, and reassurance beside the button
    expect(pasteIn('ECOM_001', model).copy).toBe('Free shipping on orders over $300');
  });

  it('pastes no line that runs two lines of the page together', () => {
    // "Free shipping<br>On orders over $300" reads "Free shipping On orders over $300" as one line
    const page = (line: string) =>
      snippetModel(
        '<main><h1>Maple butcher block bench top 60 x 24 in</h1><p class="price">$289.00</p>' +
          '<form action="/cart"><button type="submit" class="btn">Add to Cart</button></form>' +
          `<p>${line}</p><p>Solid hard maple, oil finish, 1.75 in thick.</p></main>`,
      );
    const broken = page('Free shipping<br>On orders over $300');
    expect(broken.seams).toContain('shipping On');
    expect(pasteIn('ECOM_001', broken).copy).not.toMatch(/shipping On/);
    // the same line on one line is pasted
    const whole = page('Free shipping on orders over $300');
    expect(pasteIn('ECOM_001', whole).copy).toBe('Free shipping on orders over $300');
  });

  it('never answers a request for reassurance beside the main call to action with a new button label', () => {
    // a launch page: "Notify Me!" is a good label, and the finding asks for a line next to it
    const model = snippetModel(
      '<main><section class="hero"><h1>Our website is coming soon</h1>' +
        "<p>We're working hard to finish the development of this site. Sign up below to be notified when we launch.</p>" +
        '<form action="/notify"><input type="email" name="email" placeholder="Email address"><button type="submit" class="btn">Notify Me!</button></form>' +
        '</section></main>',
    );
    const cta12 = def('CTA_012');
    const result = resultOf(cta12, model);
    expect(result.status).toBe('fail');
    expect(copyElementOf(cta12, result, model)).toBeNull();
    expect(pasteIn('CTA_012', model).copy).not.toMatch(/subscribe|notify/i);
    // and the label itself is good: an action verb that says what happens
    const input = buildRewriteInput(model, [result, resultOf(def('CTA_004'), model)]);
    expect(resultOf(def('CTA_004'), model).status).toBe('pass');
    expect(rewriteDeterministically(input).primary_cta.alternatives).toEqual([]);
  });
});
