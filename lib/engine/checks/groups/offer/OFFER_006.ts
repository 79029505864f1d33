import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { priceEvidence } from '../../signals/prices.js';
import { DOCUMENT, excerpt } from '../../signals/evidence.js';
import { FREE_START, statedOffer } from '../../signals/prices.js';
import { textElements } from '../../signals/text-search.js';

/** A plan named "Free" in a price table. */
const FREE_PLAN_NAME = /^free$/i;
/**
 * Software that calls itself open source or free software in its own name for the page (title,
 * description, headline, subheadline) is free to use: its free version is the product ("Open source
 * e2e testing toolkit", "Free/Libre Open Source Software Binaries", "100% open source"). Not a paid
 * service about open source ("Open Source Security", "code management for open source projects").
 */
const OPEN_SOURCE =
  /(?<![\p{L}])(?:open[- ]?source|free\/libre)(?: (?!security|licen[cs]|compliance|dependenc|vulnerab|supply|support|stack|maintain|projects?|communit)[\p{L}\p{N}-]+){0,3} (?:software|tool|toolkit|platform|framework|library|app|application|alternative|editor|ide|binaries|engine|cms|crm|erp)\b|(?:is|100%|fully|completely) (?:free and )?open[- ]?source\b/iu;
/** The acronym, in capitals: "floss" is also a dental product. */
const FLOSS = /\bFLOSS\b/u;
/** Software that says it is open source (OPEN_SOURCE) or free/libre (FLOSS). */
const isOpenSource = (text: string): boolean => OPEN_SOURCE.test(text) || FLOSS.test(text);

export const OFFER_006: CheckDeclaration = {
  id: 'OFFER_006',
  pageTypes: ['home_landing', 'app_landing', 'pricing', 'other'],
  languages: ['en'],
  dimension: 'offer',
  title: 'There is no free way to start',
  label: 'A free trial or free plan is offered',
  description:
    'Software is bought after it is tried; a free trial or free plan turns a purchase decision into a low-risk first step.',
  threshold: 'a free trial, free plan or free version is offered',
  severity: 'high',
  weight: 4,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'Offer a time-limited trial or a permanently free tier.',
    'Make "Start free" the primary call to action and repeat it on the pricing section.',
  ],
  fixEffort: 'high',
  impact: 'high',
  impactEstimate: 'estimate: +10-30% sign-ups; an estimate, depends on activation',
  source: 'heuristic',
  run(model) {
    const g = model.guarantees.find((x) => x.kind === 'free-trial');
    if (g) return pass(seen(g, g.text), 'free trial');
    const hit = statedOffer(model, FREE_START);
    if (hit) return pass(excerpt(hit, FREE_START), 'free start offered');
    // a plan at 0 ("$0/mo", "£0 for one user"), or a plan named "Free" beside priced plans
    const zero = model.prices.find((p) => p.amount === 0 && !p.isCompareAt);
    if (zero) return pass(priceEvidence(zero), 'free plan priced at 0');
    const named =
      model.prices.length > 0 ? textElements(model).find((e) => FREE_PLAN_NAME.test(e.text.trim())) : null;
    if (named) return pass(seen(named, named.text), 'plan named Free');
    // what the page calls itself, not a mention further down ("free for open source projects")
    const own = [model.hero.headline, model.hero.subheadline].find((h) => h && isOpenSource(h.text));
    if (own) return pass(seen(own, own.text), 'open-source product');
    if (model.title && isOpenSource(model.title))
      return pass(seen(DOCUMENT.title, model.title), 'open-source product');
    const description = model.meta.description;
    if (description && isOpenSource(description))
      return pass(seen(DOCUMENT.description, description), 'open-source product');
    return fail(absent('a free trial, free plan or free version'), 'none');
  },
};
