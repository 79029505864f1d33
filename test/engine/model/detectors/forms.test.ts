import { describe, expect, it } from 'vitest';
import { corpusModel, snippetModel } from '../corpus-models.js';

describe('detectForms', () => {
  it('labels fields from label[for], a wrapping label, aria, title and placeholder, and skips hidden and submit inputs', () => {
    const model = snippetModel(`<form action="/signup" method="POST">
      <label for="e">Email</label><input id="e" type="email" name="email" required autocomplete="email">
      <label>Full name <input name="name"></label>
      <span id="pl">Phone number</span><input name="phone" type="tel" aria-labelledby="pl" inputmode="tel">
      <input name="company" aria-label="Company">
      <input name="web" title="Website">
      <input name="city" placeholder="City">
      <input name="zip">
      <input type="hidden" name="csrf" value="x"><label>Size <select name="size"><option>S</option></select></label>
      <input type="password" name="pw" placeholder="Password"><input type="password" name="pw2" placeholder="Repeat password">
      <button type="submit">Create account</button></form>`);
    const form = model.forms[0];
    expect(form.action).toBe('https://shop.example.com/signup');
    expect(form.method).toBe('post');
    expect(form.purpose).toBe('signup');
    expect(form.submitText).toBe('Create account');
    expect(form.fields.map((f) => [f.name, f.label, f.labelSource])).toEqual([
      ['email', 'Email', 'label'],
      ['name', 'Full name', 'label'],
      ['phone', 'Phone number', 'aria'],
      ['company', 'Company', 'aria'],
      ['web', 'Website', 'title'],
      ['city', 'City', 'placeholder'],
      ['zip', null, 'none'],
      ['size', 'Size', 'label'],
      ['pw', 'Password', 'placeholder'],
      ['pw2', 'Repeat password', 'placeholder'],
    ]);
    expect(form.fields[0]).toMatchObject({ type: 'email', required: true, autocomplete: 'email' });
    expect(form.fields[2].inputMode).toBe('tel');
  });

  it('tells search, login, newsletter, contact, lead, cart and checkout forms apart', () => {
    const purpose = (body: string) => snippetModel(body).forms[0]?.purpose;
    expect(purpose('<form role="search"><input name="q"><button>Go</button></form>')).toBe('search');
    expect(
      purpose('<form><input name="user"><input type="password" name="p"><button>Log in</button></form>'),
    ).toBe('login');
    expect(
      purpose(
        '<form><input type="email" name="email" placeholder="Your email"><button>Subscribe</button></form>',
      ),
    ).toBe('newsletter');
    expect(
      purpose(
        '<form><input name="name"><input name="email"><textarea name="message"></textarea><button>Send</button></form>',
      ),
    ).toBe('contact');
    expect(
      purpose(
        '<form><input name="name"><input name="email"><input name="phone"><button>Get my free quote</button></form>',
      ),
    ).toBe('lead');
    expect(
      purpose('<form action="/cart/add"><select name="qty"></select><button>Add to cart</button></form>'),
    ).toBe('cart');
    expect(
      purpose(
        '<form><input name="cardnumber" autocomplete="cc-number"><input name="cvc"><button>Pay</button></form>',
      ),
    ).toBe('checkout');
  });

  it('never takes a form of choices alone for a lead: it takes nobody to answer, whatever its button says', () => {
    const purpose = (html: string) => snippetModel(html).forms[0].purpose;
    // vimeo.com's content filter (eleventh blind round): "Apply changes" read as an application
    // made the form a lead, its button a quote request, and the video site a local trade
    expect(
      purpose(
        '<form action="/settings/contentrating" method="post"><label><input type="radio" name="y" value="127" checked> Show me everything</label>' +
          '<label><input type="radio" name="y" value="7"> Don’t show mature content</label>' +
          '<label><input type="checkbox" name="explicit_ratings[]" value="1"> Don’t show unrated</label>' +
          '<input type="submit" value="Apply changes"></form>',
      ),
    ).toBe('other');
    // an area finder of two menus (a property portal's "area name" and "prefecture name")
    expect(
      purpose(
        '<form action="/shop"><select name="areaNameShop"><option>Tokyo</option></select><select name="prefNameShop"><option>Chiba</option></select><button>検索</button></form>',
      ),
    ).toBe('other');
    // a field to type in keeps the lead: an application with a name, a quote with a phone number
    expect(
      purpose(
        '<form><input name="name"><select name="course"><option>Spring</option></select><button>Apply now</button></form>',
      ),
    ).toBe('lead');
    expect(
      purpose(
        '<form><input name="phone"><select name="size"></select><button>Request a quote</button></form>',
      ),
    ).toBe('lead');
  });

  it('finds the privacy reassurance next to a form', () => {
    const model = snippetModel(
      '<form><input type="email" name="email"><button>Join</button><small>We will never share your email. Unsubscribe anytime.</small></form>',
    );
    expect(model.forms[0].privacyNote).toBe('We will never share your email.');
  });

  it('finds the newsletter and search forms of the Dunkin shop page', () => {
    const purposes = corpusModel('dunkin-coffee-pdp').forms.map((f) => f.purpose);
    expect(purposes).toEqual(expect.arrayContaining(['search', 'newsletter']));
  });
});

