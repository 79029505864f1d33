import { describe, expect, it } from 'vitest';
import {
  CrossOriginPageError,
  mergeSite,
  pageKind,
  pickSitePages,
  resolvePagePaths,
} from '../../../lib/engine/model/site-pages.js';
import { snippetModel } from './corpus-models.js';

const home = snippetModel(
  `<header><nav><a href="/">Home</a><a href="/pricing">Pricing</a><a href="/features">Features</a><a href="/about-us">About</a><a href="/login">Log in</a><a href="https://twitter.com/acme">Twitter</a></nav></header>
   <main><h1>Acme</h1><a href="/blog/post-1">A post</a><a href="/contact">Contact</a></main>
   <footer><a href="/privacy">Privacy policy</a><a href="/returns">Returns</a><a href="/products/widget">Widget</a></footer>`,
  { url: 'https://acme.example/' },
);

describe('pickSitePages', () => {
  it('picks one page per useful kind, best kinds first, same site only', () => {
    expect(pickSitePages(home, 3)).toEqual([
      'https://acme.example/pricing',
      'https://acme.example/features',
      'https://acme.example/products/widget',
    ]);
    const all = pickSitePages(home, 10);
    expect(all).toContain('https://acme.example/contact');
    expect(all).not.toContain('https://acme.example/login');
    expect(all).not.toContain('https://acme.example/privacy');
    expect(all.every((u) => u.startsWith('https://acme.example/'))).toBe(true);
  });

  it('returns nothing for a count of zero', () => {
    expect(pickSitePages(home, 0)).toEqual([]);
  });
});

describe('resolvePagePaths', () => {
  it('resolves paths against the page and drops duplicates', () => {
    expect(resolvePagePaths(home, ['/pricing', 'about', 'https://acme.example/pricing#plans'])).toEqual([
      'https://acme.example/pricing',
      'https://acme.example/about',
    ]);
  });

  it('refuses a page of another site', () => {
    expect(() => resolvePagePaths(home, ['https://evil.example/x'])).toThrow(CrossOriginPageError);
    expect(() => resolvePagePaths(home, ['//evil.example/x'])).toThrow(CrossOriginPageError);
  });
});

describe('mergeSite', () => {
  it('lists the other pages and unions what the site shows', () => {
    const pricing = snippetModel(
      '<h1>Plans</h1><blockquote>Acme saved us ten hours a week, every week.<cite>Jane Doe, CTO at Initech</cite></blockquote>',
      { url: 'https://acme.example/pricing', head: '<title>Pricing</title>' },
    );
    const merged = mergeSite(home, [pricing]);
    expect(merged.site.pages).toEqual([
      { url: 'https://acme.example/pricing', kind: 'pricing', title: 'Pricing', status: 200 },
    ]);
    expect(merged.site.has).toEqual({
      pricingPage: true,
      aboutPage: true,
      contactPage: true,
      privacyPolicy: true,
      returnsPolicy: true,
      testimonials: true,
    });
  });

  it('fills site facts from the page alone on a one-page scan', () => {
    const bare = snippetModel('<h1>Hi</h1>');
    expect(bare.site.pages).toEqual([]);
    expect(bare.site.has.pricingPage).toBe(false);
    expect(home.site.has.pricingPage).toBe(true);
  });
});

describe('pageKind', () => {
  it('names pages from their path', () => {
    expect(pageKind('https://a.example/')).toBe('home');
    expect(pageKind('https://a.example/pricing')).toBe('pricing');
    expect(pageKind('https://a.example/products/red-shoe')).toBe('product');
    expect(pageKind('https://a.example/cart')).toBe('cart');
    expect(pageKind('https://a.example/checkout/step-1')).toBe('checkout');
    expect(pageKind('https://a.example/blog/hello')).toBe('blog');
    expect(pageKind('https://a.example/contact-us')).toBe('contact');
    expect(pageKind('https://a.example/zzz')).toBe('other');
  });
});
