/** The failed check asks for something specific or countable. */
const WANTS_NUMBER = /\b(number|numeric|specific|concrete|figure|quantif\w*|proof|statistic)/i;
/** The failed check complains about length or crowding. */
const WANTS_SHORT = /\b(long|length|too many words|words|crowded|concise|short|limit|characters)\b/i;

/**
 * The alternative that best answers one failed check: one with a number for a check that wants a
 * concrete claim, the shortest for a check about length, else the first (the provider's best).
 *
 * @example fittingAlternative('The headline is too long', ['A longer option here', 'Short one']) // 'Short one'
 */
export function fittingAlternative(problem: string, alternatives: readonly string[]): string | undefined {
  if (alternatives.length === 0) return undefined;
  if (WANTS_NUMBER.test(problem)) {
    const withNumber = alternatives.find((a) => /\d/.test(a));
    if (withNumber) return withNumber;
  }
  if (WANTS_SHORT.test(problem)) {
    return alternatives.reduce((best, a) => (a.length < best.length ? a : best));
  }
  return alternatives[0];
}
