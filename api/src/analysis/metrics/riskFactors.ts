import { type Context } from '../context/buildContext';
import { hasModel } from '../companyModel';
import { figure } from '../v2/figure';
import { type Altman } from './altman';
import { type Beneish } from './beneish';
import { type GrowthProfile } from './growthProfile';
import { type ReturnsProfile } from './returnsProfile';
import { cashConversion, dilution, freeCashFlow, interestCover, leverage, losses, marginCompression, receivables, volatility } from './riskFactorsOperating';
import { lenderRisks, pledgeRisks } from './riskFactorsLender';
import { altmanNotAssessed, beneishNotAssessed } from './riskFactorReasons';
import { assessed, type RiskFactor } from './riskFactorTypes';
import { type ShareChange } from './shareChange';

/**
 * Operational risk factors for Part 2. Each is a flag, clear, not assessed (for want of data,
 * with the reason) or not applicable to the kind of company — unknown is never scored as bad.
 */

export { THRESHOLDS, riskCoverage, riskLevel, type RiskFactor, type RiskLevel } from './riskFactorTypes';

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
  if (ctx.isLender) rows.push(...lenderRisks(ctx, t, returns));
  rows.push(receivables(ctx, t), cashConversion(returns, ctx.isLender), freeCashFlow(returns, ctx.isLender, returns.capexEstimatedYears > 0));
  rows.push(
    earningsFlag(beneish, ctx.isLender),
    distress(altman, ctx.isLender),
    dilution(shareChange),
    volatility(growth, ctx.isLender),
    marginCompression(ctx, t),
    losses(growth, t),
  );
  rows.push(...pledgeRisks(ctx.shareholding));
  return rows;
}

function earningsFlag(b: Beneish, isLender: boolean): RiskFactor {
  if (b.m === null) return beneishNotAssessed(b.reason, isLender);
  const basis = (kind: 'proxy' | 'neutral'): string[] => b.variables.filter((v) => v.basis === kind).map((v) => v.name.toLowerCase());
  const proxy = basis('proxy');
  const neutral = basis('neutral');
  return assessed('earnings_manipulation', b.flag === 'likely', `risk.earnings_manipulation.${b.flag}`, {
    figures: { m_score: figure(b.m, 'number') },
    params: { proxy: proxy.length > 0 ? proxy : undefined, neutral: neutral.length > 0 ? neutral : undefined },
  });
}

function distress(a: Altman, isLender: boolean): RiskFactor {
  if (a.z === null) return altmanNotAssessed(a.reason, isLender);
  return assessed('distress', a.zone === 'distress', `risk.distress.${a.zone}`, { severe: a.zone === 'distress', figures: { z_score: figure(a.z, 'number') } });
}
