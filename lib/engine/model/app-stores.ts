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

/** The operating systems of phones, tablets and watches, as schema.org's operatingSystem names them. */
const MOBILE_OS = /\b(?:android|ios|ipados|watchos|wear ?os|iphone|ipad)\b/i;

/**
 * A schema.org software item that describes an app for a phone: a MobileApplication, or a
 * SoftwareApplication whose operating system is a phone's ("Android", "Requires iOS 15.0") or whose
 * download or install address is an app store's. A shop or a service describes its companion app
 * this way as often as an app maker describes its product; either way it is no web software sold.
 */
export function describesMobileApp(item: { type: string; data: Record<string, unknown> }): boolean {
  if (item.type === 'MobileApplication') return true;
  if (!/^(?:SoftwareApplication|WebApplication)$/.test(item.type)) return false;
  const text = (v: unknown): string =>
    typeof v === 'string' ? v : Array.isArray(v) ? v.filter((x) => typeof x === 'string').join(' ') : '';
  if (MOBILE_OS.test(text(item.data.operatingSystem))) return true;
  return ['downloadUrl', 'installUrl', 'url'].some((k) => appStoreOf(text(item.data[k])) !== null);
}
