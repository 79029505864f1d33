/**
 * What a theme or template leaves on a page when nobody finished it, beyond placeholder text
 * (TRUST_011): its demo menu entries ("Home One", "Typography", "Parent / Child"), its author's
 * credit ("Template by Colorlib"), and its sample content repeated item after item (three
 * testimonials signed by one name, one description under six different services). Memoised.
 */
import { THEME_CREDIT } from '../../model/filler.js';
import type { Located, PageModel } from '../../model/page-model.js';
import { derived } from './memo.js';
import { navItemLink } from './navigation.js';
import { textElements } from './text-search.js';

export interface Leftover {
  kind: 'demo_menu' | 'theme_credit' | 'repeated_items';
  about: string;
  shown: { text: string; selector: string }[];
}

/** Menu entries only a theme demo has. */
const DEMO_MENU_STRONG =
  /^(?:home (?:one|two|three|four|five|1|2|3|4|5|v\d|version \d|layout \d|style \d|page \d)|home ?page (?:one|two|\d)|parent(?: (?:page|item|menu))?|child(?: (?:page|item|menu))?(?: \d)?|sub ?menu(?: item)?(?: \d)?|sub ?item \d?|menu item \d*|level (?:\d|one|two|three)|dropdown(?: (?:item|menu|link))?(?: \d)?|sample page|page (?:one|two|\d)|shortcodes?|(?:blog|shop|portfolio) (?:style|layout|grid|masonry) \d)$/i;
/** Demo entries of themes that a real site may also have: two of them, or one strong entry. */
const DEMO_MENU_WEAK =
  /^(?:typography|elements|features?|components|ui kit|icons|buttons|columns|pricing tables?|404 page|coming soon|blog single|single post|post formats)$/i;

/** Signatures that name a source or a kind of customer rather than one person. */
const NOT_A_PERSON =
  /review|google|yelp|facebook|trustpilot|houzz|angi|guild|verified|customer|client|buyer|guest|anonymous|homeowner|user|member|patient|student|parent|owner|visitor|traveller|traveler/i;

/** Words of at least this many in a block make it a description worth comparing. */
const DESCRIPTION_WORDS = 12;

export function leftovers(model: PageModel): Leftover[] {
  return derived(model, 'leftovers', (m) => [
    ...demoMenu(m),
    ...themeCredit(m),
    ...repeatedItems(m),
    ...numberedSamples(m),
  ]);
}

/**
 * A template's sample entries: a generic noun numbered in turn ("Feature 1" ... "Feature 6", "List
 * Products 01" ... "24", "Home-1" ... "Home-4"). A real page names its products, features and
 * pages; a count of steps, days or modules is no sample (those nouns are not in the list).
 */
const SAMPLE_ENTRY =
  /^((?:list |sample |demo |menu )?(?:products?|items?|features?|links?|home|pages?|titles?|headings?|categor(?:y|ies)|posts?|services?|projects?|images?|photos?|slides?|tabs?|sections?|columns?|cards?|boxes|box|lorem))[\s_-]*0*(\d{1,3})$/i;
/** This many differently numbered entries of one noun make a set of samples. */
const SAMPLE_RUN = 4;

function numberedSamples(model: PageModel): Leftover[] {
  const byNoun = new Map<string, Map<number, { text: string; selector: string }>>();
  for (const el of [...model.headings, ...model.links]) {
    const m = SAMPLE_ENTRY.exec(el.text.trim());
    if (!m) continue;
    const noun = m[1].toLowerCase();
    const numbered = byNoun.get(noun) ?? new Map<number, { text: string; selector: string }>();
    if (!numbered.has(Number(m[2])))
      numbered.set(Number(m[2]), { text: el.text.trim(), selector: el.selector });
    byNoun.set(noun, numbered);
  }
  for (const numbered of byNoun.values()) {
    if (numbered.size < SAMPLE_RUN) continue;
    const shown = [...numbered].sort((x, y) => x[0] - y[0]).map(([, entry]) => entry);
    return [
      {
        kind: 'repeated_items',
        about: `${numbered.size} sample entries numbered in turn ("${shown[0].text}" … "${shown[shown.length - 1].text}")`,
        shown: shown.slice(0, 3),
      },
    ];
  }
  return [];
}

