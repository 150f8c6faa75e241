import { PIOTROSKI_CRITERION_IDS, type PiotroskiCriterionId, type Reason } from 'shared-types/api';
import { fyLabel } from '../format';
import { safeDivide } from '../math/growth';
import { SHARE_COUNT_TOLERANCE } from './shareChange';
import { figure, reason } from '../v2/figure';

/**
 * Piotroski F-score, criterion by criterion. Borrowings stand in for long-term
 * debt and operating margin for gross margin (no cost of goods in the data).
 * Criterion 6 (current ratio) needs current assets and liabilities; without
 * them the score is out of 8 and says so. Any criterion lacking inputs is n/a.
 * Each criterion is its id, outcome and a reason code with its figures; the catalogue words them.
 */

/** With fewer testable criteria the F-score is shown but not used in the investment score. */
export const MIN_PIOTROSKI_CRITERIA = 5;

export interface PiotroskiYear {
  fiscalYear: number;
  netProfit: number | null;
  totalAssets: number | null;
  operatingCashFlow: number | null;
  borrowings: number | null;
  currentAssets: number | null;
  currentLiabilities: number | null;
  shares: number | null;
  sales: number | null;
  operatingProfit: number | null;
}

export interface PiotroskiInput {
  current: PiotroskiYear;
  previous: PiotroskiYear;
  /** Total assets two years back, for opening assets of the previous year; null when unknown. */
  totalAssetsTwoYearsBack: number | null;
  /** A year between the two whose balance sheet two exports define differently: leverage and liquidity are not compared. */
  reclassifiedFy?: number | null;
  /** The share count's move from the previous year, as metrics/shareChange.ts computes it for every section; null when unknown. */
  newShares?: { dilution: number } | null;
}

export type CriterionStatus = 'pass' | 'fail' | 'na';

export interface PiotroskiCriterion {
  id: PiotroskiCriterionId;
  status: CriterionStatus;
  /** What was compared: a reason code with its figures (v2 report, shared-types REPORT_REASON_CODES). */
  reason: Reason;
}

export interface Piotroski {
  score: number;
  outOf: number;
  criteria: PiotroskiCriterion[];
  currentRatioKnown: boolean;
}

function judge(ok: boolean | null): CriterionStatus {
  return ok === null ? 'na' : ok ? 'pass' : 'fail';
}

