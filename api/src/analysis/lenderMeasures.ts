import { type Metrics } from './computedMetrics';
import { fyLabel } from './format';
import { readAssetQuality } from './metrics/assetQuality';
import { figure } from './v2/figure';
import { fixed, fyPeriod, leftOut, linear, maxOf, profitRecord, stabilityParams, why, type Measure } from './measureScale';

// Lenders' own measures in business quality, financial strength and earnings quality (see scoreMeasures.ts).

export function lenderBusinessQuality(m: Metrics): Measure[] {
  const level = m.returns.roe;
  const long = m.returns.roeLong;
  const t = m.ctx.latest;
  // Return on assets beside ROE: leverage can lift ROE, not RoA.
  const roa = t === null ? {} : { return_on_assets: figure(t.roa, 'fraction'), fiscal_year: t.label };
  return [
    level.median === null
      ? leftOut('roe_level', 'unknown')
      : linear(
          'roe_level',
          level.median,
          why('roe_level', 'measured', { roe: figure(level.median, 'fraction'), period: fyPeriod(level.fromFy, level.toFy), ...roa }),
        ),
    long.stability === null
      ? leftOut('roe_stability', 'too_few_years')
      : linear('roe_stability', long.stability.swing, why('roe_stability', 'measured', stabilityParams(long.stability, long.fromFy, long.toFy))),
  ];
}

export function lenderFinancialStrength(m: Metrics, t: NonNullable<Metrics['ctx']['latest']>): Measure[] {
  const eta = m.returns.equityToAssets;
  const lev = m.returns.leverage;
  return [
    eta === null
      ? leftOut('capital_cushion', 'unknown')
      : linear('capital_cushion', eta, why('capital_cushion', 'measured', { equity_to_assets: figure(eta, 'fraction'), fiscal_year: t.label })),
    t.netWorth !== null && t.netWorth <= 0
      ? fixed('leverage_trend', 0, 'net_worth_not_positive', { fiscal_year: t.label })
      : lev === null
        ? leftOut('leverage_trend', 'unknown')
        : linear(
            'leverage_trend',
            lev.change,
            why('leverage_trend', 'measured', {
              from: figure(lev.from, 'times'),
              from_fiscal_year: fyLabel(lev.fromFy),
              to: figure(lev.to, 'times'),
              to_fiscal_year: fyLabel(lev.toFy),
              direction: lev.change >= 0 ? 'up' : 'down',
              change: figure(Math.abs(lev.change), 'fraction'),
            }),
          ),
    assetQualityMeasure(m),
  ];
}

/** Net NPA from the standalone results filings (metrics/assetQuality.ts), with the same quarter a year earlier for its trend. */
function assetQualityMeasure(m: Metrics): Measure {
  const npa = readAssetQuality(m.ctx).npa;
  if (npa === null || npa.net === null) return leftOut('asset_quality', 'no_filing');
  const before = npa.yearBefore;
  return linear(
    'asset_quality',
    npa.net,
    why('asset_quality', 'measured', {
      net_npa: figure(npa.net, 'fraction'),
      // Unknown figures are null, not absent: the message states them as n/a.
      gross_npa: figure(npa.gross, 'fraction'),
      date: npa.periodEnd,
      trend: before === null ? 'none' : 'compared',
      year_before: before?.periodEnd,
      net_npa_year_before: before === null ? undefined : figure(before.net, 'fraction'),
      gross_npa_year_before: before === null ? undefined : figure(before.gross, 'fraction'),
    }),
  );
}

/** The largest year-on-year fall in net profit over the last ten years; a year that ends in a loss counts as a 100% fall. */
function worstProfitFall(m: Metrics): { fy: number; change: number; loss: boolean } | null {
  let worst: { fy: number; change: number; loss: boolean } | null = null;
  for (const p of m.growth.profitYoy) {
    const loss = p.growth.kind === 'turned_negative' || p.bothNegative;
    const change = loss ? -1 : p.growth.kind === 'growth' ? Math.max(-1, p.growth.value) : 0;
    if (worst === null || change < worst.change) worst = { fy: p.fy, change, loss };
  }
  return worst;
}

export function lenderEarningsQuality(m: Metrics): Measure[] {
  const g = m.growth;
  const first = g.profitYoy[0]?.fy;
  const last = g.profitYoy[g.profitYoy.length - 1]?.fy;
  const period = first === undefined || last === undefined ? undefined : fyPeriod(first - 1, last);
  const worst = worstProfitFall(m);
  let fall: Measure;
  if (worst === null) fall = leftOut('worst_profit_fall', 'unknown');
  else if (worst.change >= 0) fall = fixed('worst_profit_fall', maxOf('worst_profit_fall'), 'no_fall', { comparisons: g.profitMeasured, period });
  else {
    fall = linear(
      'worst_profit_fall',
      worst.change, // A loss counts as a 100% fall.
      why('worst_profit_fall', 'measured', {
        fiscal_year: fyLabel(worst.fy),
        period,
        loss: worst.loss,
        fall: worst.loss ? undefined : figure(-worst.change, 'fraction'),
      }),
    );
  }
  return [
    profitRecord(m),
    g.profitMeasured === 0
      ? leftOut('profit_consistency', 'unknown')
      : linear(
          'profit_consistency',
          g.profitUpYears / g.profitMeasured,
          why('profit_consistency', 'measured', { rose: g.profitUpYears, comparisons: g.profitMeasured, period }),
        ),
    fall,
  ];
}
