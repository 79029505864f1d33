import { describe, expect, it } from 'vitest';
import { snippetModel } from '../corpus-models.js';

describe('detectCookieBanner', () => {
  it('finds a consent manager by its markup', () => {
    const model = snippetModel(
      '<div id="onetrust-banner-sdk"><p>We use cookies to improve your experience.</p><button>Accept all</button></div>',
    );
    expect(model.cookieBanner).toEqual({
      present: true,
      text: 'We use cookies to improve your experience. Accept all',
      selector: '#onetrust-banner-sdk',
    });
  });

  it('finds a home-made banner by its wording, but not a footer cookie-policy link', () => {
    expect(
      snippetModel('<div class="notice"><p>This website uses cookies. <a href="/c">OK</a></p></div>')
        .cookieBanner.present,
    ).toBe(true);
    expect(snippetModel('<footer><a href="/cookies">Cookie policy</a></footer>').cookieBanner.present).toBe(
      false,
    );
  });

  it('finds a consent manager loaded by script only', () => {
    const model = snippetModel('<p>x</p>', {
      head: '<script src="https://consent.cookiebot.com/uc.js" data-cbid="1"></script>',
    });
    expect(model.cookieBanner).toEqual({ present: true, text: null, selector: null });
  });
});

describe('detectChatWidget', () => {
  it('recognises chat vendors by script source or inline snippet', () => {
    expect(snippetModel('<script src="https://widget.intercom.io/widget/abc"></script>').chatWidget).toEqual({
      present: true,
      vendor: 'intercom',
    });
    expect(snippetModel('<script>var Tawk_API=Tawk_API||{};</script>').chatWidget).toEqual({
      present: true,
      vendor: 'tawk',
    });
    expect(snippetModel('<script src="//js.driftt.com/include/1/x.js"></script>').chatWidget.vendor).toBe(
      'drift',
    );
    expect(snippetModel('<p>No chat here</p>').chatWidget).toEqual({ present: false, vendor: null });
  });

  it('finds the Olark chat of the flooring store', async () => {
    const { corpusModel } = await import('../corpus-models.js');
    expect(corpusModel('floorbarn-flooring-home').chatWidget).toEqual({ present: true, vendor: 'olark' });
  });
});
