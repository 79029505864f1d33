import type { CheckResult } from '../checks/check.js';
import type { PageModel } from '../model/page-model.js';
import type { CheckCatalogue } from '../checks/catalogue.js';
import { lookupIn } from '../checks/default-catalogue.js';
import { copyElementOf, primaryCta } from './copy-target.js';
import { PageVocabulary } from './guardrail.js';
import { extractPageFacts, pageTextOf } from './page-facts.js';
import { misspelledWords, slipsIn } from '../checks/signals/spelling.js';
import type { CopyElement, CopyOriginal, FlaggedCopy, GroundedFact, RewriteInput } from './rewrite-types.js';

/** The spelling check: its observed value quotes the words it flags. */
const SPELLING_CHECK = 'UNIV_008';

function original(text: string | null | undefined, selector: string | null): CopyOriginal {
  const t = text?.replace(/\s+/g, ' ').trim();
  return t ? { text: t, selector } : { text: null, selector: null };
}

/** The conversion-critical copy of the page as it stands. */
export function copyOf(model: PageModel): Record<CopyElement, CopyOriginal> {
  const cta = primaryCta(model);
  return {
    headline: original(model.hero.headline?.text, model.hero.headline?.selector ?? null),
    subheadline: original(model.hero.subheadline?.text, model.hero.subheadline?.selector ?? null),
    primary_cta: original(cta?.text, cta?.selector ?? null),
    meta_title: original(model.title, 'title'),
    meta_description: original(model.meta.description, 'meta[name="description"]'),
  };
}

/**
 * What a rewrite provider gets: the page's critical copy, the copy failed checks flagged, and the
 * facts the page states. Built from the model and the check results only.
 *
 * @example const input = buildRewriteInput(model, results); await provider.rewrite(input)
 */
export function buildRewriteInput(
  model: PageModel,
  results: readonly CheckResult[],
  catalogue?: CheckCatalogue,
): RewriteInput {
  const lookup = lookupIn(catalogue);
  const copy = copyOf(model);
  const flagged: FlaggedCopy[] = [];
  // Code-unit order, not localeCompare: the same input must give the same output on every machine.
  for (const r of [...results].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    if (r.status !== 'fail') continue;
    const def = lookup(r.id);
    if (!def) continue;
    const element = copyElementOf(def, r, model);
    if (!element) continue;
    flagged.push({
      check_id: r.id,
      element,
      problem: def.title,
      threshold: def.threshold,
      text: copy[element].text,
    });
  }
  const pageText = pageTextOf(model);
  const facts = extractPageFacts(model, new PageVocabulary(pageText));
  // words the spelling signal flags in headings, buttons and menus, the spelling check's own, and
  // the slips in the sentences a rewrite may quote (a benefit's "collectin" is no copy to paste)
  const quoted = [facts.product, facts.brand, ...facts.benefits, ...facts.proofs, ...facts.offers]
    .filter((f): f is GroundedFact => f !== null)
    .map((f) => f.text);
  const misspelt = [
    ...new Set([
      ...misspelledWords(model).map((m) => m.word),
      ...spellingCheckWords(results),
      ...slipsIn(model, quoted),
    ]),
  ];
  return {
    url: model.finalUrl || model.url,
    industry: model.industry.id,
    copy,
    ctaIntent: primaryCta(model)?.intent ?? null,
    flagged,
    facts,
    seams: model.seams ?? [],
    pageText,
    misspelt,
  };
}

/** The words the spelling check's observed value quotes. */
function spellingCheckWords(results: readonly CheckResult[]): string[] {
  return results.flatMap((r) =>
    r.id === SPELLING_CHECK && r.status === 'fail'
      ? [...(r.observed ?? '').matchAll(/“([^”]+)”|"([^"]+)"/g)].map((m) => m[1] ?? m[2])
      : [],
  );
}
