import { describe, expect, it } from 'vitest';
import { snippetModel } from '../corpus-models.js';

describe('detectLogos', () => {
  it('collects a customer logo strip introduced by "Trusted by"', () => {
    const model = snippetModel(
      '<section><h2>Trusted by 2,000 teams</h2><div class="logos"><img src="/l/acme.svg" alt="Acme logo"><img src="/l/globex.png" alt="Globex"><img src="/l/initech-logo.png" alt=""></div></section><section><img src="/team.jpg" alt="Our team"></section>',
    );
    expect(model.logos.map((l) => [l.name, l.context])).toEqual([
      ['Acme', 'customer'],
      ['Globex', 'customer'],
      ['initech', 'customer'],
    ]);
  });

  it('tells press strips from partner strips', () => {
    const model = snippetModel(
      '<div><p>As seen in</p><img src="/p/nyt.png" alt="The New York Times"><img src="/p/wired.png" alt="Wired"></div><div><h3>Our partners</h3><img src="/p/stripe.png" alt="Stripe"><img src="/p/shopify.png" alt="Shopify"></div>',
    );
    expect(model.logos.map((l) => l.context)).toEqual(['press', 'press', 'partner', 'partner']);
  });
});

describe('detectBadges', () => {
  it('finds security seals, payment icons, rating sites and awards', () => {
    const model = snippetModel(
      '<footer><img src="/b/norton-secured.png" alt="Norton Secured"><img src="/pay/visa.svg" alt="Visa"><img src="/pay/paypal.svg" alt=""><img src="/trustpilot.png" alt="Trustpilot 4.8"><p>Secure checkout with 256-bit SSL</p><img src="/award.png" alt="Best of 2024 award"></footer>',
    );
    expect(model.badges.map((b) => b.kind)).toEqual([
      'security',
      'payment',
      'payment',
      'rating',
      'security',
      'award',
    ]);
  });
});
