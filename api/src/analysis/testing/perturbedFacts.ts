import { ARCHETYPES } from './archetypes';
import { relianceAcrossExports } from './cashFixtures';
import { type CompanyFacts } from '../types';

/**
 * An archetype with every figure scaled (0.4–1.8×), a few nulled or negated, and the price moved, by a
 * seeded generator: varied companies that reach the rarer branches of the texts, reproducible from
 * (base, seed). Used by the value part's branch goldens (v1/part3Value.branches.test.ts).
 */

export const PERTURBED_BASES: Readonly<Record<string, () => CompanyFacts>> = {
  ...ARCHETYPES,
  'reliance flagged': () => relianceAcrossExports({ flagged: true }),
  'reliance unflagged': () => relianceAcrossExports({ flagged: false }),
};

export function perturbedFacts(base: string, seed: number, flipLender: boolean): CompanyFacts {
  const make = PERTURBED_BASES[base];
  if (make === undefined) throw new Error(`no base ${base}`);
  const f = make();
  let s = seed;
  const rnd = (): number => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const years = f.years.map((y) => {
    const out: Record<string, unknown> = { ...y };
    for (const [k, v] of Object.entries(y)) {
      if (typeof v !== 'number' || k === 'fiscalYear') continue;
      const r = rnd();
      out[k] = r < 0.04 ? null : r < 0.06 ? -v : Math.round(v * (0.4 + rnd() * 1.4) * 100) / 100;
    }
    return out as unknown as (typeof f.years)[number];
  });
  const prices = f.prices.map((p) => ({ ...p, price: Math.round(p.price * (0.2 + rnd() * 2) * 100) / 100 }));
  return { ...f, years, prices: rnd() < 0.1 ? [] : prices, profile: { ...f.profile, isLender: flipLender ? !f.profile.isLender : f.profile.isLender } };
}
