import { describe, expect, it } from 'vitest';
import { ctaIntent } from '../../../../lib/engine/model/detectors/ctas.js';
import { buildPageModel } from '../../../../lib/engine/model/build-model.js';
import { corpusModel, snippetModel, staticHttp } from '../corpus-models.js';
import { renderFacts } from '../../../support/model-fixture.js';

describe('ctaIntent', () => {
  it('reads the intent from the wording', () => {
    expect(ctaIntent('Add to Cart')).toBe('cart');
    expect(ctaIntent('Add To Shopping Bag')).toBe('cart');
    expect(ctaIntent('Buy now')).toBe('purchase');
    expect(ctaIntent('Start your free trial')).toBe('trial');
    expect(ctaIntent('Try it free')).toBe('trial');
    expect(ctaIntent('Book a demo')).toBe('demo');
    expect(ctaIntent('Get started')).toBe('signup');
    expect(ctaIntent('Create Free Account')).toBe('signup');
    expect(ctaIntent('Get a quote')).toBe('quote');
    expect(ctaIntent('Book an appointment')).toBe('book');
    expect(ctaIntent('Contact us')).toBe('contact');
    expect(ctaIntent('Download')).toBe('download');
    expect(ctaIntent('Subscribe')).toBe('subscribe');
    expect(ctaIntent('Donate today')).toBe('donate');
    expect(ctaIntent('Learn more')).toBe('learn');
    expect(ctaIntent('Banana')).toBe('other');
  });
});

describe('detectCtas', () => {
  it('collects buttons, submit inputs and links styled or worded as actions', () => {
    const model = snippetModel(
      '<main><button>Get started</button><input type="submit" value="Send"><a class="btn btn-primary" href="/more">More about us</a><a href="/trial">Start free trial</a><a href="/about">Read about our history and our people</a><a role="button" href="#">Watch the video</a></main>',
    );
    expect(model.ctas.map((c) => [c.text, c.element, c.styledAsButton])).toEqual([
      ['Get started', 'button', true],
      ['Send', 'input', true],
      ['More about us', 'link', true],
      ['Start free trial', 'link', false],
      ['Watch the video', 'link', true],
    ]);
  });

  it('leaves out nav menu links, footer links and menu toggles unless styled as buttons', () => {
    const model = snippetModel(
      '<nav><ul><li><a href="/signup">Sign up</a></li><li><a class="button" href="/demo">Book a demo</a></li></ul></nav><button aria-expanded="false">Menu</button><button>Toggle navigation</button><button>Navigation Menu</button><footer><a href="/contact">Contact us</a><a class="btn" href="/privacy">Privacy Policy</a></footer>',
    );
    expect(model.ctas.map((c) => c.text)).toEqual(['Book a demo']);
  });

  it('chooses exactly one primary by intent, styling, hero position and repetition', () => {
    const model = snippetModel(
      '<header><a href="/login">Log in</a></header><main><h1>Accounting for busy people</h1><p>Close your books in a day.</p><a class="btn" href="/trial">Start free trial</a><a href="/tour">Learn more</a><h2>Features</h2><p>x</p><h2>Pricing</h2><a class="btn" href="/trial">Start free trial</a><a class="btn" href="/contact">Contact sales</a></main>',
    );
    const primary = model.ctas.filter((c) => c.role === 'primary');
    expect(primary).toHaveLength(1);
    expect(primary[0]).toMatchObject({ text: 'Start free trial', intent: 'trial' });
    expect(primary[0].order).toBeLessThan(model.hero.end);
    expect(model.hero.cta?.selector).toBe(primary[0].selector);
  });

  it('gives a generic submit button the intent of its form', () => {
    const model = snippetModel(
      '<form action="/contact"><label for="m">Message</label><textarea id="m" name="message"></textarea><button type="submit">Submit</button></form>',
    );
    expect(model.ctas[0]).toMatchObject({ text: 'Submit', intent: 'contact', inForm: true });
  });

  it('ignores size pickers and star-rating popovers', () => {
    const model = snippetModel(
      '<main><input type="button" value="XL"><a class="a-button" href="#">4.6 out of 5 stars</a><button>Add to cart</button></main>',
    );
    expect(model.ctas.map((c) => c.text)).toEqual(['Add to cart']);
  });
});

describe('choosePrimary', () => {
  it('keeps a vague but prominent hero button primary over a plain link with stronger wording', () => {
    const model = snippetModel(
      '<main><h1>Accounting for busy people</h1><p>Close your books in a day.</p><a class="btn btn-primary" href="/trial">Click here</a><p>Or <a href="/signup">sign up</a> later.</p><h2>More</h2><p>Text.</p><a href="/buy">Buy now</a></main>',
    );
    expect(model.ctas.find((c) => c.role === 'primary')).toMatchObject({
      text: 'Click here',
      intent: 'other',
    });
  });

  it('ranks a styled button above a plain action link, and the stronger wording between equals', () => {
    const model = snippetModel(
      '<main><h1>Trail Runner 2</h1><p>Light and fast.</p><a href="/contact">Contact us</a><a class="btn" href="/learn">Learn more</a><a class="btn" href="/trial">Start free trial</a></main>',
    );
    expect(model.ctas.find((c) => c.role === 'primary')?.text).toBe('Start free trial');
  });

  it('does not promote media and tab controls over a real ask', () => {
    const model = snippetModel(
      '<main><h1>Video tools</h1><p>Record in one click.</p><button class="tab">React</button><button>Replay</button><a href="/signup">Sign up free</a></main>',
    );
    expect(model.ctas.find((c) => c.role === 'primary')?.text).toBe('Sign up free');
  });

  it('lets a measured, visible, above-the-fold button outrank one below the fold', () => {
    const html =
      '<html><body><main><h1 data-cas-id="1">Shop</h1><p>x</p><button data-cas-id="2">Get started</button><button data-cas-id="3">Buy now</button></main></body></html>';
    const at = (y: number, w: number, h: number) => ({
      desktop: { box: { x: 0, y, width: w, height: h }, visible: true, aboveFold: y < 800 },
    });
    const model = buildPageModel({
      url: 'https://shop.example/',
      finalUrl: 'https://shop.example/',
      html,
      http: staticHttp(html.length),
      render: {
        layouts: { '1': at(50, 600, 60), '2': at(2400, 90, 30), '3': at(300, 260, 56) },
        facts: renderFacts(),
      },
    });
    expect(model.ctas.find((c) => c.role === 'primary')?.text).toBe('Buy now');
  });

  it('reads a breadcrumb trail as navigation and a camelCase button class as a button', () => {
    const model = snippetModel(
      '<main><ul id="breadcrumb"><li><a href="/shop">Shop Home</a></li></ul><h1>Coffee</h1><a class="btnStyle2LrgCheckout" href="/cart/add">ADD TO CART</a></main>',
    );
    expect(model.ctas.map((c) => [c.text, c.styledAsButton])).toEqual([['ADD TO CART', true]]);
  });

  it.each(['nordic-store-template', 'visionproject-home'])(
    'names no primary on %s, whose only asks are "view product" and "Learn more..." text links',
    (page) => {
      const model = corpusModel(page);
      expect(model.ctas.filter((c) => c.role === 'primary')).toEqual([]);
      expect(model.hero.cta).toBeNull();
    },
  );
});
