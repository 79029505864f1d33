/**
 * App stores, one vocabulary for every reader of them: a link to an app's page in a store is an
 * app's download (industry: an app; page type: an app landing page; calls to action: a download
 * ask, even when its badge carries no words), and a badge image names the store it stands for.
 */
const STORES: readonly [RegExp, string][] = [
  [/^(?:https?:)?\/\/(?:apps|itunes)\.apple\.com\/(?:[a-z]{2}(?:-[a-z]{2,4})?\/)?app\//i, 'App Store'],
  [/^(?:https?:)?\/\/play\.google\.com\/store\/apps\//i, 'Google Play'],
  [/^(?:https?:)?\/\/(?:www\.)?microsoft\.com\/(?:[a-z]{2}-[a-z]{2}\/)?store\/apps\//i, 'Microsoft Store'],
];

/** The store an address leads to an app's page in ("App Store", "Google Play"), or null. */
export function appStoreOf(href: string): string | null {
  for (const [re, name] of STORES) if (re.test(href.trim())) return name;
  return null;
}

/** An image that draws a store's badge ("Download on the App Store", "get-it-on-google-play.png"). */
export const STORE_BADGE = /app[- ]?store|google[- ]?play|play[- ]?store/i;
