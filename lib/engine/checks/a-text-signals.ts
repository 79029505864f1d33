/**
 * Text signals shared by the share-A groups (hero, cta, messaging, narrative, psychology,
 * specificity, differentiation): derived views of the page copy, computed once per model, and the
 * word lists those checks match. Regexes live here, compiled once, so checks stay cheap.
 */
import type { CallToAction, Heading, PageModel, Region } from '../model/page-model.js';
import { siteUrlOf } from '../model/delivery.js';

/** A heading or text block of the page copy (navigation and footer excluded). */
export interface CopyBlock {
  selector: string;
  order: number;
  region: Region;
  text: string;
  /** Heading level, or null for a text block. */
  level: number | null;
  words: number;
}

const WORD_RE = /\S+/g;

export function countWords(text: string): number {
  return text.match(WORD_RE)?.length ?? 0;
}

function isCopyRegion(region: Region): boolean {
  return region !== 'nav' && region !== 'footer';
}

const copyCache = new WeakMap<PageModel, CopyBlock[]>();

/** Headings and text blocks outside navigation and footer, in document order. */
export function copyBlocks(model: PageModel): readonly CopyBlock[] {
  const cached = copyCache.get(model);
  if (cached) return cached;
  const out: CopyBlock[] = [];
  for (const h of model.headings) {
    if (isCopyRegion(h.region) && h.text.trim()) out.push(fromHeading(h));
  }
  for (const b of model.textBlocks) {
    if (isCopyRegion(b.region) && b.text.trim()) {
      out.push({
        selector: b.selector,
        order: b.order,
        region: b.region,
        text: b.text,
        level: null,
        words: b.words,
      });
    }
  }
  out.sort((a, b) => a.order - b.order);
  copyCache.set(model, out);
  return out;
}

function fromHeading(h: Heading): CopyBlock {
  return {
    selector: h.selector,
    order: h.order,
    region: h.region,
    text: h.text,
    level: h.level,
    words: countWords(h.text),
  };
}

const heroCache = new WeakMap<PageModel, CopyBlock[]>();

/**
 * The copy of the first screen: blocks before `hero.end`, always including the headline and
 * subheadline the model builder chose. Empty when the page has no identifiable first screen.
 */
export function heroBlocks(model: PageModel): readonly CopyBlock[] {
  const cached = heroCache.get(model);
  if (cached) return cached;
  const { headline, subheadline, end } = model.hero;
  const out = copyBlocks(model).filter((b) => b.order < end);
  const has = new Set(out.map((b) => b.selector));
  if (headline && !has.has(headline.selector)) out.unshift(fromHeading(headline));
  if (subheadline && !has.has(subheadline.selector)) {
    out.push({
      selector: subheadline.selector,
      order: subheadline.order,
      region: subheadline.region,
      text: subheadline.text,
      level: null,
      words: subheadline.words,
    });
  }
  out.sort((a, b) => a.order - b.order);
  heroCache.set(model, out);
  return out;
}

export interface Sentence {
  block: CopyBlock;
  text: string;
  words: number;
}

