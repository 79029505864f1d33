/**
 * The checks of issue 23 (dead main actions, contradictions, stale pages, spelling, template
 * leftovers, placeholder contacts, hacked pages, undifferentiated plans, the effective viewport):
 * the pages where they must stay quiet, and their facts read from real markup.
 */
import { describe, expect, it } from 'vitest';
import { runCheck as runOne } from '../../../lib/engine/checks/run-checks.js';
import { getCheck } from '../../../lib/engine/checks/registry.js';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { block, cta, heading, page, runCheck } from '../../support/check-kit/index.js';

const http = {
  status: 200,
  headers: {},
  redirects: [],
  contentType: 'text/html',
  charset: 'utf-8',
  bytes: 0,
  transferBytes: null,
  https: true,
  compressed: false,
  ttfbMs: null,
  totalMs: null,
};

const fromHtml = (body: string, head = ''): PageModel =>
  buildPageModel({
    url: 'https://acme-plumbing.example/',
    finalUrl: 'https://acme-plumbing.example/',
    html: `<!doctype html><html lang="en"><head><title>Acme Plumbing</title>${head}</head><body>${body}</body></html>`,
    http,
    fetchedAt: '2026-03-01T00:00:00.000Z',
  });

const product = (over: Partial<PageModel>): PageModel =>
  page({ ...over, pageType: { id: 'product_detail', confidence: 0.9, signals: [] } });

const status = (id: string, model: PageModel) => runCheck(id, model).status;

describe('TRUST_015 stays quiet where nothing disagrees', () => {
  it('on a "+" and "-" quantity pair, and on two prices of two variants', () => {
    const model = product({
      ctas: [
        cta('-', 'other', { element: 'button' }),
        cta('+', 'other', { element: 'button' }),
        cta('Add to cart', 'cart'),
      ],
      textBlocks: [block('Small jar, 250 g: $19.99'), block('Large jar, 500 g: $24.99')],
    });
    expect(status('TRUST_015', model)).toBe('pass');
  });

  it('on a split day (lunch and dinner) and on hours of two departments', () => {
    const split = page({ textBlocks: [block('Mon-Sun 11am-2:30pm'), block('Mon-Sun 5pm-10pm')] });
    expect(status('TRUST_015', split)).toBe('pass');
    const departments = page({
      textBlocks: [block('Sales: Mon-Fri 8am-6pm'), block('Service: Mon-Fri 7:30am-5pm')],
    });
    expect(status('TRUST_015', departments)).toBe('pass');
  });

  it('on the stock of one size, and on facts listed in a table of variants', () => {
    const size = product({
      ctas: [cta('Add to cart', 'cart')],
      textBlocks: [block('Size XL - out of stock')],
    });
    expect(status('TRUST_015', size)).toBe('pass');
    const table = product({
      textBlocks: [block('Weight: 2.5 kg', { tag: 'td' }), block('Weight: 3 kg', { tag: 'td' })],
    });
    expect(status('TRUST_015', table)).toBe('pass');
  });

  it('fails on "Out of stock" beside an active Add to Cart, quoting both', () => {
    const model = product({
      ctas: [cta('Add to cart', 'cart', { selector: '#buy' })],
      textBlocks: [block('Out of stock online', { selector: '#stock' })],
    });
    const outcome = runCheck('TRUST_015', model);
    expect(outcome.status).toBe('fail');
    if (outcome.status !== 'not_applicable')
      expect(outcome.evidence.map((e) => [e.quote, e.selector])).toEqual([
        ['Out of stock online', '#stock'],
        ['Add to cart', '#buy'],
      ]);
  });

  it('fails on a product fact given twice, a restock date long past, and an offer over beside a buy button', () => {
    const weights = product({
      textBlocks: [block('Weight: 2.5 kg'), block('Net weight: 1 kg'), block('Weight: 3 kg')],
    });
    expect(status('TRUST_015', weights)).toBe('fail');
    const restock = page({
      fetchedAt: '2026-03-01T00:00:00.000Z',
      textBlocks: [block('Out of stock until March 2019')],
    });
    expect(status('TRUST_015', restock)).toBe('fail');
    const over = page({
      textBlocks: [block('The countdown is finished!')],
      ctas: [cta('Buy tickets', 'purchase')],
    });
    expect(status('TRUST_015', over)).toBe('fail');
  });
});