function demoMenu(model: PageModel): Leftover[] {
  const entries = new Map<string, { text: string; selector: string }>();
  const candidates = [
    ...model.nav.items.map((i) => ({
      text: i.text,
      selector: i.selector ?? navItemLink(model, i)?.selector,
    })),
    ...model.links
      .filter((l) => l.region === 'nav' || l.region === 'header')
      .map((l) => ({ text: l.text, selector: l.selector })),
  ];
  let strong = 0;
  for (const c of candidates) {
    const text = c.text.trim();
    if (!c.selector || entries.has(text.toLowerCase())) continue;
    if (DEMO_MENU_STRONG.test(text)) strong++;
    else if (!DEMO_MENU_WEAK.test(text)) continue;
    entries.set(text.toLowerCase(), { text, selector: c.selector });
  }
  if (strong === 0 && entries.size < 2) return [];
  const shown = [...entries.values()];
  return [
    { kind: 'demo_menu', about: `demo menu entries: ${shown.map((s) => `"${s.text}"`).join(', ')}`, shown },
  ];
}

function themeCredit(model: PageModel): Leftover[] {
  const hit = textElements(model).find((h) => h.text.length <= 300 && THEME_CREDIT.test(h.text));
  if (!hit) return [];
  return [
    {
      kind: 'theme_credit',
      about: `the template's credit: "${THEME_CREDIT.exec(hit.text)?.[0]}"`,
      shown: [{ text: hit.text, selector: hit.selector }],
    },
  ];
}

function repeatedItems(model: PageModel): Leftover[] {
  // testimonials signed by one name with different words: sample quotes of one sample author
  const byAuthor = new Map<
    string,
    { name: string; quotes: Set<string>; items: (Located & { quote: string })[] }
  >();
  for (const t of model.testimonials) {
    const name = t.author?.trim();
    // a review site or a kind of customer signs many real reviews
    if (!name || NOT_A_PERSON.test(name)) continue;
    const key = name.toLowerCase();
    const entry = byAuthor.get(key) ?? { name, quotes: new Set<string>(), items: [] };
    entry.quotes.add(t.quote.trim().toLowerCase());
    entry.items.push(t);
    byAuthor.set(key, entry);
  }
  for (const entry of byAuthor.values()) {
    if (entry.items.length < 3) continue;
    return [
      {
        kind: 'repeated_items',
        about: `${entry.items.length} different testimonials signed by one name ("${entry.name}")`,
        shown: entry.items.slice(0, 3).map((t) => ({ text: t.quote, selector: t.selector })),
      },
    ];
  }
  // one description under several different headings: a sample text copied into every card
  const blocks = new Map<string, { selector: string; text: string; order: number }[]>();
  for (const b of model.textBlocks) {
    if (b.words < DESCRIPTION_WORDS) continue;
    const key = b.text.trim().toLowerCase();
    blocks.set(key, [...(blocks.get(key) ?? []), b]);
  }
  for (const [, all] of blocks) {
    // copies that are items of one repeated structure (cards of a grid: their selectors differ in
    // one position only), not one note under four forms
    const cards = new Map<string, typeof all>();
    for (const c of all) {
      const positions = [...c.selector.matchAll(/:nth-(?:of-type|child)\(\d+\)/g)];
      for (const p of positions) {
        const k = `${p.index}|${c.selector.slice(0, p.index)}${c.selector.slice(p.index + p[0].length)}`;
        cards.set(k, [...(cards.get(k) ?? []), c]);
      }
    }
    const copies = [...cards.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    if (copies.length < 3) continue;
    const headings = new Set(
      copies.map((c) => {
        const h = [...model.headings].reverse().find((x) => x.order < c.order);
        return h ? h.text.trim().toLowerCase() : '';
      }),
    );
    if (headings.size < 3) continue;
    return [
      {
        kind: 'repeated_items',
        about: `one description repeated under ${headings.size} different headings`,
        shown: copies.slice(0, 3).map((c) => ({ text: c.text, selector: c.selector })),
      },
    ];
  }
  return [];
}
