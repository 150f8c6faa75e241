import { type Context } from '../context/buildContext';
import { formatPct, formatRatio } from '../format';
import { type Altman } from './altman';
import { type Beneish } from './beneish';
import { type GrowthProfile } from './growthProfile';
import { type ReturnsProfile } from './returnsProfile';
import { cashConversion, dilution, freeCashFlow, interestCover, leverage, losses, marginCompression, receivables, volatility } from './riskFactorsOperating';
import { na, notApplicable, THRESHOLDS, type RiskFactor } from './riskFactorTypes';
import { hasModel } from '../companyModel';
import { assetQualityRisks } from './assetQuality';
import { pledgeRisk } from './shareholding';
import { type ShareChange } from './shareChange';
import { DISCOUNT_RATE } from '../assumptions';

/**
 * Operational risk factors for Part 2. Each is 'yes' (risk present), 'no', or 'na'
 * (cannot be assessed, with the reason) — unknown is never scored as bad.
 */

export { THRESHOLDS, type RiskFactor, type RiskStatus } from './riskFactorTypes';

export interface RiskInputs {
  ctx: Context;
  growth: GrowthProfile;
  returns: ReturnsProfile;
  altman: Altman;
  beneish: Beneish;
  shareChange: ShareChange | null;
}

export function computeRiskFactors(inputs: RiskInputs): RiskFactor[] {
  const { ctx, growth, returns, altman, beneish, shareChange } = inputs;
  const t = ctx.latest;
  // Without a model for the kind (insurers, exchanges…) an industrial table would flag the wrong things.
  if (t === null || !hasModel(ctx.kind)) return [];
  const rows: RiskFactor[] = [leverage(t, ctx.isLender), interestCover(t, ctx.isLender)];
  if (ctx.isLender) {
    const eta = returns.equityToAssets;
    rows.push(
      eta === null
        ? na('Thin capital cushion (net worth / total assets)', 'net worth or total assets unknown')
        : {
            factor: 'Thin capital cushion (net worth / total assets)',
            status: eta < THRESHOLDS.lenderEquityToAssets ? 'yes' : 'no',
            data: `Net worth is ${formatPct(eta)} of total assets in ${t.label}`,
            justification:
              eta < THRESHOLDS.lenderEquityToAssets
                ? `Under ${formatPct(THRESHOLDS.lenderEquityToAssets, 0)}: a small rise in bad loans would eat a large share of equity.`
                : 'A reasonable equity buffer against loan losses (regulatory capital ratios are not in the data).',
          },
    );
    rows.push(
      t.roe === null
        ? na('Low return on equity', 'net profit or net worth unknown')
        : {
            factor: 'Low return on equity',
            status: t.roe < THRESHOLDS.lenderRoe ? 'yes' : 'no',
            data: `ROE ${formatPct(t.roe)} in ${t.label}`,
            justification:
              t.roe < THRESHOLDS.lenderRoe
                ? `Below ${formatPct(THRESHOLDS.lenderRoe, 0)}, well short of the ${formatPct(DISCOUNT_RATE, 0)} cost of equity the valuation uses: the lender is not earning its keep.`
                : `Above the ${formatPct(THRESHOLDS.lenderRoe, 0)} floor for this flag; Part 3 compares it with a ${formatPct(DISCOUNT_RATE, 0)} cost of equity.`,
          },
    );
    rows.push(...assetQualityRisks(ctx));
  }
  rows.push(receivables(ctx, t), cashConversion(returns, ctx.isLender), freeCashFlow(returns, ctx.isLender, returns.capexEstimatedYears > 0));
  rows.push(
    earningsFlag(beneish, ctx.isLender),
    distress(altman, ctx.isLender),
    dilution(shareChange),
    volatility(growth, ctx.isLender),
    marginCompression(ctx, t),
    losses(growth, t),
  );
  rows.push(...pledgeRisk(ctx.shareholding));
  return rows;
}

function earningsFlag(b: Beneish, isLender: boolean): RiskFactor {
  const factor = 'Earnings manipulation flag (Beneish M-score)';
  if (b.m === null) return (isLender ? notApplicable : na)(factor, b.reason);
  const proxies = b.variables.filter((v) => v.basis !== 'computed').map((v) => `${v.name} ${v.basis}`);
  return {
    factor,
    status: b.flag === 'likely' ? 'yes' : 'no',
    data: `M-score ${formatRatio(b.m, 2)}${proxies.length > 0 ? ` (${proxies.join(', ')})` : ''}`,
    justification:
      b.flag === 'likely'
        ? 'Above −1.78, the level Beneish associated with earnings manipulators: check receivables, margins and accruals closely. Fast growth alone can trigger it.'
        : b.flag === 'grey'
          ? 'In the −2.22 to −1.78 grey band: not a flag, but worth watching.'
          : 'Below −2.22: the accounting ratios look like those of non-manipulators.',
  };
}

function distress(a: Altman, isLender: boolean): RiskFactor {
  const factor = "Financial distress (Altman Z'')";
  if (a.z === null) return (isLender ? notApplicable : na)(factor, a.reason);
  return {
    factor,
    status: a.zone === 'distress' ? 'yes' : 'no',
    severe: a.zone === 'distress',
    data: `Z'' ${formatRatio(a.z, 2)}, ${a.zone} zone`,
    justification:
      a.zone === 'distress'
        ? "Below 1.1, Altman's distress zone for Z''."
        : a.zone === 'grey'
          ? 'Between 1.1 and 2.6: the grey zone, not yet distress.'
          : 'Above 2.6: the safe zone.',
  };
}
