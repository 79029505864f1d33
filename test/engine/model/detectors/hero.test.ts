import { describe, expect, it } from 'vitest';
import { snippetModel } from '../corpus-models.js';

describe('detectHero', () => {
  it('takes the first h1 as headline and the next text block as subheadline', () => {
    const model = snippetModel(
      '<header><p>Free shipping</p></header><main><h1>Boots that last</h1><p>Handmade in Portugal since 1950.</p><img src="/boot.jpg" width="800" height="600"><h2>Why us</h2><p>x</p><h2>Reviews</h2><p>y</p></main>',
    );
    expect(model.hero.headline?.text).toBe('Boots that last');
    expect(model.hero.subheadline?.text).toBe('Handmade in Portugal since 1950.');
    expect(model.hero.image?.src).toBe('https://shop.example.com/boot.jpg');
    // without a layout the first screen ends at the second h2 after the headline
    expect(model.hero.end).toBe(model.headings.find((h) => h.text === 'Reviews')?.order);
  });

  it('ignores an h1 inside a closed modal and falls back to the most prominent heading', () => {
    const model = snippetModel(
      '<div class="modal"><h1>Sign up for our newsletter</h1></div><main><h2>Spring collection</h2><p>New arrivals</p></main>',
    );
    expect(model.hero.headline?.text).toBe('Spring collection');
  });
});

describe('detectNav', () => {
  it('lists menu items, a search form and a logo link home', () => {
    const model = snippetModel(
      '<header><a class="logo" href="/"><img src="/l.svg" alt="Acme"></a><a href="tel:+15551234567">+1 555 123 4567</a><nav><ul><li><a href="/shop">Shop</a></li><li><a href="/about">About</a></li></ul></nav><form role="search" action="/search"><input name="q"></form></header><main><p>x</p></main>',
      { url: 'https://shop.example.com/' },
    );
    expect(model.nav.present).toBe(true);
    expect(model.nav.items).toEqual([
      { text: 'Shop', href: 'https://shop.example.com/shop' },
      { text: 'About', href: 'https://shop.example.com/about' },
    ]);
    expect(model.nav.hasSearch).toBe(true);
    expect(model.nav.hasLogoLinkHome).toBe(true);
    expect(model.nav.sticky).toBeNull();
  });
});
