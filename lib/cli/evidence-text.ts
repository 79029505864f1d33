import type { FindingEvidence } from '../engine/index.js';

/**
 * One evidence item as the CLI prints it: what was looked for and not found, or the quote with
 * where it was seen. Evidence that is not an element (a header, the URL) has no selector, so it
 * prints the quote alone rather than "at null".
 */
export function evidenceText(ev: FindingEvidence | undefined): string {
  if (!ev) return '';
  if (ev.absent) return `absent: ${ev.absent}`;
  const quoted = ev.quote ? `"${ev.quote}"` : '';
  if (!ev.selector) return quoted;
  return quoted ? `${quoted} at ${ev.selector}` : `at ${ev.selector}`;
}
