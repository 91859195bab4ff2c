/**
 * Time spent in each step of `ocrPage`, collected only while a bench asks for it
 * (bench/ocr-profile.ts, issue 16): with no collector a step costs one branch, so the pipeline
 * carries the probes always and a profile measures the code that runs in production.
 */
let collector: Map<string, number> | null = null;
/** The step being run: a step inside another is named "outer › inner", so a table of them never counts a time twice at one level. */
let within = '';

/** Starts (a map) or stops (null) collecting milliseconds per step name; steps add up across calls. */
export function collectOcrSteps(into: Map<string, number> | null): void {
  collector = into;
}

/** Runs an async step, adding its wall time to the collector when one is set. */
export async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const into = collector;
  if (!into) return run();
  const outer = within;
  const full = outer ? `${outer} › ${name}` : name;
  within = full;
  const t0 = performance.now();
  try {
    return await run();
  } finally {
    into.set(full, (into.get(full) ?? 0) + performance.now() - t0);
    within = outer;
  }
}

/** The same for a synchronous step (pixel analyses). */
export function stepSync<T>(name: string, run: () => T): T {
  const into = collector;
  if (!into) return run();
  const full = within ? `${within} › ${name}` : name;
  const t0 = performance.now();
  try {
    return run();
  } finally {
    into.set(full, (into.get(full) ?? 0) + performance.now() - t0);
  }
}
