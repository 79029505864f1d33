import type { CheckDefinition, CheckResult } from '../checks/check.js';
import type { PageModel } from '../model/page-model.js';
import { copyProblem, stitchedAt } from './copy-quality.js';
import { BESIDE_CTA, copyElementOf } from './copy-target.js';
import { fittingAlternative } from './fitting-alternative.js';
import { FORMULAS, formulaLanguage } from './formulas.js';
import type { CopyRewrites, PageFacts } from './rewrite-types.js';

/** Copy a finding can be fixed with by pasting text, beyond the five rewritten elements. */
type PasteKind =
  'alt_text' | 'guarantee' | 'returns' | 'delivery_time' | 'shipping' | 'form_labels' | 'microcopy' | 'none';

/**
 * What the finding asks for, from its check's title (then its threshold). The order matters: an
 * email list's incentive is no store offer ("Free shipping over 300" is for everybody, so it is no
 * reason to subscribe); free returns and a delivery time are not answered by a shipping price.
 */
const KINDS: readonly [PasteKind, RegExp][] = [
  ['alt_text', /\balt(ernative)? (text|attribute)|\balt=|images? (lack|without|missing).*(alt|description)/i],
  ['form_labels', /\b(field|input)s?\b.*\blabels?\b|\blabels?\b.*\b(field|input)s?\b/i],
  ['none', /\b(email|newsletter|mailing) (list|sign-?up|capture)|\bsubscri/i],
  ['returns', /\breturns?\b.*\bfree\b|\bfree returns?\b/i],
  ['delivery_time', /\bwhen it will arrive\b|\bdelivery (or dispatch )?time\b|\bdispatch time\b/i],
  ['shipping', /\b(shipping|delivery)\b/i],
  ['guarantee', /\b(guarantee|warranty|money[- ]back|refund|risk[- ]free|returns?)\b/i],
  [
    'microcopy',
    new RegExp(String.raw`${BESIDE_CTA.source}|\b(reassur\w*|no credit card|cancel anytime)\b`, 'i'),
  ],
];

/** What each kind's line must say: the claim the finding misses, in the seller's words. */
const SAYS: Partial<Record<PasteKind, RegExp[]>> = {
  returns: [
    /return|refund|exchange|rücksend|retour|umtausch|devoluc|devolv|rembours|échange/i,
    /free|gratis|kostenlos|gratuit|frei\b/i,
  ],
  delivery_time: [
    // a time the delivery takes, next to the word for it: "Ships in 1-2 days", "Free 2-day
    // shipping", "Lieferzeit: 2-3 Werktage", "same-day dispatch"; not "Free delivery and 30 day returns"
    /(?:ship|deliver|dispatch|arriv|versand|lieferzeit|liefer|zustell|livr|expédi|envío|envio|entrega)\p{L}*\s*:?\s*(?:\p{L}+\s+){0,2}\d+\s*(?:[-–]\s*\d+\s*)?(?:business |working )?(?:days?|hours?|werktage?n?|tage?n?|jours?|días?)(?!\s*(?:returns?|money|guarantee|trial))|\d+\s*(?:[-–]\s*\d+\s*)?[- ](?:business |working )?(?:days?|hours?)\s+(?:shipping|delivery|dispatch)|(?:same|next)[- ]day\s+(?:shipping|delivery|dispatch)|(?:ships|arrives|delivered)\s+(?:today|tomorrow|overnight)/iu,
  ],
  shipping: [
    /ship|deliver|versand|lieferung|livraison|envío|envio/i,
    /free|gratis|kostenlos|gratuit|frei\b/i,
  ],
  guarantee: [/guarant|warrant|money|refund|return|garantie|garantía|rembours/i],
  // what lowers the risk of the click: a guarantee, free returns, no card, cancel anytime
  microcopy: [/guarant|warrant|money|refund|return|cancel|no (?:credit )?card|garantie|garantía|rembours/i],
};

function kindOf(def: CheckDefinition): PasteKind | null {
  // the title says what is missing; the threshold's examples may name other things
  const by = (words: string) => KINDS.find(([, re]) => re.test(words))?.[0];
  const kind = by(def.title) ?? by(def.threshold) ?? null;
  return kind === 'none' ? null : kind;
}

function altText(result: CheckResult, model: PageModel, facts: PageFacts): string {
  const lang = formulaLanguage(facts.language);
  const selectors = new Set(result.evidence.map((e) => e.selector));
  const image = model.images.find((i) => selectors.has(i.selector));
  if (!image) return '';
  const name = facts.brand?.text ?? null;
  if (image.isLogo && name && lang) return FORMULAS[lang].logoAlt(name);
  // The product shot of a product page shows the product the page names.
  if (facts.pageType === 'product_detail' && facts.product && image === model.hero.image)
    return facts.product.text;
  return '';
}

function formLabels(result: CheckResult, model: PageModel, facts: PageFacts): string {
  const lang = formulaLanguage(facts.language);
  const selectors = new Set(result.evidence.map((e) => e.selector));
  const fields = model.forms.flatMap((f) => f.fields).filter((f) => selectors.has(f.selector) && !f.label);
  const labels = fields.map((f) => {
    // the words the page already shows beside the field ("Your Name"), tied to it at last
    if (f.shownLabel && f.shownLabel.length <= 30) return f.shownLabel;
    if (f.placeholder && f.placeholder.length <= 30 && !/[.…]{2,}|@/.test(f.placeholder))
      return f.placeholder.replace(/\s*\*$/, '').trim();
    if (!lang) return '';
    const l = FORMULAS[lang].fieldLabels;
    const hint = `${f.type} ${f.name} ${f.autocomplete ?? ''}`.toLowerCase();
    if (/email/.test(hint)) return l.email;
    if (/tel|phone/.test(hint)) return l.tel;
    if (/password/.test(hint)) return l.password;
    if (/search/.test(hint)) return l.search;
    if (/name/.test(hint)) return l.name;
    if (f.tag === 'textarea' || /message|comment/.test(hint)) return l.message;
    return '';
  });
  return labels.every(Boolean) && labels.length > 0 ? [...new Set(labels)].join('; ') : '';
}

/**
 * The paste-in copy of one finding, or '' when pasting text would not fix it. A copy finding gets
 * the alternative of its element that fits the problem; alt text, form labels, a guarantee or
 * shipping line and call-to-action microcopy come from the page's own facts. Never an instruction.
 */
export function pasteInCopy(
  def: CheckDefinition,
  result: CheckResult,
  model: PageModel,
  rewrites: CopyRewrites,
  facts: PageFacts,
): string {
  const element = copyElementOf(def, result, model);
  if (element)
    return fittingAlternative(`${def.title} ${def.threshold}`, rewrites[element].alternatives) ?? '';
  const kind = kindOf(def);
  const fit = (text: string): boolean => !copyProblem(text, 'subheadline') && !stitchedAt(text, model.seams);
  const offer = (res: readonly RegExp[]): string =>
    facts.offers.find((o) => res.every((re) => re.test(o.text)) && fit(o.text))?.text ?? '';
  switch (kind) {
    case 'alt_text':
      return altText(result, model, facts);
    case 'form_labels':
      return formLabels(result, model, facts);
    case 'returns':
    case 'delivery_time':
    case 'shipping':
    case 'guarantee':
      return offer(SAYS[kind]!);
    case 'microcopy':
      // the reassuring line first, else the page's first offer
      return offer(SAYS.microcopy!) || facts.offers.find((o) => !stitchedAt(o.text, model.seams))?.text || '';
    default:
      return '';
  }
}
