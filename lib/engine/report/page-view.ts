import { ctaGoal } from '../model/detectors/ctas.js';
import type { CallToAction, PageModel, Perception } from '../model/page-model.js';
import type { CtaGoal, PageView } from './types.js';

/** A CTA's conversion goal: the detector's, or derived the same way for models cached without one. */
export function goalOf(cta: Pick<CallToAction, 'text' | 'intent' | 'href' | 'goal'>): CtaGoal {
  return cta.goal ?? ctaGoal(cta);
}

/**
 * What the audit took the page to be, so a reader can tell at once why a finding is wrong ("main
 * call to action: Kasse"): page type, industry, language, the headline and primary call to action
 * it chose, and how faithfully it saw the page.
 *
 * `render.degraded` is true when what the audit measured differs from what a visitor of the live
 * site sees: stylesheets that did not load, a page served from a local address or file, or a scan
 * without a render. `render.reason` says which, in words; checks that depend on it are
 * not_applicable with the same reason.
 */
/** A model stored before perception was recorded: what it chose, with no claim of certainty. */
function perceptionOf(found: boolean, recorded: Perception | undefined): Perception {
  if (recorded) return recorded;
  return found
    ? { basis: 'markup', confidence: 0.5, reason: null }
    : { basis: 'none', confidence: 0.5, reason: 'none found' };
}

export function pageViewOf(model: PageModel): PageView {
  const headline = model.hero.headline;
  // with no CTA that asks, the menu entry that does ("Contact") is still what the page wants
  const primary = model.ctas.find((c) => c.role === 'primary') ?? model.mainAsk ?? null;
  const delivery = model.delivery;
  const reasons = [
    ...(model.mode === 'static' ? [`no render: ${model.staticReason ?? 'static mode'}`] : []),
    ...delivery.reasons,
  ];
  return {
    page_type: model.pageType.id,
    page_type_confidence: model.pageType.confidence,
    industry: model.industry.id,
    language: model.language.code,
    headline: {
      ...(headline ? { text: headline.text, selector: headline.selector } : { text: null, selector: null }),
      ...perceptionOf(headline !== null, model.hero.headlinePerception),
    },
    primary_cta: {
      ...(primary
        ? { text: primary.text, selector: primary.selector, goal: goalOf(primary) }
        : { text: null, selector: null, goal: null }),
      ...perceptionOf(primary !== null, model.ctaPerception),
    },
    render: {
      mode: model.mode,
      degraded: model.mode === 'static' || delivery.degraded || delivery.loopback || delivery.localFile,
      reason: reasons.length ? reasons.join('; ') : null,
      stylesheets_failed: delivery.stylesheetsFailed.length,
      requests_failed: delivery.requestsFailed,
    },
  };
}
