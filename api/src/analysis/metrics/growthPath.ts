import { TERMINAL_GROWTH } from '../assumptions';

/**
 * How every projection grows: the IRR, the scenarios and the DCF use the
 * same path, so a growth rate that holds for the first five years fades in a
 * straight line to the terminal rate by year ten and stays there. No
 * projection compounds a 25% (or a bull case's 30%) record for ten years.
 */

export const FULL_GROWTH_YEARS = 5;
export const FADE_END_YEAR = 10;

/** Growth in projection year t (1-based) from a starting rate g. */
export function fadedGrowth(g: number, t: number, terminal = TERMINAL_GROWTH): number {
  if (t <= FULL_GROWTH_YEARS) return g;
  if (t >= FADE_END_YEAR) return terminal;
  return g + ((terminal - g) * (t - FULL_GROWTH_YEARS)) / (FADE_END_YEAR - FULL_GROWTH_YEARS);
}

/** Values x0 × Π(1 + growth_t) for t = 1 … years, on the faded path. */
export function growthPath(x0: number, g: number, years: number, terminal = TERMINAL_GROWTH): number[] {
  const out: number[] = [];
  let x = x0;
  for (let t = 1; t <= years; t += 1) {
    x *= 1 + fadedGrowth(g, t, terminal);
    out.push(x);
  }
  return out;
}
