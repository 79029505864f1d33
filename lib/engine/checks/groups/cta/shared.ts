export const NO_PRIMARY = 'the page has no primary call to action';
/** Why a check of the main call to action's words abstains on a button drawn as a picture. */
export const DRAWN_LABEL =
  'the main call to action is a picture of its label (no alt text): its file name says what it is for, not how the words on it are put';
