/**
 * Cheap per-phase timers for the page-model build, off unless a bench turns them on: the model
 * bench prints where the build's time goes (issue 27), without a CPU profiler. When off, a phase
 * costs one function call and a boolean test.
 *
 * @example
 *   collectModelPhases(true);
 *   buildPageModel(input);
 *   const byPhase = takeModelPhases(); // Map { 'parse + walk' => 3.1, 'ctas' => 0.8, ... }
 */
let collecting = false;
const totals = new Map<string, number>();

/** Starts (true) or stops (false) summing phase times; starting clears the sums. */
export function collectModelPhases(on: boolean): void {
  collecting = on;
  if (on) totals.clear();
}

/** The summed milliseconds per phase since collecting started, and clears them. */
export function takeModelPhases(): Map<string, number> {
  const out = new Map(totals);
  totals.clear();
  return out;
}

/** Runs one phase of the build, timing it when collecting. */
export function phase<T>(name: string, run: () => T): T {
  if (!collecting) return run();
  const start = performance.now();
  try {
    return run();
  } finally {
    totals.set(name, (totals.get(name) ?? 0) + performance.now() - start);
  }
}
