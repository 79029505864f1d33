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

/** Chat apps a wordless icon link opens ("wa.me/34600111222"): a way to ask, drawn as a logo. */
const MESSAGING_LINK =
  /^(?:https?:\/\/(?:wa\.me|api\.whatsapp\.com|(?:www\.)?whatsapp\.com\/send|m\.me|t\.me)\/|whatsapp:|viber:|tg:)/i;

/** Booking and form services whose widget a script draws into the page (no markup to read). */
const WIDGET_HOST =
  /(?:^|\.)(?:calendly\.com|hsforms\.(?:net|com)|typeform\.com|jotform\.com|opentable\.[a-z.]+|resy\.com|sevenrooms\.com|acuityscheduling\.com|simplybook\.[a-z.]+|doctolib\.[a-z.]+|booksy\.com|fresha\.com|tally\.so|wufoo\.com|formstack\.com|cognitoforms\.com)$/i;

/**
 * Why the audit cannot tell that a page asks for nothing but its menu entry, or null: the content
 * holds an action the call-to-action reading does not take for an ask. A call to action in the
 * content that was not ranked as the main one asks all the same; a link with no words (a picture
 * without alt text, a graphic drawn by a stylesheet, a chat app's icon) whose address names an ask
 * ("/content/billetterie", "/donate", "wa.me/…") is one a visitor sees and the audit cannot read;
 * a booking or form service's script draws its widget where no markup shows it; a search box in
 * the content can be what the page is for (a course catalogue's finder).
 */
export function unreadAsk(model: PageModel): string | null {
  const asking = model.ctas.find(
    (c) => c.region === 'main' && c.intent !== 'other' && c.intent !== 'learn' && c.role !== 'primary',
  );
  if (asking)
    return `"${asking.text}" in the content asks too, though it was not ranked as the main call to action`;
  const chat = model.links.find((l) => l.region === 'main' && !l.text.trim() && MESSAGING_LINK.test(l.href));
  if (chat) return "a chat app's icon in the content asks visitors to write";
  const widget = model.scripts.thirdPartyHosts.find((h) => WIDGET_HOST.test(h));
  if (widget) return `a script from ${widget} draws a booking or form widget the page's markup does not show`;
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