describe('UNIV_009 and UNIV_010 stay quiet where the page is current and spelt right', () => {
  it('a copyright range up to this year, or a newer dated item, is not stale', () => {
    const range = page({ fetchedAt: '2026-03-01T00:00:00.000Z', textBlocks: [block('© 2012-2026 Acme')] });
    expect(status('UNIV_009', range)).toBe('pass');
    const newer = page({
      fetchedAt: '2026-03-01T00:00:00.000Z',
      textBlocks: [block('Posted February 2026: our new showroom'), block('© 2019 Acme')],
    });
    expect(status('UNIV_009', newer)).toBe('pass');
  });

  it('an event whose dates are all past is stale', () => {
    const model = page({
      fetchedAt: '2026-03-01T00:00:00.000Z',
      pageType: { id: 'event', confidence: 0.9, signals: [] },
      headings: [heading('Leeds Jazz Weekend, June 12-14, 2025', 1)],
    });
    expect(status('UNIV_009', model)).toBe('fail');
  });

  it('a product code is not a misspelling', () => {
    const model = page({
      language: { code: 'en', source: 'content', declared: 'en' },
      headings: [heading('The XR500B and XR500C compressors', 1), heading('Order the HX-2200 today')],
    });
    expect(status('UNIV_010', model)).toBe('pass');
  });
});

describe('CTA_015 reads the markup when the page was not rendered', () => {
  it('fails, less sure, on a main button linking to "#"', () => {
    const model = fromHtml(
      '<main><h1>Emergency plumbing in Leeds</h1><p>Fast repairs by certified plumbers.</p><a class="btn btn-primary" href="#">Book a repair</a></main><script src="/app.js"></script>',
    );
    const result = runOne(getCheck('CTA_015')!, model);
    expect(result.status).toBe('fail');
    expect(result.confidence).toBe('medium');
    expect(result.evidence[0].quote).toBe('Book a repair');
  });

  it('stays quiet on a <button> outside any form when scripts may take it, and on a form that submits', () => {
    const scripted = fromHtml(
      '<main><h1>Emergency plumbing in Leeds</h1><button class="btn btn-primary">Book a repair</button></main><script src="/app.js"></script>',
    );
    expect(runOne(getCheck('CTA_015')!, scripted).status).toBe('pass');
    const form = fromHtml(
      '<main><h1>Emergency plumbing in Leeds</h1><form action="/book"><input name="email" type="email"><button class="btn">Book a repair</button></form></main>',
    );
    expect(runOne(getCheck('CTA_015')!, form).status).not.toBe('fail');
  });

  it('fails on a <button> outside any form on a page without scripts', () => {
    const model = fromHtml(
      '<main><h1>Emergency plumbing in Leeds</h1><p>Fast repairs.</p><button class="btn btn-primary">Book a repair</button></main>',
    );
    expect(model.ctas.find((c) => c.text === 'Book a repair')?.inert).toBe('markup');
    expect(runOne(getCheck('CTA_015')!, model).status).toBe('fail');
  });
});

describe('TRUST_018 reads links kept from view', () => {
  const planted =
    '<div style="position:absolute;left:-9999px"><a href="https://pills.example.net/">cheap viagra online</a> <a href="https://spin.example.org/">best casino bonus</a> <a href="/about">About</a></div>';

  it('fails on off-screen links to spam sites, quoting their words', () => {
    const model = fromHtml(`<main><h1>Acme Plumbing</h1></main><footer>${planted}</footer>`);
    expect(model.hiddenLinks?.map((l) => [l.text, l.how])).toEqual([
      ['cheap viagra online', 'off screen'],
      ['best casino bonus', 'off screen'],
    ]);
    const result = runOne(getCheck('TRUST_018')!, model);
    expect(result.status).toBe('fail');
    expect(result.evidence.map((e) => e.quote)).toContain('cheap viagra online');
  });

  it('stays quiet on a hidden menu of ordinary links and on one stray link', () => {
    const menu = fromHtml(
      '<nav style="display:none"><a href="https://shop.example.com/">Our shop</a><a href="https://blog.example.com/">Blog</a></nav><h1>Acme</h1>',
    );
    expect(runOne(getCheck('TRUST_018')!, menu).status).toBe('pass');
    const one = fromHtml(
      '<div style="display:none"><a href="https://x.example/">online casino</a></div><h1>Acme</h1>',
    );
    expect(runOne(getCheck('TRUST_018')!, one).status).toBe('pass');
  });
});

describe('the effective viewport is the last viewport tag', () => {
  it('ACCESS_006 judges the tag the browser applies', () => {
    const blocked = fromHtml(
      '<h1>Acme</h1>',
      '<meta name="viewport" content="width=device-width"><meta name="viewport" content="width=device-width, user-scalable=no">',
    );
    expect(blocked.meta.viewport).toBe('width=device-width, user-scalable=no');
    expect(runOne(getCheck('ACCESS_006')!, blocked).status).toBe('fail');
    const allowed = fromHtml(
      '<h1>Acme</h1>',
      '<meta name="viewport" content="width=device-width, maximum-scale=1"><meta name="viewport" content="width=device-width">',
    );
    expect(runOne(getCheck('ACCESS_006')!, allowed).status).toBe('pass');
  });
});
