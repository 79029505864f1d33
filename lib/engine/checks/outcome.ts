import type { CheckOutcome, Evidence, PerceivedPick } from './check.js';
import type { Subject } from './subjects.js';

/** Longest quote kept as evidence; longer text is cut on a word boundary with an ellipsis. */
export const QUOTE_MAX = 160;

export function quote(text: string, max = QUOTE_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * What a block shows as one text, for a quote: the block's text, or where nested blocks interrupt
 * it (TextBlock.pieces: the page never shows the joined text whole) the run that holds a match of
 * `re`, else its longest run.
 */
export function shownText(block: { text: string; pieces?: string[] }, re?: RegExp): string {
  const pieces = block.pieces;
  if (!pieces?.length) return block.text;
  // search, not test: it ignores and keeps a global regex's lastIndex
  const hit = re ? pieces.find((p) => p.search(re) >= 0) : undefined;
  return hit ?? pieces.reduce((a, b) => (b.length > a.length ? b : a));
}

/**
 * Evidence pointing at an element of the page. Given a block's own joined text, it quotes the run
 * the page shows (shownText), so no quote spans the nested blocks that interrupt it.
 */
export function seen(el: { selector: string; text?: string; pieces?: string[] }, text: string): Evidence {
  const shown = el.pieces?.length && text === el.text ? shownText({ text, pieces: el.pieces }) : text;
  return { quote: quote(shown), selector: el.selector };
}

/** Evidence that something was looked for and not found. */
export function absent(whatWasLookedFor: string): Evidence {
  return { quote: '', selector: null, absent: whatWasLookedFor };
}

export function pass(evidence: Evidence | Evidence[], observed?: string): CheckOutcome {
  return { status: 'pass', evidence: Array.isArray(evidence) ? evidence : [evidence], observed };
}

export function fail(
  evidence: Evidence | Evidence[],
  observed?: string,
  sure?: {
    confidence?: 'medium' | 'low';
    denies?: readonly Subject[];
    presumes?: readonly Subject[];
    rests?: readonly PerceivedPick[];
  },
): CheckOutcome {
  return {
    status: 'fail',
    evidence: Array.isArray(evidence) ? evidence : [evidence],
    observed,
    ...(sure?.confidence ? { confidence: sure.confidence } : {}),
    ...(sure?.denies ? { denies: sure.denies } : {}),
    ...(sure?.presumes ? { presumes: sure.presumes } : {}),
    ...(sure?.rests ? { rests: sure.rests } : {}),
  };
}

export function notApplicable(reason: string): CheckOutcome {
  return { status: 'not_applicable', reason };
}

/**
 * What the page shows of a form field at the field itself: the aria-label or title naming it, else
 * its placeholder, else nothing. A <label> is another element (not at the field's selector) and
 * the name attribute and type are never shown, so neither is quoted; the check's observed value
 * says what is wrong with the field.
 */
export function fieldQuote(f: {
  label: string | null;
  labelSource: string;
  placeholder: string | null;
}): string {
  if ((f.labelSource === 'aria' || f.labelSource === 'title') && f.label) return f.label;
  return f.placeholder ?? '';
}

/** What the page shows of an image: its alt text (an address is not shown; the selector locates the image). */
export function imageQuote(img: { alt: string | null }): string {
  return img.alt ?? '';
}