describe('detectForms without a <form> element', () => {
  it('lists fields grouped with a button in a container as a form submitted by script', () => {
    const model = snippetModel(
      '<main><h2>Get our newsletter</h2><div class="signup"><label for="e">Email</label><input id="e" type="email" name="email"><button type="button">Subscribe</button></div></main>',
    );
    expect(model.forms).toHaveLength(1);
    expect(model.forms[0]).toMatchObject({
      action: null,
      method: 'script',
      purpose: 'newsletter',
      submitText: 'Subscribe',
      selector: 'html > body > main > div',
    });
    expect(model.forms[0].fields.map((f) => [f.name, f.label])).toEqual([['email', 'Email']]);
  });

  it('keeps separate groups apart and leaves real forms as they are', () => {
    const model = snippetModel(
      '<form action="/search"><input type="search" name="q"><button>Search</button></form>' +
        '<section><div class="quote"><input name="name" placeholder="Name"><input name="phone" type="tel" placeholder="Phone"><a role="button" href="#">Get my quote</a></div></section>' +
        '<aside><div><input name="zip" placeholder="ZIP"><button>Check delivery</button></div></aside>',
    );
    expect(model.forms.map((f) => [f.method, f.fields.length])).toEqual([
      ['get', 1],
      ['script', 2],
      ['script', 1],
    ]);
    expect(model.forms[1].submitText).toBe('Get my quote');
  });

  it('ignores fields with no button near them and lone tick boxes', () => {
    const model = snippetModel(
      '<main><div class="filters"><input type="range" name="price"><label><input type="checkbox" name="red"> Red</label></div>' +
        '<div><label><input type="checkbox" name="agree"> I agree</label><button>OK then</button></div></main>',
    );
    expect(model.forms).toEqual([]);
  });

  it('joins a field to the form its form attribute names', () => {
    const model = snippetModel(
      '<form id="f" action="/join"><button>Join</button></form><p><input form="f" type="email" name="email" placeholder="Email"></p>',
    );
    expect(model.forms).toHaveLength(1);
    expect(model.forms[0].fields.map((f) => f.name)).toEqual(['email']);
  });

  it('tells a donation, a Magento add-to-cart and a checkout by its shipping address from the forms they look like', () => {
    const purpose = (body: string) => snippetModel(body).forms[0]?.purpose;
    // an e-mail field and a button, like a newsletter box, but it gives money
    expect(
      purpose(
        '<form action="/donate/submit"><label><input type="radio" name="amount" value="25"> $25</label><input type="email" name="email"><button type="submit">Donate now</button></form>',
      ),
    ).toBe('donation');
    expect(
      purpose(
        '<form action="/spenden"><input type="radio" name="betrag" value="10"><button>Jetzt spenden</button></form>',
      ),
    ).toBe('donation');
    expect(
      purpose('<form action="/news"><input type="email" name="email"><button>Subscribe</button></form>'),
    ).toBe('newsletter');
    // Magento posts its add-to-cart to /checkout/cart/add/: a cart form, not a payment
    expect(
      purpose(
        '<form action="https://music.example/checkout/cart/add/product/2207/"><input name="qty"><button type="submit"></button></form>',
      ),
    ).toBe('cart');
    expect(
      purpose(
        '<form><label>Shipping name <input name="shipping_name"></label><label>Shipping address <input name="shipping_address"></label><button type="submit">Place order</button></form>',
      ),
    ).toBe('checkout');
    // a delivery address alone, with no order to place, is not a checkout
    expect(
      purpose(
        '<form action="/quote"><label>Shipping address <input name="shipping_address"></label><label>Email <input name="email" type="email"></label><label>Phone <input name="phone"></label><button>Get a quote</button></form>',
      ),
    ).not.toBe('checkout');
  });
});
