/**
 * Which controls of the rendered page anything listens to (RenderFacts.actionHandlers), so the
 * model can tell a button that does nothing from one a script takes (model/detectors/actions.ts).
 *
 * Listeners are read with DevTools' command-line `getEventListeners`, which only sees the listeners
 * of the world it runs in: from the isolated world every other measurement uses it sees none of the
 * page's (measured: a button with an onclick reads as bare there). So this one probe runs in the
 * page's main world. It reads, never calls, the page's functions; a page that tampers with the DOM
 * API can only misreport its own controls.
 */
import type { CDPSession } from 'puppeteer-core';
import type { ActionHandler } from '../model/page-model.js';

/** The most controls read; a page with more keeps the first in document order. */
const MAX_CONTROLS = 400;

interface ProbeArgs {
  max: number;
}

/** Runs in the page: the listener verdict of each tagged control, by data-cas-id. */
function probe({ max }: ProbeArgs): Record<string, 'own' | 'ancestor' | 'none'> {
  const PRESS = ['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'touchend'];
  // links.ts DEAD_HREF, restated: this function runs in the page, where no import reaches
  const DEAD = /^(?:#?|#!|javascript:\s*(?:void\s*\(?\s*0?\s*\)?\s*;?|;)?|https?:\/{0,2})$/i;
  const listens = (target: EventTarget, types: string[]): boolean => {
    // getEventListeners exists only with DevTools' command-line API (includeCommandLineAPI)
    const table = (
      globalThis as unknown as { getEventListeners(t: EventTarget): Record<string, unknown[]> }
    ).getEventListeners(target);
    return types.some((t) => (table[t] ?? []).length > 0);
  };
  const around = new Map<Element, boolean>();
  const ancestorListens = (el: Element): boolean => {
    const chain: Element[] = [];
    let found: boolean | null = null;
    for (let up = el.parentElement; up; up = up.parentElement) {
      const known = around.get(up);
      if (known !== undefined) {
        found = known;
        break;
      }
      chain.push(up);
      if (listens(up, PRESS)) {
        found = true;
        break;
      }
    }
    if (found === null) found = listens(document, PRESS) || listens(window, PRESS);
    for (const c of chain) around.set(c, found);
    return found;
  };
  const out: Record<string, 'own' | 'ancestor' | 'none'> = {};
  const controls = document.querySelectorAll(
    'button[data-cas-id], input[data-cas-id], [role=button][data-cas-id], a[data-cas-id]',
  );
  let read = 0;
  for (const el of Array.from(controls)) {
    if (read >= max) break;
    if (el.tagName === 'A' && !DEAD.test((el.getAttribute('href') ?? '').trim())) continue;
    if (el.tagName === 'INPUT' && !/^(?:button|submit|image)$/i.test(el.getAttribute('type') ?? '')) continue;
    read++;
    const form = (el as HTMLButtonElement).form ?? null;
    const own = listens(el, PRESS) || (form !== null && listens(form, ['submit']));
    out[el.getAttribute('data-cas-id') ?? ''] = own ? 'own' : ancestorListens(el) ? 'ancestor' : 'none';
  }
  return out;
}

/** The listener table of the page's controls; empty when the probe cannot run. */
export async function collectActionHandlers(
  cdp: CDPSession,
  timeoutMs: number,
): Promise<Record<string, ActionHandler>> {
  const expression = `(() => { const __name = (f) => f; return (${probe.toString()})(${JSON.stringify({ max: MAX_CONTROLS })}); })()`;
  const result = await cdp.send('Runtime.evaluate', {
    expression,
    includeCommandLineAPI: true,
    returnByValue: true,
    timeout: Math.max(1, timeoutMs),
  });
  if (result.exceptionDetails) return {};
  const value = result.result.value as Record<string, string> | undefined;
  const out: Record<string, ActionHandler> = {};
  for (const [id, verdict] of Object.entries(value ?? {})) {
    if (/^\d+$/.test(id) && (verdict === 'own' || verdict === 'ancestor' || verdict === 'none'))
      out[id] = verdict;
  }
  return out;
}
