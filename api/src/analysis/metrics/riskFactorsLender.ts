import { type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { DISCOUNT_RATE } from '../assumptions';
import { figure } from '../v2/figure';
import { GROSS_NPA_HIGH, GROSS_NPA_RISE, NET_NPA_HIGH, NET_NPA_SEVERE, readAssetQuality, ROA_LOW } from './assetQuality';
import { type ReturnsProfile } from './returnsProfile';
import { assessed, na, THRESHOLDS, type RiskFactor } from './riskFactorTypes';
import { PLEDGE_CONCERN, PLEDGE_RED_FLAG, readShareholding } from './shareholding';
import { type ShareholdingPoint } from '../types';
import { type Figure } from 'shared-types/api';

/**
 * A lender's Part 2 rows (api/src/analysis/README.md, 'Lenders'): capital cushion, return on
 * equity, asset quality and return on assets, read from metrics/assetQuality.ts; and the promoter
 * pledge row every company with a shareholding pattern gets.
 */

const pct = (x: number | null, period?: string): Figure => figure(x, 'fraction', period);

export function lenderRisks(ctx: Context, t: YearView, returns: ReturnsProfile): RiskFactor[] {
  const eta = returns.equityToAssets;
  const thin = eta !== null && eta < THRESHOLDS.lenderEquityToAssets;
  const low = t.roe !== null && t.roe < THRESHOLDS.lenderRoe;
  return [
    eta === null
      ? na('capital_cushion', 'risk.capital_cushion.unknown')
      : assessed('capital_cushion', thin, thin ? 'risk.capital_cushion.thin' : 'risk.capital_cushion.adequate', {
          figures: { equity_to_assets: pct(eta, t.label) },
          threshold: pct(THRESHOLDS.lenderEquityToAssets),
        }),
    t.roe === null
      ? na('return_on_equity', 'risk.return_on_equity.unknown')
      : assessed('return_on_equity', low, low ? 'risk.return_on_equity.low' : 'risk.return_on_equity.adequate', {
          figures: { return_on_equity: pct(t.roe, t.label) },
          threshold: pct(THRESHOLDS.lenderRoe),
          params: { cost_of_equity: pct(DISCOUNT_RATE) },
        }),
    assetQualityRisk(ctx),
    returnOnAssetsRisk(ctx),
  ];
}

function assetQualityRisk(ctx: Context): RiskFactor {
  const n = readAssetQuality(ctx).npa;
  if (n === null) return na('asset_quality', 'risk.asset_quality.no_filing');
  const y = n.yearBefore;
  const high = (n.gross !== null && n.gross > GROSS_NPA_HIGH) || (n.net !== null && n.net > NET_NPA_HIGH);
  const rising = n.gross !== null && y?.gross != null && n.gross - y.gross > GROSS_NPA_RISE;
  const severe = n.net !== null && n.net >= NET_NPA_SEVERE;
  const code = severe ? 'severe' : high ? 'high' : rising ? 'rising' : 'within';
  // Figures of the same quarter a year earlier are kept, as unknown when not filed, whenever that filing exists: the trend reads them.
  const figures: Record<string, Figure> = {
    ...(n.gross === null ? {} : { gross_npa: pct(n.gross, n.periodEnd) }),
    ...(n.net === null ? {} : { net_npa: pct(n.net, n.periodEnd) }),
    ...(y === null ? {} : { earlier_gross_npa: pct(y.gross, y.periodEnd), earlier_net_npa: pct(y.net, y.periodEnd) }),
  };
  const limits = { gross_limit: pct(GROSS_NPA_HIGH), net_limit: pct(NET_NPA_HIGH), rise_limit: figure(GROSS_NPA_RISE * 100, 'percentage_points') };
  // Each wording names the limits it applies.
  const params = {
    severe: { severe_limit: pct(NET_NPA_SEVERE) },
    high: { gross_limit: limits.gross_limit, net_limit: limits.net_limit },
    rising: { rise_limit: limits.rise_limit },
    within: limits,
  }[code];
  return assessed('asset_quality', high || rising || severe, `risk.asset_quality.${code}`, { severe, figures, params });
}

function returnOnAssetsRisk(ctx: Context): RiskFactor {
  const roa = readAssetQuality(ctx).roa;
  if (roa === null) return na('return_on_assets', 'risk.return_on_assets.unknown');
  const low = roa.value < ROA_LOW;
  return assessed('return_on_assets', low, low ? 'risk.return_on_assets.low' : 'risk.return_on_assets.adequate', {
    figures: { return_on_assets: pct(roa.value, roa.period) },
    threshold: pct(ROA_LOW),
    params: { basis: roa.basis },
  });
}

/** The pledge row, when a shareholding pattern states the pledge. */
export function pledgeRisks(points: readonly ShareholdingPoint[]): RiskFactor[] {
  const pledge = readShareholding(points)?.pledge ?? null;
  if (pledge === null) return [];
  const red = pledge.level === 'red_flag';
  const concern = pledge.level === 'concern';
  return [
    assessed('promoter_pledge', red || concern, `risk.promoter_pledge.${red ? 'red_flag' : concern ? 'concern' : 'within'}`, {
      severe: red,
      figures: { pledged: pct(pledge.share, pledge.asOf) },
      threshold: pct(red ? PLEDGE_RED_FLAG : PLEDGE_CONCERN),
    }),
  ];
}

/** What a lender's data cannot show, with the CET1 ratio when filed. */
export function lenderGaps(ctx: Context): { cet1?: Figure } {
  const cet1 = readAssetQuality(ctx).cet1;
  return cet1 === null ? {} : { cet1: pct(cet1.value, cet1.periodEnd) };
}
