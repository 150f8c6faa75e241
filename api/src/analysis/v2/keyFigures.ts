import { type KeyFiguresV2, type MarketV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { hasModel } from '../companyModel';
import { computeMarketFigures } from '../metrics/marketFigures';
import { valuationV2 } from './value';

/**
 * The market figures as of the current close (shared-types v2/keyFigures.ts, metrics/marketFigures.ts),
 * and the valuation of a kind the value part does not judge.
 */

/** The entry when the value is known (and, for a number, finite), else nothing. */
function known<K extends keyof MarketV2>(key: K, x: MarketV2[K] | null): Partial<MarketV2> {
  if (x === null || x === undefined || (typeof x === 'number' && !Number.isFinite(x))) return {};
  return { [key]: typeof x === 'number' ? x + 0 : x };
}

/** Present only when the value part leaves the models out for want of a model for the kind, and there is a valuation to state. */
function unjudgedValuation(a: Analysis): Pick<KeyFiguresV2, 'valuation'> {
  if (a.ctx.latest === null || hasModel(a.ctx.kind) || a.valuation.candidates.length === 0) return {};
  return { valuation: valuationV2(a) };
}

function market(a: Analysis): Pick<KeyFiguresV2, 'market'> {
  const m = computeMarketFigures(a.ctx);
  if (m === null) return {};
  return {
    market: {
      ...known('shares_crore', m.shares),
      ...known('shares_as_of', m.sharesAsOf),
      ...known('shares_source', m.sharesFrom),
      ...known('market_cap_crore', m.marketCap),
      ...known('pe', m.pe),
      ...known('earnings_period', m.earnings?.label ?? null),
      ...known('pb', m.pb),
      ...known('dividend_yield', m.dividendYield),
      ...known('week_range', m.weekRange === null ? null : { high: m.weekRange.high, low: m.weekRange.low, as_of: m.weekRange.asOf }),
    },
  };
}

export function buildKeyFiguresV2(a: Analysis): KeyFiguresV2 {
  return { ...market(a), ...unjudgedValuation(a) };
}
