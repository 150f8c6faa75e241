/**
 * The fastest of a few runs, in milliseconds. The first run pays for JIT
 * warm-up and any run can lose the CPU on a shared machine; the fastest one
 * shows what the code itself costs.
 */
export function fastestRunMs(run: () => unknown, runs = 4): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}
