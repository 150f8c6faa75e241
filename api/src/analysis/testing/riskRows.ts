import { type RiskFactor } from '../metrics/riskFactorTypes';

/** A Part 2 row by its table status: YES a flag, NO clear, N/A not assessed (or not applicable when it does not apply). */
const OUTCOMES = { yes: 'flag', no: 'clear', na: 'not_assessed' } as const;

export function riskRow(status: keyof typeof OUTCOMES, extra: { severe?: true; applies?: false } = {}): RiskFactor {
  return {
    id: 'losses',
    outcome: extra.applies === false ? 'not_applicable' : OUTCOMES[status],
    ...(extra.severe === true ? { severe: true } : {}),
    reason: { code: 'risk.not_assessed' },
  };
}
