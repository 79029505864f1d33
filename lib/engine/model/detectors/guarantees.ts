import { BLOCK_TAGS, collapse, type HtmlElement, type PageDom } from '../dom.js';
import type { Guarantee } from '../page-model.js';

const PATTERNS: [Guarantee['kind'], RegExp][] = [
  [
    'money-back',
    /\b(?:money[- ]back|satisfaction guarantee[d]?|100% satisfaction|full refund|risk[- ]free|no questions asked|(?:\d+)[- ]day guarantee|refund guarantee|love it or)\b/i,
  ],
  [
    'free-returns',
    /\b(?:free (?:returns?|return shipping|exchanges?)|easy (?:returns?|exchanges)|hassle[- ]free returns?|\d+[- ]day (?:free )?returns?|returns? within \d+ days)\b/i,
  ],
  [
    'warranty',
    /\b(?:\d+[- ](?:year|yr|month|day)s?[- ](?:limited )?warranty|lifetime (?:warranty|guarantee)|warranty|guaranteed for life)\b/i,
  ],
  [
    'free-trial',
    /\b(?:free trial|\d+[- ]day (?:free )?trial|try (?:it )?(?:for )?free|free for \d+ days)\b/i,
  ],
  [
    'no-card',
    /\bno (?:credit )?card (?:required|needed)|without a credit card|no payment (?:details|info\w*) required\b/i,
  ],
  [
    'cancel-anytime',
    /\b(?:cancel (?:at )?any ?time|no (?:long[- ]term )?contracts?|no commitment|cancel whenever|no lock[- ]in)\b/i,
  ],
  [
    'free-shipping',
    /\b(?:free (?:standard |express |2-day |next[- ]day )?(?:shipping|delivery)|ships free|free ship)\b/i,
  ],
  ['other', /\b(?:price match(?: guarantee)?|best price guarantee|guaranteed|guarantee)\b/i],
];

function daysIn(text: string): number | null {
  const days = /(\d{1,3})[- ]?(?:day|days)\b/i.exec(text);
  if (days) return Number(days[1]);
  const months = /(\d{1,2})[- ]?months?\b/i.exec(text);
  if (months) return Number(months[1]) * 30;
  const years = /(\d{1,2})[- ]?(?:year|yr)s?\b/i.exec(text);
  if (years) return Number(years[1]) * 365;
  return null;
}

/** Risk reversals: refunds, returns, warranties, trials without a card, free shipping. */
export function detectGuarantees(dom: PageDom): Guarantee[] {
  const out: Guarantee[] = [];
  const seen = new Set<string>();
  const holders = new Set<HtmlElement>();
  for (const run of dom.textRuns) {
    const text = run.text;
    if (text.length < 6 || text.length > 400) continue;
    if (
      !/guarant|refund|money|return|exchange|warrant|trial|free|card|cancel|contract|commitment|lock|risk|satisf|ship|deliver|price/i.test(
        text,
      )
    )
      continue;
    // read the enclosing block so "30-day" and "money-back guarantee" in sibling spans stay together
    let holder: HtmlElement = run.parent;
    for (
      let i = 0;
      i < 3 && !BLOCK_TAGS.has(holder.name) && holder.parent && dom.textOf(holder.parent).length <= 400;
      i += 1
    ) {
      holder = holder.parent;
    }
    const blockText = dom.textOf(holder);
    const source = blockText.length <= 400 ? blockText : text;
    for (const [kind, re] of PATTERNS) {
      const m = re.exec(source);
      if (!m) continue;
      if (kind === 'other' && out.some((g) => g.order === dom.orderOf(holder))) continue;
      const sentence = sentenceAround(source, m.index);
      const key = `${kind}:${sentence.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      holders.add(holder);
      out.push({
        ...dom.locate(holder),
        kind,
        text: sentence,
        days:
          kind === 'free-shipping' || kind === 'no-card' || kind === 'cancel-anytime'
            ? null
            : daysIn(sentence),
      });
      if (out.length >= 60) return out;
    }
  }
  return out.sort((a, b) => a.order - b.order);
}

function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index) + 1, text.lastIndexOf('! ', index) + 1, 0);
  const ends = ['. ', '! ', '? '].map((p) => text.indexOf(p, index)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) + 1 : text.length;
  return collapse(text.slice(start, end)).slice(0, 240);
}