const SENTENCE_SPLIT_RE = /(?<=[.!?])\s+(?=[\p{Lu}\d"'“(])/u;
const sentenceCache = new WeakMap<PageModel, Sentence[]>();

/** Sentences of the body copy (text blocks of 3+ words; headings excluded), in order. */
export function sentences(model: PageModel): readonly Sentence[] {
  const cached = sentenceCache.get(model);
  if (cached) return cached;
  const out: Sentence[] = [];
  for (const block of copyBlocks(model)) {
    if (block.level !== null || block.words < 3) continue;
    for (const part of block.text.split(SENTENCE_SPLIT_RE)) {
      const words = countWords(part);
      if (words > 0) out.push({ block, text: part.trim(), words });
    }
  }
  sentenceCache.set(model, out);
  return out;
}

/** What to quote when the first screen lacks something: its headline and subheadline, else its first block. */
export function heroQuoteBlocks(model: PageModel): CopyBlock[] {
  const hero = heroBlocks(model);
  const { headline, subheadline } = model.hero;
  const picked = hero.filter(
    (b) => b.selector === headline?.selector || b.selector === subheadline?.selector,
  );
  return picked.length ? picked : hero.slice(0, 1);
}

/** The first block matching `re` (a non-global regex), or undefined. */
export function findBlock(blocks: readonly CopyBlock[], re: RegExp): CopyBlock | undefined {
  return blocks.find((b) => re.test(b.text));
}

export function findBlocks(blocks: readonly CopyBlock[], re: RegExp): CopyBlock[] {
  return blocks.filter((b) => re.test(b.text));
}

/** Occurrences of a global regex in a text. */
export function countMatches(text: string, globalRe: RegExp): number {
  return text.match(globalRe)?.length ?? 0;
}

/** Section headings (h2) of the page copy. */
export function sectionHeadings(model: PageModel): CopyBlock[] {
  return copyBlocks(model).filter((b) => b.level === 2);
}

export function primaryCta(model: PageModel): CallToAction | undefined {
  return model.ctas.find((c) => c.role === 'primary');
}

/** Calls to action outside navigation (menu links such as "Log in" are not asks of the copy). */
export function copyCtas(model: PageModel): CallToAction[] {
  return model.ctas.filter((c) => c.region !== 'nav');
}

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const STOP_WORDS = new Set(
  (
    'the and for with your you our that this from are have has will can all more what when into about just ' +
    'their they them then than there here best make makes made get gets home page site welcome online ' +
    'official free new now how why who which where each every most some only also very over under ' +
    'com www inc ltd llc'
  ).split(' '),
);

const TOKEN_RE = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;

/** Lower-cased words of 4+ letters that are not stop words, with a plural "s" dropped. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().match(TOKEN_RE) ?? []) {
    if (raw.length < 4 || STOP_WORDS.has(raw)) continue;
    out.push(raw.length > 4 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw);
  }
  return out;
}

const LOGO_WORD_RE = /\blogo\b/gi;

/** Names the site goes by: og:site_name, the logo's alt text, the domain's main label. */
export function brandNames(model: PageModel): string[] {
  const names: string[] = [];
  const site = model.openGraph['og:site_name'];
  if (site) names.push(site);
  for (const img of model.images) if (img.isLogo && img.alt) names.push(img.alt.replace(LOGO_WORD_RE, ''));
  try {
    // On a local audit the domain is the live site's (its canonical), not 127.0.0.1.
    const labels = new URL(siteUrlOf(model)).hostname.replace(/^www\./, '').split('.');
    if (labels.length >= 2) names.push(labels[labels.length - 2]);
  } catch {
    // An unparsable URL leaves the names from the markup.
  }
  return names.map((n) => normalise(n).replace(/ /g, '')).filter((n) => n.length > 1);
}

/** Blocks between the heading before `order` and the heading after it: the section it sits in. */
export function sectionAround(model: PageModel, order: number): { start: number; end: number } {
  let start = -Infinity;
  let end = Infinity;
  for (const h of model.headings) {
    if (h.order <= order && h.order > start) start = h.order;
    if (h.order > order && h.order < end) end = h.order;
  }
  return { start, end };
}

// ---- Word lists -------------------------------------------------------------------------------

/** Headlines that greet or hold a place instead of saying anything. */
export const GREETING_HEADLINE_RE =
  /^\s*(welcome\b|hello\b|hi there\b|home\s*$|homepage\b|untitled\b|lorem ipsum|your (headline|title) here|coming soon\b|about us\s*$|main page\s*$)/i;

/** Call-to-action labels that say nothing about what happens next. */
export const GENERIC_CTA_RE =
  /^\s*((submit|send|go|click|click here)( (form|now|here|it|request))?|ok|okay|here|learn more|read more|more|more info|info|details|continue|next|enter|view|view more|see more|find out more|discover more|button)\s*[!.>»›→]*\s*$/i;

/** Labels that open with an action the visitor takes. */
export const ACTION_VERB_RE =
  /^\s*(get|start|try|buy|shop|order|book|schedule|request|claim|join|sign|create|build|download|subscribe|add|reserve|call|contact|talk|chat|grab|discover|explore|see|watch|learn|find|save|apply|register|donate|give|upgrade|choose|pick|plan|compare|check|send|take|make|launch|begin|enrol|enroll|view|access|unlock|hire|let's|lets|meet|speak|ask|play|install|open|activate|continue|discuss|estimate|quote|design|customi[sz]e|browse|read|sponsor|support|adopt|volunteer|rsvp)\b/i;

/** Risk-reducing microcopy placed next to an ask (privacy and security notes are judged by their own groups). */
export const REASSURANCE_RE =
  /\b(no credit card|no card required|cancel any ?time|free (trial|shipping|returns?|delivery|consultation|quote|estimate|forever)|no (obligation|commitment|contract|setup fees?|hidden fees)|money[- ]back|risk[- ]free|free to (try|start|use)|\d+[- ]day (guarantee|returns?|trial))\b/i;

/** Phrases naming who an offer is for. */
export const AUDIENCE_RE =
  /\b((built|designed|made|perfect|ideal|tailored|created|crafted) for|for)\s+(?:(?:small|local|busy|growing|modern|remote|creative|independent|online|ambitious|new|first[- ]time|every|all|your|the|hybrid|global|product|sales|marketing|support|design|engineering|finance|hr|b2b|saas|ecommerce|e-commerce)\s+){0,2}(teams?|business(es)?|compan(y|ies)|startups?|founders|agencies|freelancers|marketers|developers|designers|engineers|owners|homeowners|families|parents|kids|children|students|teachers|schools|clinics|restaurants|retailers|brands|shops|stores|creators|professionals|women|men|riders|runners|athletes|beginners|nonprofits|enterprises?|organi[sz]ations|sellers|investors|landlords|patients|dentists|lawyers|doctors|contractors|everyone|anyone|writers|photographers|musicians|artists|coaches|consultants|recruiters|accountants|managers|leaders|pets|dogs|cats|travell?ers|gamers|merchants|publishers)\b|\b(whether you('re| are)|if you('re| are) an?|for anyone who)\b/i;

/** Jargon that fills space on a landing page without saying anything checkable. */
export const JARGON_RE =
  /\b(synerg\w*|leverag\w*|solutions?|innovative|innovation|cutting[- ]edge|next[- ]gen(eration)?|seamless(ly)?|robust|scalable|disrupt\w*|paradigm|holistic|empower\w*|streamlin\w*|best[- ]of[- ]breed|turnkey|end[- ]to[- ]end|game[- ]chang\w*|revolutioni[sz]\w*|revolutionary|state[- ]of[- ]the[- ]art|bleeding[- ]edge|mission[- ]critical|value[- ]added|world[- ]changing|transformative|ecosystem|frictionless)\b/gi;

export const YOU_RE = /\b(you|your|you're|yours|yourself|you'll|you've)\b/gi;
/** Lower-case "us" only: "US" is usually the country. */
export const WE_RE = /\b([Ww]e|[Oo]ur|us|[Ww]e're|[Oo]urs|[Ww]e'll|[Ww]e've)\b/g;

/** "is built", "was given", "are being sent": a passive construction. */
export const PASSIVE_RE =
  /\b(is|are|was|were|be|been|being)\s+(\w+ly\s+)?(\w{3,}ed|built|made|done|given|taken|known|shown|seen|sent|written|chosen|driven|held|kept|paid|sold|told|found|brought|bought|run|won)\b/i;

/** Nouns that name what kind of product or business this is. */
export const CATEGORY_RE =
  /\b(platform|software|app|apps|application|tool|toolkit|service|services|agency|studio|firm|consultancy|consultants?|marketplace|store|shop|course|courses|program|programme|bootcamp|academy|school|training|clinic|practice|plugin|extension|api|sdk|crm|cms|erp|dashboard|editor|builder|library|framework|template|theme|kit|suite|assistant|chatbot|website|newsletter|community|network|marketplace|subscription|saas|accounting|analytics|automation|scheduling|invoicing|payroll|hosting|database|design|development|marketing|seo|branding|consulting|coaching|therapy|law|legal|dental|plumbing|roofing|cleaning|repair|installation|photography|catering)\b/i;
export const EXCLAMATION_RE = /!/g;
/** A block written in capitals: 6+ words and no lower-case letter. */
export const NO_LOWER_RE = /\p{Ll}/u;
export const LONG_WORD_RE = /\b\p{L}{13,}\b/gu;

/** The visitor's outcome, in words a visitor would use. */
export const OUTCOME_RE =
  /\b(save[sd]?|saving|grow|grows|boost\w*|increase[sd]?|reduce[sd]?|cut|cuts|faster|easier|simpler|without|effortless(ly)?|in minutes|instantly|improve[sd]?|earn|protect\w*|avoid|never again|peace of mind|hassle[- ]free|stress[- ]free|worry[- ]free|spend less|more time|look better|feel better|sleep better|win more|close more)\b/i;

/** Pain the visitor recognises: the problem a page should name before its solution. */
export const PAIN_RE =
  /\b(tired of|sick of|fed up|struggl\w*|frustrat\w*|hassle|headaches?|wast(e|es|ed|ing)|painful|pain points?|overwhelm\w*|stuck|worr(y|ied|ies)|stress(ed|ful)?|confus\w*|difficult|hard to|costly|losing|juggl\w*|tedious|complicated|annoying|chaos|chaotic|slow(s|ed)? (you|your) down|drowning in|spreadsheets? hell|manual work|guesswork)\b/i;

export const HOW_IT_WORKS_RE =
  /\b(how (it|this|we|they) works?|how to (get started|start|order|book)|(\d|two|three|four|five|simple|easy) (simple |easy |quick )?steps|step[- ]by[- ]step|our process|the process|getting started|step (1|one)\b)/i;

export const COMPANY_FIRST_RE =
  /^\s*(about( us)?\b|our (story|history|company|team|mission|founders?|values)\b|who we are\b|welcome\b|meet (the|our) team\b|company history\b|since \d{4}\b|established in\b)/i;

export const INVITE_RE =
  /\b(ready|get started|start|try|join|sign up|contact|talk|book|let's|lets|get in touch|request|schedule|claim|order|shop|call|begin|what are you waiting|next step|work with us|get your|get a|reach out|say hello|hire|apply|donate|subscribe|download)\b/i;

export const URGENCY_RE =
  /\b(today only|ends (today|tonight|soon|in|on|at|midnight|sunday|monday|tuesday|wednesday|thursday|friday|saturday)|offer ends|sale ends|deal ends|limited[- ]time|last chance|hurry|act now|don't wait|while (it|they) lasts?|deadline|(?<!(?:never|not|n't) )expires?(?!\?)|expiring|until midnight|order (by|before|within) \d|only \d+ (days?|hours?) left|this week only|final hours?|ends soon|registration closes|early[- ]bird (ends|price|pricing|discount))\b/i;
export const URGENCY_ALL_RE = new RegExp(URGENCY_RE.source, 'gi');

/** A concrete end: a calendar date, a weekday or a clock time. */
export const DEADLINE_RE =
  /\b(\d{1,2}(st|nd|rd|th)? (of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{1,2}(st|nd|rd|th)?|\d{1,2}[/.]\d{1,2}([/.]\d{2,4})?|\d{1,2}(:\d{2})? ?(am|pm)|\d{1,2}:\d{2}|midnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

export const SCARCITY_RE =
  /\b(only \d+ (left|remaining|available|spots?|seats?|places?|in stock)|\d+ (left|remaining) in stock|(\d+|few) (spots?|seats?|places?) (left|remaining)|limited (stock|quantit\w+|availability|spots?|seats?|places?|edition|supply|run)|selling fast|almost (gone|sold out)|low stock|while supplies last|few (spots|seats|left)|spots? (are )?(filling|limited)|last (few|one|\d+) (left|available|spots?|seats?))\b/i;
export const SCARCITY_ALL_RE = new RegExp(SCARCITY_RE.source, 'gi');
export const DIGIT_RE = /\d/;

/** Something useful given away before the ask (reciprocity). */
export const FREE_VALUE_RE =
  /\bfree\s+(?:[\p{L}-]+\s+){0,2}(guides?|e-?books?|checklists?|templates?|toolkits?|tools?|calculators?|audits?|assessments?|consultations?|consults?|quotes?|estimates?|samples?|webinars?|courses?|class(es)?|lessons?|reports?|worksheets?|resources?|downloads?|analys[ie]s|reviews?|strategy calls?|sessions?|evaluations?|inspections?|tastings?|swatch(es)?|demos?|workshops?|masterclass(es)?|trials? (lesson|class)|ebooks?)\b/iu;

/** The cost of doing nothing, framed as a loss. */
export const LOSS_RE =
  /\b(don't miss|do not miss|miss(ing)? out|stop (losing|wasting|paying|leaving)|losing (money|customers|sales|time|leads|revenue)|you('re| are) (losing|leaving|missing)|leaving money|cost(s|ing)? you|before it's too late|never (miss|lose)|what you('re| are) missing|lost (sales|revenue|leads|customers)|every (day|month) (you wait|without))\b/i;

/** A plan marked as the default choice. */
export const POPULAR_RE =
  /\b(most popular|recommended|best value|best deal|popular choice|most chosen|customer favou?rite|top pick|best seller|bestseller|our pick|most loved)\b/i;

/** The effort of the first step, quantified. */
export const EFFORT_RE =
  /\b(in (under |less than |just |only )?(\d+|one|two|three|five|ten|sixty|thirty) (seconds?|minutes?|mins?|clicks?|steps?)|takes (only |just |less than |under |about )?(\d+|one|two|three|five|ten|thirty) (seconds?|minutes?|mins?)|(\d+|one|two|three|five|ten|thirty)[- ](second|minute|min|click|step)s? (setup|set-up|sign ?up|sign-up|install|installation|process|form|quote|checkout|application|onboarding)|(one|1|two|2)[- ]click|set ?up in (minutes|seconds))\b/i;

/** A way to say no to an offer (candidate for confirmshaming). */
export const DECLINE_RE =
  /^\s*(no,? thanks|no thank you|no,? i\b|i don't want|i do not want|i('m| am) not interested|maybe later|not now|continue without|i('d| would) rather|i prefer not)/i;
/** A decline that shames the visitor for saying no. */
export const SHAMING_RE =
  /(i don't want|i do not want|i('d| would) rather (not|pay|lose|miss|stay)|i('m| am) not interested in (saving|growing|making|getting|improving|learning|being)|i (hate|don't like|do not like|prefer (to )?(pay|lose|miss))|no,? (thanks|thank you),? i\b|no,? i (like|prefer|don't|do not|want|will|enjoy|'d|'m))/i;

/** A number with a unit, a currency, or a rating: a concrete figure. */
export const FIGURE_RE =
  /([$€£¥]\s?\d|\b\d[\d,]*(\.\d+)?\s?(%|x\b|×|\+|k\b|hours?\b|hrs?\b|minutes?\b|mins?\b|seconds?\b|days?\b|weeks?\b|months?\b|years?\b|customers?\b|users?\b|clients?\b|stars?\b|reviews?\b|people\b|teams?\b|companies\b|businesses\b|countries\b|members\b|downloads\b|orders\b|projects\b)|\b\d(\.\d)?\s?\/\s?(5|10)\b)/i;

export const SUPERLATIVE_RE =
  /((?<!(module|chapter|step|part|lesson|episode|issue|week|day|page) )#1\b|\b(the best(?! (of|way|part|thing|time|possible|place|bet|you can|we can|results?)\b)|best[- ]in[- ]class|no\.? ?1|number one|world[- ]class|world's (best|leading|first|largest|most)|industry[- ]leading|market[- ]leading|(the|a) leading|unmatched|unbeatable|unrivall?ed|the ultimate|the greatest|most trusted|top[- ]rated|second to none|the finest)\b)/i;
export const SUPERLATIVE_ALL_RE = new RegExp(SUPERLATIVE_RE.source, 'gi');
/** What supports a superlative: a figure, a ranking source, an award. */
export const PROOF_NEAR_RE =
  /\d|according to|award|voted|survey|study|source|ranked|certified|rated by|named by|recogni[sz]ed by|as seen/i;

export const VAGUE_QUANTITY_RE =
  /\b(thousands|hundreds|millions|countless|numerous|lots of|tons of|loads of|dozens of|many (happy |satisfied |loyal )?(customers|clients|users|people|companies|businesses|brands|families|members)|a (lot|ton) of (happy )?(customers|clients|users|people))\b/i;
export const EXACT_COUNT_RE =
  /\b\d[\d,.]*\s?(\+|k\+?|m\+?)?\s+(happy |satisfied |active |loyal )?(customers|clients|users|people|companies|businesses|members|downloads|orders|students|patients|teams|brands|installs|reviews|projects|families|homes|sites|stores|countries)\b/i;

/** A result stated with a figure: "37% more", "save 10 hours", "3x faster". */
export const OUTCOME_FIGURE_RE =
  /(\b\d[\d,.]*\s?(%|percent|x|×|times)\s+(more|less|faster|fewer|higher|lower|better|cheaper|increase|reduction|growth|boost|roi|return|savings?|conversions?|revenue|sales|leads)\b|\b(save[sd]?|saving|cut[s]?|reduce[sd]?|increase[sd]?|boost(s|ed)?|grow|grew|grows|improve[sd]?|lift(s|ed)?)\s+(\w+\s+){0,3}(by\s+)?(up to\s+)?[$€£]?\d[\d,.]*\s?(%|x\b|hours?|minutes?|days?|weeks?|k\b)?)/i;

/** Counted or percentage statistics (10 and up, prices and discounts excluded): figures a reader judges as precise or round. */
export const STAT_ALL_RE =
  /(?<![$€£¥\d.,]|save |extra |get |up to |-)\b([1-9]\d[\d,]*(?:\.\d+)?|\d\.\d+)\s?(%|percent|\+|k\b|\s(?:customers|clients|users|people|companies|businesses|members|downloads|orders|students|patients|teams|brands|installs|projects))(?!\s?off)/gi;

export const HEDGE_ALL_RE =
  /\b(up to|as much as|as many as|as little as|as low as|as fast as|as high as)\s+[$€£]?\d[\d,.]*/gi;

/** A percentage that is not a discount. */
export const STAT_PERCENT_RE = /\b\d[\d.,]*\s?(%|percent)(?!\s?off)/i;
export const SOURCE_RE =
  /(\baccording to\b|\bsources?:|\bstudy\b|\bsurvey(ed)?\b|\bresearch (by|from)\b|\breported by\b|\bdata from\b|\bbased on (\d|data|a study|research)|\bindependent(ly)? (tested|verified|audited)|\[\d+\]|\bper (a|the) \d{4}\b|\bfootnote|\bmeasured (by|across|over))/i;

export const HYPE_ALL_RE =
  /\b(amazing|awesome|incredible|incredibly|fantastic|stunning|perfect|perfectly|beautiful|beautifully|outstanding|exceptional|extraordinary|superb|phenomenal|unbelievable|mind[- ]blowing|magical|wonderful|breathtaking|spectacular|epic|insanely|jaw[- ]dropping)\b/gi;

export const VALUE_WORD_RE =
  /\b(affordable|cheap(est)?|low[- ](cost|prices?)|competitive(ly)? pric\w*|great (value|prices?)|budget[- ]friendly|inexpensive|reasonabl[ey] pric\w*|save money|bargain|unbeatable prices?|low fees?)\b/i;
export const MONEY_RE = /[$€£¥]\s?\d|\b\d[\d,.]*\s?(usd|eur|gbp|dollars|euros|pounds)\b/i;

export const COMPARATIVE_RE =
  /\b(faster|quicker|cheaper|easier|better|more efficient|more affordable|smarter|stronger|lighter|longer[- ]lasting|more productive|less time|fewer)\b/i;

/** A section that argues why this choice over others. */
export const WHY_US_RE =
  /\b(why (choose|pick|work with|buy from|shop with|hire|use) |why us\b|what (makes|sets) (us|\w+) (different|apart|unique)|our (difference|advantage|edge)|\bthe [\p{L}]+ difference\b|why (we're|we are) different|how we('re| are) different|what's different|why (customers|clients|people) (choose|love|pick))/iu;
/** "Why Acme?" as a heading: a capitalised name after "Why". */
export const WHY_BRAND_RE = /^\s*why (choose |pick |use )?\p{Lu}[\p{L}\d.'-]*\s*\??\s*$/u;

/** An explicit comparison with competitors or the usual alternative. */
export const CONTRAST_RE =
  /\b(unlike (other|most|traditional|typical|the big|big|many)|compared (to|with)|in comparison|versus|vs\.?|alternative to|competitors?|than (other|most|traditional|typical) \w+|traditional (agencies|tools|methods|software|banks|approaches|firms|options)|the old way|most (companies|agencies|tools|providers|firms|brands) )/i;

/** A section comparing the business with an alternative (plan-vs-plan tables are an offer-clarity matter). */
export const COMPARISON_HEADING_RE =
  /(\bvs\.?(?=\s|$)|\bversus\b|\bcompared? (to|with)\b|\bcomparison with\b|\bhow (we|it|\w+) (stacks? up|compares?)\b|\balternatives? to\b|\bwhy (teams |people |customers )?switch\b)/i;

/** A claim only this business can make. */
export const ONLY_CLAIM_RE =
  /\b(the only|the first (\w+ ){0,2}(to|that|with)|patent(ed|-pending| pending)|proprietary|exclusive(ly)? (to|from|at|with)|one of a kind|no one else|nobody else|you won't find (this|it) anywhere|only we)\b/i;

/** Positioning against the status quo, in the words of a first screen. */
export const POSITIONING_RE =
  /\b(without (the|any|a|code|\w+ing)|no more|instead of|finally|a (better|smarter|simpler|new) way|the new way|reinvent\w*|reimagin\w*|not just|never again|done for you|so you don't have to|the easy way)\b/i;

/** Claims every competitor makes. */
export const COMMODITY_RE =
  /\b(high[- ]quality|quality (products?|service|work|materials)|great service|excellent (customer )?service|customer satisfaction|professional service|reliable service|friendly (staff|team)|years of experience|one[- ]stop[- ]shop|fast and reliable|attention to detail|passionate about|committed to excellence|(your )?trusted partner|all your \w+ needs|second to none service|we care about)\b/i;

export const SWITCH_RE =
  /\b(switch(ing)? (from|to|over)|migrat(e|ion|ing) (from|your)|import (from|your)|move (over )?from|moving from|coming from|free migration|we('ll| will) (move|migrate|transfer)|transfer your|easy to switch|one[- ]click import|white[- ]glove (migration|onboarding))\b/i;

export const SPECIALISM_RE =
  /\b(speciali[sz](e|es|ed|ing) (in|on)|specialists? (in|for)|dedicated (exclusively |solely )?to|exclusively (for|to)|we only (work|serve|do|make|sell)|(focused|focus) (exclusively |solely |only )?on|niche|experts? in|only work with|built specifically for|nothing but)\b/i;

/** A small interactive first step: a quiz, calculator or configurator. */
export const MICRO_TOOL_RE =
  /\b(take (the|our) quiz|quiz|calculator|calculate (your|how)|configurator|build your own|design your own|find your (perfect|ideal|right|best)? ?(match|size|fit|plan|shade|product)|personali[sz]ed (recommendation|plan|quote|routine)s?|score your|check your (score|site|eligibility|rate)|test your|estimate your|see how much you)\b/i;
