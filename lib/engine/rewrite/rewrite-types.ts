import type { CtaGoal, CtaIntent } from '../model/page-model.js';

/** The conversion-critical copy elements the rewriter proposes alternatives for. */
export type CopyElement = 'headline' | 'subheadline' | 'primary_cta' | 'meta_title' | 'meta_description';

export const COPY_ELEMENTS: readonly CopyElement[] = [
  'headline',
  'subheadline',
  'primary_cta',
  'meta_title',
  'meta_description',
];

/** Where a piece of copy sits and what it says today (null when the page has none). */
export interface CopyOriginal {
  text: string | null;
  selector: string | null;
}

/** Copy a failed copy-related check pointed at, so a provider knows what to fix. */
export interface FlaggedCopy {
  check_id: string;
  element: CopyElement;
  /** The failed check's title: what is wrong with this copy. */
  problem: string;
  threshold: string;
  text: string | null;
}

/** One thing the page states, with the place it was quoted from. */
export interface GroundedFact {
  kind: 'product' | 'brand' | 'benefit' | 'proof' | 'offer' | 'contact';
  /** The phrase as the page writes it (trailing punctuation dropped). */
  text: string;
  /** Where it sits: a CSS selector, `title`, `meta description`, `og:site_name` or `structured data <Type>.name`. */
  where: string;
}

/** Facts the page itself states; the only material a rewrite may use. */
export interface PageFacts {
  /** ISO 639-1 code of the page's language, when known. */
  language: string | null;
  /** The page's own copy speaks as one person ("I", "je", "ich"): labels say "me", not "us". */
  speaksAsOne?: boolean;
  pageType: string;
  /** The product or offer name, when the page names one (else the brand). */
  product: GroundedFact | null;
  brand: GroundedFact | null;
  /** Benefit and outcome phrases that read on their own, best first. */
  benefits: GroundedFact[];
  /** Phrases with a number and what it counts ("Trusted by 4,000 teams"), each stated once. */
  proofs: GroundedFact[];
  /** The offer: guarantees, trials, shipping and returns terms. */
  offers: GroundedFact[];
  /**
   * What the page is about: stems of the words its title, headline, meta description and social
   * title repeat (each in two of them at least), names left out. A headline, title or description
   * alternative keeps them.
   */
  topic: string[];
  /**
   * The main call to action: its goal, its words, the section of this page it scrolls to when
   * it is a link to one ("features" for "#features"), else null, whether it is the submit
   * button of a form on the page (the visitor is already filling that form in), and whether the
   * audit is sure it is the main call to action (its pick's confidence is at least UNSURE_PICK).
   */
  action: {
    goal: CtaGoal;
    text: string;
    where: string;
    section: string | null;
    sendsForm?: boolean;
    sure?: boolean;
    /**
     * Whether a sign-up makes an account: the page shows a password field, or the call to action
     * leads to an address that names a sign-up, registration or account page. False for a mailing
     * list's sign-up.
     */
    account?: boolean;
  } | null;
}

export interface RewriteInput {
  url: string;
  industry: string;
  copy: Record<CopyElement, CopyOriginal>;
  /** What the primary call to action asks for, as the model classified it. */
  ctaIntent: CtaIntent | null;
  flagged: FlaggedCopy[];
  facts: PageFacts;
  /**
   * Every text the page shows (visible text, title, meta description, social meta); the guardrail
   * measures rewrites against it.
   */
  pageText: string;
  /** Words the spelling check flags on the page: a rewrite never repeats one. */
  misspelt: string[];
  /**
   * Where the page's text runs two lines it shows apart into one without punctuation ("Roses Let",
   * PageModel.seams): an alternative that contains one is stitched, and is never offered.
   */
  seams?: string[];
}

export interface CopyRewrite {
  original: string | null;
  alternatives: string[];
  rationale: string;
}

/** The `copy_rewrites` field of the scan result. */
export interface CopyRewrites {
  headline: CopyRewrite;
  subheadline: CopyRewrite;
  primary_cta: CopyRewrite;
  meta_title: CopyRewrite;
  meta_description: CopyRewrite;
  /** Which provider produced the alternatives ("deterministic", "bedrock", "openai"). */
  provider: string;
  /** Why a remote provider's answer was not used, when it was not; else null. */
  fallback_reason: string | null;
}

/** What a provider returns: the copy_rewrites field itself. */
export type RewriteOutput = CopyRewrites;

export interface RewriteOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The port every rewrite provider implements. rewrite() never rejects for provider trouble. */
export interface RewriteProvider {
  readonly name: string;
  rewrite(input: RewriteInput, opts?: RewriteOptions): Promise<RewriteOutput>;
}
