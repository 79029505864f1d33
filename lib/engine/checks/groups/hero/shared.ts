export const NO_HEADLINE = 'the page has no headline on its first screen';

export const NO_HERO = 'the first screen of content could not be identified';
