import { ACTION_LINK_INTENTS, ctaIntent } from '../../../model/detectors/ctas.js';
import { decodeSafely } from '../../../model/dom.js';
import type { PageModel } from '../../../model/page-model.js';

export const NO_PRIMARY = 'the page has no primary call to action';
/** Why a check of the main call to action's words abstains on a button drawn as a picture. */
export const DRAWN_LABEL =
  'the main call to action is a picture of its label (no alt text): its file name says what it is for, not how the words on it are put';
/** Why, on a store badge without words: the store's name is the audit's, not the page's. */
export const STORE_BADGE_LABEL =
  'the main call to action is an app-store badge without words (no alt text): it is named for its store, not by words the page puts';

/** Why a check of how the main call to action's words are put cannot read them, or null. */
export function unreadLabel(cta: { labelFrom?: 'file' | 'store' }): string | null {
  if (cta.labelFrom === 'file') return DRAWN_LABEL;
  if (cta.labelFrom === 'store') return STORE_BADGE_LABEL;
  return null;
}

/** The words of an address's last path segment ("/content/billetterie" -> "billetterie"). */
export function lastSegmentWords(href: string): string {
  let path: string;
  try {
    path = new URL(href).pathname;
  } catch {
    return '';
  }
  const segment = path.replace(/\/+$/, '').split('/').pop() ?? '';
  // a broken escape ("%C3" cut short) is read as written
  return decodeSafely(segment)
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_+]+/g, ' ')
    .trim();
}

/**
 * Why the audit cannot tell that a page asks for nothing but its menu entry, or null: the content
 * holds an action the call-to-action reading does not take for an ask. A link with no words (a
 * picture without alt text, a graphic drawn by a stylesheet) whose address names an ask
 * ("/content/billetterie", "/donate") is one a visitor sees and the audit cannot read; a search
 * box in the content can be what the page is for (a course catalogue's finder).
 */
export function unreadAsk(model: PageModel): string | null {
  const drawn = model.links.find(
    (l) =>
      l.region === 'main' &&
      l.kind !== 'tel' &&
      l.kind !== 'mailto' &&
      !l.text.trim() &&
      !l.name.trim() &&
      ACTION_LINK_INTENTS.has(ctaIntent(lastSegmentWords(l.href))),
  );
  if (drawn)
    return `a link without words (a picture or a drawn graphic) leads to "${lastSegmentWords(drawn.href)}": the page may ask through it`;
  const finder = model.forms.find((f) => f.purpose === 'search' && f.region === 'main');
  if (finder) return 'a search box in the content may be what the page asks visitors to use';
  return null;
}
