import { describe, expect, it } from 'vitest';
import { derived } from '../../../lib/engine/checks/signals/memo.js';
import {
  findLink,
  findText,
  findTextLinksFirst,
  findTextOrPassage,
} from '../../../lib/engine/checks/signals/text-search.js';
import { hostOf } from '../../../lib/engine/checks/signals/urls.js';
import { TRIAL_MENTION_RE, TRIAL_OFFER_RE } from '../../../lib/engine/checks/signals/vocabularies/offers.js';
import type { Link, PageModel } from '../../../lib/engine/model/page-model.js';

/** Only the fields the text search reads. */
function model(over: Partial<PageModel>): PageModel {
  return { headings: [], textBlocks: [], links: [], ctas: [], text: '', ...over } as unknown as PageModel;
}

function link(order: number, text: string, name = text, href = 'https://example.com/a'): Link {
  const kind = 'page';
  return {
    selector: `a:nth-of-type(${order})`,
    order,
    region: 'main',
    href,
    text,
    name,
    kind,
    internal: true,
    newTab: false,
    rel: [],
  };
}

describe('signals/memo derived', () => {
  it('computes a view once per model and key, and apart for another model or key', () => {
    const a = model({});
    const b = model({});
    let calls = 0;
    const count = () => ++calls;
    expect(derived(a, 'test:count', count)).toBe(1);
    expect(derived(a, 'test:count', count)).toBe(1);
    expect(derived(b, 'test:count', count)).toBe(2);
    expect(derived(a, 'test:other', count)).toBe(3);
  });
});

describe('signals/text-search: the three ways of finding text', () => {
  const heading = { selector: 'h2', order: 1, region: 'main', text: 'Track your order', level: 2 };
  const page = model({
    headings: [heading] as PageModel['headings'],
    links: [link(5, '', 'Track order'), link(7, 'Order tracking')],
    text: 'Track your order Track order Order tracking and returns policy',
  });

  it('findText: document order, links by their visible text only', () => {
    expect(findText(page, /track/i)?.selector).toBe('h2');
    expect(findText(page, /returns policy/i)).toBeNull();
  });

  it('findTextOrPassage: links by name too, and a passage of the page text as a last resort', () => {
    expect(findTextOrPassage(page, /track order/i)?.text).toBe('Track order');
    expect(findTextOrPassage(page, /returns policy/i)?.selector).toBe('body');
    // words the page text does not hold are not looked for in the elements
    expect(findTextOrPassage(model({ ...page, text: 'other words' }), /track/i)).toBeNull();
  });

  it('findTextLinksFirst: a link wins over an earlier heading', () => {
    expect(findTextLinksFirst(page, /track/i)?.order).toBe(5);
  });

  it('findLink: by text or accessible name, or by the path of a page link', () => {
    expect(findLink(page, /track order/i)?.order).toBe(5);
    expect(findLink(page, null, /^\/a$/)?.order).toBe(5);
    expect(findLink(page, /nothing/)).toBeNull();
  });
});

describe('signals: one definition of each idea, differences named', () => {
  it('hostOf drops "www." and lower-cases', () => {
    expect(hostOf('https://WWW.Example.COM/x')).toBe('example.com');
    expect(hostOf('not a url')).toBeNull();
  });

  it('a trial offer is narrower than a mention of a trial', () => {
    expect(TRIAL_OFFER_RE.test('Start your 14-day trial')).toBe(true);
    expect(TRIAL_MENTION_RE.test('Start your 14-day trial')).toBe(true);
    expect(TRIAL_OFFER_RE.test('Cancel during the trial')).toBe(false);
    expect(TRIAL_MENTION_RE.test('Cancel during the trial')).toBe(true);
  });
});
