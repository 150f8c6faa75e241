import { UNITS } from '../api/v2/figure';
import { displayValue } from '../api/v2/figureDisplay';
import { figureNumber } from './figures';

/**
 * The wire's display rounding (docs/research-answer-v2.md) must write every figure exactly as its
 * full value is written: one rounding, never two. Swept densely around half steps, where rounding
 * twice goes wrong (67.335000001 → 67.335 → 67.33 where the full value says 67.34).
 */

const SHOWN_STEP: Readonly<Record<string, number>> = {
  inr_crore: 1,
  inr: 0.01,
  inr_per_share: 0.01,
  fraction: 0.001,
  percentage_points: 0.1,
  times: 0.01,
  days: 1,
  years: 0.1,
  count: 1,
  score: 0.1,
  number: 0.01,
};

/** Values just below, at and just above the half steps of `step`, from tiny to large, both signs. */
function sweep(step: number): number[] {
  const values: number[] = [];
  for (const magnitude of [0, 1, 7, 10, 99, 1000, 123456, 98765432]) {
    for (let k = -3; k <= 60; k += 1) {
      const half = magnitude + (k + 0.5) * step;
      for (const nudge of [0, 1e-12, -1e-12, 1e-9, -1e-9, 1e-6 * step, -1e-6 * step, 0.49 * step, -0.49 * step]) {
        const value = half + nudge;
        values.push(value, -value);
      }
    }
  }
  return values;
}

describe('displayValue: a figure rounded once to what its unit shows', () => {
  it.each(UNITS.map((unit) => [unit]))('writes %s as its full value writes it, over a dense sweep of half steps', (unit) => {
    const differences: string[] = [];
    for (const value of sweep(SHOWN_STEP[unit] ?? 1)) {
      const full = figureNumber({ value, unit }, 'en-IN');
      const rounded = figureNumber({ value: displayValue(value, unit), unit }, 'en-IN');
      if (rounded.text !== full.text || rounded.value !== full.value) differences.push(`${value}: ${full.text} ≠ ${rounded.text}`);
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('writes multiples near ten alike, where the number of decimals changes', () => {
    for (let value = 9.9; value < 10.1; value += 0.0001) {
      expect(figureNumber({ value: displayValue(value, 'times'), unit: 'times' }, 'en-IN').text).toBe(figureNumber({ value, unit: 'times' }, 'en-IN').text);
    }
    expect(figureNumber({ value: 9.996, unit: 'times' }, 'en-IN').text).toBe('10.0');
    expect(figureNumber({ value: 9.994, unit: 'times' }, 'en-IN').text).toBe('9.99');
  });

  it('gives the shortest number: the decimal shown, in the unit’s own scale', () => {
    expect(displayValue(67.335000001, 'inr_per_share')).toBe(67.34);
    expect(displayValue(0.15000237193666854, 'fraction')).toBe(0.15);
    expect(displayValue(0.5714, 'fraction')).toBe(0.571);
    expect(displayValue(0.07, 'fraction')).toBe(0.07);
    expect(displayValue(43.664592547589834, 'times')).toBe(43.7);
    expect(displayValue(1.1000479846449136, 'fraction')).toBe(1.1);
    expect(displayValue(-0.0004, 'fraction')).toBe(0);
    expect(JSON.stringify(displayValue(2120.195, 'inr_crore'))).toBe('2120');
  });

  it('rounds an already rounded value to itself', () => {
    for (const unit of UNITS) {
      for (const value of sweep(SHOWN_STEP[unit] ?? 1).slice(0, 2000)) {
        const once = displayValue(value, unit);
        expect(displayValue(once, unit)).toBe(once);
      }
    }
  });
});
