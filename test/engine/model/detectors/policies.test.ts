import { describe, expect, it } from 'vitest';
import { snippetModel } from '../corpus-models.js';

describe('detectPolicies', () => {
  it('finds policy links by wording or by the last path segment', () => {
    const model = snippetModel(`<footer>
      <a href="/privacy-policy">Privacy</a><a href="/legal/terms">Terms of Service</a><a href="/pages/returns">Returns &amp; Exchanges</a>
      <a href="/refund-policy">Refunds</a><a href="/shipping">Shipping info</a><a href="/cookies">Cookie policy</a><a href="/accessibility">Accessibility</a>
      <a href="/plumbing-terms">Glossary</a><a href="/partners">Link Exchange</a></footer>`);
    expect(model.policies.map((p) => [p.kind, p.href])).toEqual([
      ['privacy', 'https://shop.example.com/privacy-policy'],
      ['terms', 'https://shop.example.com/legal/terms'],
      ['returns', 'https://shop.example.com/pages/returns'],
      ['refund', 'https://shop.example.com/refund-policy'],
      ['shipping', 'https://shop.example.com/shipping'],
      ['cookies', 'https://shop.example.com/cookies'],
      ['accessibility', 'https://shop.example.com/accessibility'],
    ]);
  });
});
