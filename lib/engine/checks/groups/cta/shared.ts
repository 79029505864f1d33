export const NO_PRIMARY = 'the page has no primary call to action';
