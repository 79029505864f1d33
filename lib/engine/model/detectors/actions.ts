/**
 * Calls to action that do nothing when pressed: a link to "#" or javascript:void(0) that no script
 * takes, a <button> outside any form with nothing listening, a form button whose form has no
 * action and no submit handler. On a rendered page the browser's own listener table decides
 * (RenderFacts.actionHandlers, collected by acquire/action-handlers.ts); from markup only the
 * cases markup can prove are judged, and marked as less sure.
 */
import { closest, type HtmlElement, type PageDom } from '../dom.js';
import type { ActionHandler, CallToAction, RenderFacts, ScriptFacts } from '../page-model.js';
import { DEAD_HREF } from './links.js';

/** The join key the renderer stamps on elements (acquire/render.ts). */
const CAS_ID = 'data-cas-id';

/** Attributes and class words that hand a press to a script (see links.ts for links). */
const HANDLER_ATTRIBUTE =
  /^(?:on(?:click|mousedown|mouseup|pointerdown|touchstart|submit)|data-(?:bs-)?(?:toggle|target|action)|aria-controls|aria-haspopup|aria-expanded|@click|v-on:click|x-on:click|ng-click|\(click\)|hx-(?:get|post))$/i;

function handledInMarkup(el: HtmlElement | null): boolean {
  for (let e = el, depth = 0; e && e.attribs && depth < 4; e = e.parent, depth++) {
    if (Object.keys(e.attribs).some((a) => HANDLER_ATTRIBUTE.test(a))) return true;
  }
  return false;
}

/** A form that sends its data somewhere by itself: an action other than empty, "#" or a void script. */
function formSubmits(form: HtmlElement): boolean {
  const action = form.attribs.action;
  if (action === undefined) return false;
  return !/^(?:\s*#?\s*|javascript:.*)$/i.test(action);
}

/** Whether a button press submits a form (a submit button inside, or tied to, a form). */
function submitsForm(el: HtmlElement, dom: PageDom): HtmlElement | null {
  const type = (el.attribs.type ?? (el.name === 'button' ? 'submit' : '')).toLowerCase();
  if (type !== 'submit' && type !== 'image') return null;
  const owner = el.attribs.form ? dom.idIndex.get(el.attribs.form) : undefined;
  return owner ?? closest(el, (e) => e.name === 'form', 40);
}

/**
 * What pressing the control does, from what was measured: 'inert' (nothing), 'works', or null
 * when nothing tells. `handlers` is the render's listener table, when the page was rendered.
 */
function judge(
  cta: CallToAction,
  el: HtmlElement,
  dom: PageDom,
  scripts: ScriptFacts,
  handlers: Record<string, ActionHandler> | null,
): CallToAction['inert'] | null {
  const seen = handlers ? handlers[el.attribs[CAS_ID] ?? ''] : undefined;
  if (cta.element === 'link') {
    if (!DEAD_HREF.test((el.attribs.href ?? '').trim())) return null;
    if (seen === 'own') return null;
    // the render's word beats the markup's guess at hooks (a class that names a collapse, a slider)
    if (seen === 'none') return 'render';
    // delegated listeners (a tag manager counts clicks on the document) do not make "#" lead anywhere
    return cta.leadsNowhere ? 'markup' : null;
  }
  const form = submitsForm(el, dom);
  if (form && formSubmits(form)) return null;
  if (seen === 'own' || seen === 'ancestor') return null;
  if (seen === 'none') return 'render';
  // from markup a button is dead only where no script could take it: no handler, no script at all
  if (handledInMarkup(el) || (form && handledInMarkup(form))) return null;
  return scripts.total === 0 ? 'markup' : null;
}

/**
 * The render's listener table when it is the live page's, else null (judge from markup). When a
 * script of the page failed to load (a CDN refused, a host did not resolve), a handler that script
 * would attach is missing from the table, so "nothing listens" is not known: a button is then
 * judged as markup judges it, dead only where no script could take it.
 */
export function listenersKnown(
  facts: Pick<RenderFacts, 'actionHandlers' | 'scripts'> | undefined,
): Record<string, ActionHandler> | null {
  if (!facts?.actionHandlers) return null;
  return (facts.scripts?.failed.length ?? 0) > 0 ? null : facts.actionHandlers;
}

/**
 * Marks the calls to action (and the page's main ask) that do nothing when pressed, in place.
 * Only controls a visitor presses are judged: buttons, inputs and links.
 */
export function markInertActions(
  dom: PageDom,
  ctas: readonly CallToAction[],
  mainAsk: CallToAction | null | undefined,
  scripts: ScriptFacts,
  handlers: Record<string, ActionHandler> | null,
): void {
  const asked = mainAsk && !ctas.includes(mainAsk) ? [...ctas, mainAsk] : ctas;
  // the element each call to action's selector was issued for (the last, should two share one):
  // only selectors of a wanted length are compared, as hashing each of the thousands issued (long
  // strings built piece by piece) into a map costs more than the judging
  const bySelector = new Map<string, HtmlElement>();
  const lengths = new Set(asked.map((cta) => cta.selector.length));
  const wanted = new Set(asked.map((cta) => cta.selector));
  for (const [el, selector] of dom.issuedSelectors())
    if (lengths.has(selector.length) && wanted.has(selector)) bySelector.set(selector, el);
  for (const cta of asked) {
    const el = bySelector.get(cta.selector);
    if (!el) continue;
    const inert = judge(cta, el, dom, scripts, handlers);
    if (inert) cta.inert = inert;
  }
}
