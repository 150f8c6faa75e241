import { riskRow as row } from '../testing/riskRows';
import { riskLevel } from './riskFactorTypes';

/** The overall operational risk Part 2 states (v2 risks' `level`), from its factors' outcomes. */

it('is High on a severe flag alone or four flags, Moderate on two or three, else Low', () => {
  // 3 of 5 assessed are flagged, one severe: High on the severe flag alone.
  expect(riskLevel([row('yes', { severe: true }), row('yes'), row('yes'), row('no'), row('no'), row('na'), row('na', { applies: false })])).toBe('High');
  expect(riskLevel([row('yes'), row('yes'), row('yes'), row('yes'), row('no')])).toBe('High');
  expect(riskLevel([row('yes'), row('yes'), row('no'), row('no')])).toBe('Moderate');
  expect(riskLevel([row('yes'), row('no'), row('no')])).toBe('Low');
});

it('is none when fewer than half the factors that apply could be assessed, or none at all', () => {
  expect(riskLevel([row('yes'), row('na'), row('na')])).toBeNull();
  expect(riskLevel([row('yes'), row('na'), row('na', { applies: false }), row('na', { applies: false })])).toBe('Low');
  expect(riskLevel([])).toBeNull();
});