export function computePiotroski(input: PiotroskiInput): Piotroski {
  const { current: t, previous: p } = input;
  const tLabel = fyLabel(t.fiscalYear);
  const pLabel = fyLabel(p.fiscalYear);
  const openingAssets = p.totalAssets !== null && p.totalAssets > 0 ? p.totalAssets : null;
  const prevOpening = input.totalAssetsTwoYearsBack !== null && input.totalAssetsTwoYearsBack > 0 ? input.totalAssetsTwoYearsBack : openingAssets;
  const criteria: PiotroskiCriterion[] = [];
  // In the order of PIOTROSKI_CRITERION_IDS.
  const add = (ok: boolean | null, why: Reason): void => {
    criteria.push({ id: PIOTROSKI_CRITERION_IDS[criteria.length] as PiotroskiCriterionId, status: judge(ok), reason: why });
  };
  const pct = (x: number | null, period: string): ReturnType<typeof figure> => figure(x, 'fraction', period);
  // The previous year's ROA on its own year-end assets, as earlier assets are unknown.
  // Always sent, true or false: the message selects on it, and an absent select argument cannot be worded.
  const prevBase = !(input.totalAssetsTwoYearsBack !== null && input.totalAssetsTwoYearsBack > 0);

  const roa = safeDivide(t.netProfit, openingAssets);
  add(
    roa === null ? null : roa > 0,
    roa === null
      ? reason('report.piotroski.roa.unknown')
      : reason('report.piotroski.roa', {
          roa: pct(roa, tLabel),
          net_profit: figure(t.netProfit, 'inr_crore'),
          opening_assets: figure(openingAssets, 'inr_crore'),
        }),
  );

  const cfo = t.operatingCashFlow;
  add(
    cfo === null ? null : cfo > 0,
    cfo === null ? reason('report.piotroski.cfo.unknown') : reason('report.piotroski.cfo', { cfo: figure(cfo, 'inr_crore', tLabel) }),
  );

  const prevRoa = safeDivide(p.netProfit, prevOpening);
  add(
    roa === null || prevRoa === null ? null : roa > prevRoa,
    roa === null || prevRoa === null
      ? reason('report.piotroski.roa_change.unknown')
      : reason('report.piotroski.roa_change', { previous_roa: pct(prevRoa, pLabel), roa: pct(roa, tLabel), previous_base_year_end: prevBase }),
  );

  const cfoOnAssets = safeDivide(cfo, openingAssets);
  add(
    cfoOnAssets === null || roa === null ? null : cfoOnAssets > roa,
    cfoOnAssets === null || roa === null
      ? reason('report.piotroski.accruals.unknown')
      : reason('report.piotroski.accruals', { cfo_on_assets: pct(cfoOnAssets, tLabel), roa: pct(roa, tLabel) }),
  );

  const avgAssets = t.totalAssets !== null && openingAssets !== null ? (t.totalAssets + openingAssets) / 2 : null;
  const prevAvgAssets = openingAssets !== null && prevOpening !== null ? (openingAssets + prevOpening) / 2 : null;
  const lev = safeDivide(t.borrowings, avgAssets, { positiveDenominator: true });
  const prevLev = safeDivide(p.borrowings, prevAvgAssets, { positiveDenominator: true });
  const debtFree = t.borrowings === 0 && p.borrowings === 0;
  // A year two exports define differently: leverage and liquidity are not compared across it.
  const flagged = input.reclassifiedFy ?? null;
  const notCompared = flagged === null ? null : reason('report.piotroski.not_compared', { year: fyLabel(flagged) });
  add(
    notCompared !== null ? null : debtFree ? true : lev === null || prevLev === null ? null : lev < prevLev,
    notCompared ??
      (debtFree
        ? reason('report.piotroski.leverage.debt_free')
        : lev === null || prevLev === null
          ? reason('report.piotroski.leverage.unknown')
          : reason('report.piotroski.leverage', { previous_leverage: pct(prevLev, pLabel), leverage: pct(lev, tLabel) })),
  );

  const cr = safeDivide(t.currentAssets, t.currentLiabilities, { positiveDenominator: true });
  const prevCr = safeDivide(p.currentAssets, p.currentLiabilities, { positiveDenominator: true });
  const currentRatioKnown = cr !== null && prevCr !== null;
  add(
    currentRatioKnown && notCompared === null ? (cr as number) > (prevCr as number) : null,
    !currentRatioKnown
      ? reason('report.piotroski.current_ratio.unknown')
      : (notCompared ?? reason('report.piotroski.current_ratio', { previous_ratio: figure(prevCr, 'times', pLabel), ratio: figure(cr, 'times', tLabel) })),
  );

  // Within SHARE_COUNT_TOLERANCE (rounding, a few ESOPs) is no new issue; a corporate action is none either.
  const step = input.newShares ?? null;
  const sharesKnown = t.shares !== null && p.shares !== null;
  const noNewShares = step !== null ? step.dilution <= SHARE_COUNT_TOLERANCE : sharesKnown ? t.shares! <= p.shares! * (1 + SHARE_COUNT_TOLERANCE) : null;
  add(
    sharesKnown ? noNewShares : null,
    sharesKnown
      ? reason('report.piotroski.shares', {
          previous_shares_crore: figure(p.shares, 'number', pLabel),
          shares_crore: figure(t.shares, 'number', tLabel),
          tolerance: figure(SHARE_COUNT_TOLERANCE, 'fraction'),
        })
      : reason('report.piotroski.shares.unknown'),
  );

  const margin = safeDivide(t.operatingProfit, t.sales, { positiveDenominator: true });
  const prevMargin = safeDivide(p.operatingProfit, p.sales, { positiveDenominator: true });
  add(
    margin === null || prevMargin === null ? null : margin > prevMargin,
    margin === null || prevMargin === null
      ? reason('report.piotroski.margin.unknown')
      : reason('report.piotroski.margin', { previous_margin: pct(prevMargin, pLabel), margin: pct(margin, tLabel) }),
  );

  const turnover = safeDivide(t.sales, openingAssets);
  const prevTurnover = safeDivide(p.sales, prevOpening);
  add(
    turnover === null || prevTurnover === null ? null : turnover > prevTurnover,
    turnover === null || prevTurnover === null
      ? reason('report.piotroski.asset_turnover.unknown')
      : reason('report.piotroski.asset_turnover', { previous_turnover: figure(prevTurnover, 'times', pLabel), turnover: figure(turnover, 'times', tLabel) }),
  );

  const scored = criteria.filter((c) => c.status !== 'na');
  return { score: scored.filter((c) => c.status === 'pass').length, outOf: scored.length, criteria, currentRatioKnown };
}
