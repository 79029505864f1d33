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
