/** Words of proof and claims: figures, statistics and their sources, superlatives, hype. */

export const DIGIT_RE = /\d/;

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

export const COMPARATIVE_RE =
  /\b(faster|quicker|cheaper|easier|better|more efficient|more affordable|smarter|stronger|lighter|longer[- ]lasting|more productive|less time|fewer)\b/i;
