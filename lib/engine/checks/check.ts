import type { DimensionId } from './dimensions.js';
import type { GroupId } from './groups.js';
import type { Industry, PageModel, PageType } from '../model/page-model.js';
import type { Subject } from './subjects.js';

export type Severity = 'critical' | 'high' | 'medium' | 'low';
export type Level = 'high' | 'medium' | 'low';

/**
 * What a check saw. Either a quote from the page with the selector that finds it, or, when the
 * thing is missing, `absent` saying what was looked for (then quote is '' and selector null).
 */
export interface Evidence {
  quote: string;
  selector: string | null;
  absent?: string;
}

export type CheckOutcome =
  | {
      status: 'pass' | 'fail';
      evidence: Evidence[];
      /** The measured value against the threshold, in words: "17 words (limit 12)". */
      observed?: string;
      /**
       * How sure the verdict can be at most, when the check knows it read less than it needed (a
       * dead button judged from markup on a page whose scripts it cannot see): the finding's
       * confidence is no higher than this.
       */
      confidence?: 'medium' | 'low';
      /**
       * A failure that denies fewer subjects than the check declares: "nothing on the page looks
       * like a button" denies a main call to action that stands out, not that there is one. The
       * consistency pass reads this instead of the declaration's `subject`.
       */
      denies?: readonly Subject[];
      /**
       * A verdict that takes fewer subjects to be on the page than the check declares
       * (`presumes`): "the page's only ask is its menu entry 'Contact'" presumes no main call to
       * action, so it agrees with a failure that finds none. The consistency pass reads this
       * instead of the declaration.
       */
      presumes?: readonly Subject[];
      /**
       * A failure that rests on fewer of the audit's picks than the check declares (`rests`):
       * "nothing in the page asks for anything" is as sure as the page read, whichever menu entry
       * was then picked as its main action. findings.ts reads this instead of the declaration.
       */
      rests?: readonly PerceivedPick[];
    }
  | { status: 'not_applicable'; reason: string };

/**
 * - layout: sizes, positions, visibility, contrast, tap targets or above-the-fold measurements from
 *   the render; not applicable on a degraded render (a stylesheet failed, so they are not what
 *   visitors see).
 * - transport: the served URL's scheme (HTTPS), response headers (security, caching, compression),
 *   redirects, transfer bytes and which of its files the server delivered; not applicable on a
 *   loopback or local-file audit.
 * - timing: network speed measures (TTFB, FCP, LCP, TBT, transfer time); not applicable on a
 *   loopback or local-file audit.
 */
export type CheckDependency = 'layout' | 'transport' | 'timing';

/** What the audit picked on the page that a verdict rests on: it is as sure as that pick. */
export type PerceivedPick = 'headline' | 'primary_cta';

/** One check: metadata beside a pure function of the page model. */
export interface CheckDefinition {
  /** `<PREFIX>_<nnn>`, e.g. HERO_001. */
  id: string;
  group: GroupId;
  dimension: DimensionId;
  /** Finding title when the check fails ("The headline does not say what the product is"). */
  title: string;
  /** Strength label when it passes ("Headline states the product"). */
  label: string;
  /** Why it matters to conversion, one or two sentences. */
  description: string;
  /** The rule a reader can argue with ("the headline has at most 12 words"). */
  threshold: string;
  severity: Severity;
  /** Relative weight inside its dimension, 1 (minor) to 5 (decisive). */
  weight: 1 | 2 | 3 | 4 | 5;
  /** Industries it applies to; elsewhere its result is not_applicable. */
  industries: 'all' | readonly Industry[];
  /**
   * Page types it applies to (named sets in scope.ts); elsewhere its result is not_applicable. An
   * uncertain page type (confidence below 0.5) also counts as home_landing.
   */
  pageTypes: 'all' | readonly PageType[];
  /**
   * Languages whose words run() matches (ISO 639-1 codes, 'en' first): on a page detected in
   * another language the result is not_applicable. 'any' when the verdict rests on markup,
   * numbers, addresses or names only.
   */
  languages: 'any' | readonly string[];
  /**
   * What it expects of prices. 'shown': it judges the prices on the page (currency, tax, discounts,
   * schema), so it is not_applicable where the amounts are donations. 'required': it asks the page
   * to show prices, so it is also not_applicable where the business sells by quote.
   */
  prices?: 'shown' | 'required';
  /** 'render' checks need render facts; in static mode they are not_applicable. */
  needs: 'static' | 'render';
  /**
   * Facts of how the page was served or loaded that the verdict depends on (see CheckDependency).
   * runCheck makes the check not_applicable when model.delivery says those facts are not the
   * live site's. Content facts (http:// links, mixed content inside the page) are not listed.
   */
  uses?: readonly CheckDependency[];
  /**
   * The picks the verdict rests on (the headline, the primary call to action): when the audit was
   * unsure of the pick (model.hero.headlinePerception, model.ctaPerception below 0.5), a finding of
   * this check has low confidence and ranks below sure ones.
   */
  rests?: readonly PerceivedPick[];
  /**
   * What the check judges the presence of (subjects.ts): its pass says the page shows it, its
   * failure that the page does not. composeAudit's consistency pass sets a failure aside (not
   * applicable) when another verdict of the same audit quotes the subject or presumes it, and
   * praises no pass of a subject that a remaining failure denies.
   */
  subject?: readonly Subject[];
  /** What every verdict of the check takes to be on the page (a check of how the phone number is shown presumes one). */
  presumes?: readonly Subject[];
  fixSteps: readonly string[];
  fixEffort: Level;
  impact: Level;
  /** An honest estimate, always labelled as one: "estimate: +2-5% lead conversion". */
  impactEstimate: string;
  /**
   * Where the impact estimate's range comes from: a published study or vendor research named so it
   * can be found ("Baymard Institute, checkout usability research (...); range heuristic"), or
   * 'heuristic' when no public source backs the effect. Never an invented study or number.
   */
  source: string;
  run(model: PageModel): CheckOutcome;
}

/**
 * A check as its file declares it (lib/engine/checks/groups/<group>/<ID>.ts): everything but the
 * group, which is the folder's name, added by the folder's index.ts (see inGroup in groups.ts).
 */
export type CheckDeclaration = Omit<CheckDefinition, 'group'>;

export type CheckStatus = 'pass' | 'fail' | 'not_applicable' | 'error';

/** The result of one check on one scan. Results are data; prose lives in the declaration. */
export interface CheckResult {
  id: string;
  group: GroupId;
  dimension: DimensionId;
  status: CheckStatus;
  evidence: Evidence[];
  observed?: string;
  /** The check's own cap on the finding's confidence (CheckOutcome.confidence). */
  confidence?: 'medium' | 'low';
  /** The subjects this failure denies, when fewer than its check's (CheckOutcome.denies). */
  denies?: readonly Subject[];
  /** The subjects this verdict takes to be on the page, when fewer than its check's (CheckOutcome.presumes). */
  presumes?: readonly Subject[];
  /** The picks this failure rests on, when fewer than its check's (CheckOutcome.rests). */
  rests?: readonly PerceivedPick[];
  /** Why not applicable, or the error message when errored. */
  reason?: string;
  durationMs: number;
}
