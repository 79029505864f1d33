/**
 * Rules for the page in front of them (issue 22, item 9): a rent is not a subscription, a donation
 * has no guarantee or returns, an estate agent's prices sell nothing on the page, a reviews or
 * contact page is not asked for the details of the offer, and travel and real estate get every
 * rule an unclassified business gets.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../lib/engine/checks/run-checks.js';
import { CLAIMING, COMPETING, GENERAL, industriesExcept } from '../../../lib/engine/checks/scope.js';
import { recurringPrices } from '../../../lib/engine/checks/signals/prices.js';
import { CHECKS } from '../../../lib/engine/checks/registry.js';
import type { PageModel, PageType } from '../../../lib/engine/model/page-model.js';
import { check, cta, field, form, heading, inIndustry, page, price } from '../../support/check-kit/index.js';

const typed = (id: PageType, model: PageModel): PageModel => ({
  ...model,
  pageType: { id, confidence: 0.9, signals: ['test signal'] },
});

const status = (id: string, model: PageModel) => runCheck(check(id), model).status;

describe('a rent or an instalment is not a subscription', () => {
  const monthly = (text: string, amount: number, context: string) =>
    price(text, amount, { period: 'month', context });

  it('leaves rents and instalments out of the recurring prices, and keeps plans in', () => {
    const rental = page({
      prices: [
        monthly('$3,200', 3200, '$3,200 / month rent, no broker fee'),
        monthly('$2,450', 2450, '$2,450 per month rent'),
      ],
    });
    expect(recurringPrices(rental)).toEqual([]);
    const finance = page({
      prices: [monthly('£99', 99, 'or 12 monthly payments of £99 with 0% APR finance')],
    });
    expect(recurringPrices(finance)).toEqual([]);
    const plans = page({
      prices: [monthly('$19', 19, 'Starter $19 per month'), monthly('$49', 49, 'Team $49 per month')],
    });
    expect(recurringPrices(plans)).toHaveLength(2);
  });

  it("reads every periodic price on an estate agent's page as a rent, whatever the words beside it", () => {
    const listing = inIndustry(
      'real_estate',
      page({ prices: [monthly('$2,450', 2450, '1-bedroom, Park Slope $2,450 per month')] }),
    );
    expect(recurringPrices(listing)).toEqual([]);
    expect(status('OBJ_006', listing)).toBe('not_applicable');
    const subscription = inIndustry(
      'saas',
      page({ prices: [monthly('$29', 29, 'Pro $29 per month')], text: 'Pro $29 per month' }),
    );
    expect(status('OBJ_006', subscription)).toBe('fail');
  });
});

describe('no guarantee is expected of a donation or of an estate agent', () => {
  const gift = () =>
    form('donation', [field('amount', { type: 'radio', label: '$25' }), field('email', { type: 'email' })], {
      submitText: 'Donate now',
    });

  it('does not ask a donation form for a money-back guarantee, but still asks a shop', () => {
    const donation = inIndustry(
      'nonprofit',
      typed(
        'donation',
        page({
          prices: [price('$25', 25), price('$50', 50)],
          forms: [gift()],
          ctas: [cta('Donate now', 'donate', { role: 'primary' })],
        }),
      ),
    );
    const result = runCheck(check('OBJ_004'), donation);
    expect(result.status).toBe('not_applicable');
    expect(result.reason).toMatch(/donation amounts/);
    const shop = inIndustry('ecommerce', typed('product_detail', page({ prices: [price('$49', 49)] })));
    expect(status('OBJ_004', shop)).toBe('fail');
  });

  it("does not ask an estate agent's listings for a guarantee, but still asks a holiday rental", () => {
    const listings = inIndustry(
      'real_estate',
      typed('home_landing', page({ prices: [price('$1,250,000', 1250000)] })),
    );
    expect(runCheck(check('OBJ_004'), listings).reason).toMatch(
      /^applies to .*; this page was classified as real_estate$/,
    );
    const rental = inIndustry('travel', typed('product_detail', page({ prices: [price('94 €', 94)] })));
    expect(status('OBJ_004', rental)).toBe('fail');
  });

  it('declares the guarantee rule for every industry but real estate', () => {
    expect(check('OBJ_004').industries).toEqual([...industriesExcept('real_estate')]);
    expect(industriesExcept('real_estate')).not.toContain('real_estate');
    expect(industriesExcept('real_estate')).toContain('travel');
  });
});

describe('a reviews or contact page is not asked for the details of the offer', () => {
  const local = (type: PageType) =>
    inIndustry('local', typed(type, page({ headings: [heading('What our customers say', 1)] })));

  it('asks a home page which services, how long and what financing, but not a reviews or a contact page', () => {
    for (const id of ['SERV_003', 'SERV_006', 'SERV_008', 'SERV_010']) {
      expect(runCheck(check(id), local('review_ugc')).status, id).toBe('not_applicable');
      expect(runCheck(check(id), local('contact')).status, id).toBe('not_applicable');
      expect(runCheck(check(id), local('home_landing')).status, id).not.toBe('not_applicable');
    }
    // opening hours belong on a contact page too
    expect(status('SERV_007', local('contact'))).not.toBe('not_applicable');
    expect(status('SERV_007', local('review_ugc'))).toBe('not_applicable');
  });
});

describe('travel and real estate get the rules every business gets', () => {
  it("lists them wherever a check's industries name 'other'", () => {
    expect(GENERAL).toEqual(['travel', 'real_estate', 'other']);
    expect(CLAIMING).toEqual(expect.arrayContaining([...GENERAL]));
    expect(COMPETING).toEqual(expect.arrayContaining([...GENERAL]));
    // OBJ_004 leaves real estate out on purpose (above)
    for (const c of CHECKS) {
      if (c.industries === 'all' || !c.industries.includes('other')) continue;
      const expected = c.id === 'OBJ_004' ? ['travel'] : ['travel', 'real_estate'];
      expect(c.industries, c.id).toEqual(expect.arrayContaining(expected));
    }
  });

  it('does not give them the rules of a local trade or of software', () => {
    const hotel = inIndustry('travel', typed('home_landing', page()));
    expect(status('SERV_004', hotel)).toBe('not_applicable');
    expect(status('MOBILE_006', hotel)).toBe('not_applicable');
    expect(status('OFFER_006', hotel)).toBe('not_applicable');
  });
});
