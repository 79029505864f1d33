/** Words of positioning: why this business over the others, and claims every competitor makes. */

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
