import { type BENEISH_INPUT_IDS, type BENEISH_NOTE_IDS } from 'shared-types/api';
import { finiteOrNull, safeDivide } from '../math/growth';

/**
 * Beneish M-score (8 variables):
 * M = −4.84 + 0.920 DSRI + 0.528 GMI + 0.404 AQI + 0.892 SGI + 0.115 DEPI − 0.172 SGAI + 4.679 TATA − 0.327 LVGI.
 * Above −1.78 flags a likely manipulator (Beneish 1999); −2.22 to −1.78 is a grey band.
 * DSRI, SGI and TATA are required. The others fall back to labelled proxies, or
 * to the neutral 1.0 when even a proxy is impossible (SG&A is never in the data).
 * How each was taken and why M was not computed are ids; the catalogue words them.
 */

export const BENEISH_LIKELY = -1.78;
export const BENEISH_GREY = -2.22;

export interface BeneishYear {
  sales: number | null;
  receivables: number | null;
  operatingProfit: number | null;
  netBlock: number | null;
  cwip: number | null;
  depreciation: number | null;
  totalAssets: number | null;
  currentAssets: number | null;
  currentLiabilities: number | null;
  borrowings: number | null;
  inventory: number | null;
  cash: number | null;
  netProfit: number | null;
  operatingCashFlow: number | null;
  /** Screener's Raw Material row: gross margin = (sales − raw material) / sales. */
  rawMaterialCost?: number | null;
  /** Screener's Selling and admin row. */
  sellingAndAdmin?: number | null;
  /** Screener's Other Liabilities row (payables and provisions), for the leverage proxy. */
  otherLiabilities?: number | null;
}

export type BeneishBasis = 'computed' | 'proxy' | 'neutral';

export interface BeneishVariable {
  name: 'DSRI' | 'GMI' | 'AQI' | 'SGI' | 'DEPI' | 'SGAI' | 'TATA' | 'LVGI';
  value: number;
  basis: BeneishBasis;
  /** How a variable not computed as Beneish defined it was taken (shared-types BENEISH_NOTE_IDS). */
  note?: (typeof BENEISH_NOTE_IDS)[number];
}

export type BeneishFlag = 'likely' | 'grey' | 'unlikely';

/** Why M was not computed; no statements and a missing previous year are quality.ts's. */
export type BeneishGap =
  | { code: 'lender' }
  | { code: 'no_statements' }
  | { code: 'out_of_range' }
  | { code: 'needs_inputs'; inputs: Array<(typeof BENEISH_INPUT_IDS)[number]> }
  | { code: 'needs_previous_year'; year: string; previousYear: string };

export type Beneish = { m: number; flag: BeneishFlag; variables: BeneishVariable[]; reason: null } | { m: null; reason: BeneishGap };

const WEIGHTS: Record<BeneishVariable['name'], number> = {
  DSRI: 0.92,
  GMI: 0.528,
  AQI: 0.404,
  SGI: 0.892,
  DEPI: 0.115,
  SGAI: -0.172,
  TATA: 4.679,
  LVGI: -0.327,
};

/** a / b for two positive ratios, else null. */
function index(a: number | null, b: number | null): number | null {
  if (a === null || b === null || a <= 0 || b <= 0) return null;
  return safeDivide(a, b);
}

function ppe(y: BeneishYear): number | null {
  return y.netBlock === null ? null : y.netBlock + (y.cwip ?? 0);
}

function softAssetShare(y: BeneishYear): { value: number | null; proxy: boolean } {
  const fixed = ppe(y);
  if (y.totalAssets === null || y.totalAssets <= 0 || fixed === null) return { value: null, proxy: false };
  if (y.currentAssets !== null) return { value: 1 - (y.currentAssets + fixed) / y.totalAssets, proxy: false };
  if (y.receivables === null || y.inventory === null || y.cash === null) return { value: null, proxy: true };
  return { value: (y.totalAssets - fixed - y.receivables - y.inventory - y.cash) / y.totalAssets, proxy: true };
}

function leverage(y: BeneishYear, withCl: boolean): number | null {
  if (y.borrowings === null || y.totalAssets === null || y.totalAssets <= 0) return null;
  if (!withCl) return (y.borrowings + (y.otherLiabilities ?? 0)) / y.totalAssets;
  return y.currentLiabilities === null ? null : (y.currentLiabilities + y.borrowings) / y.totalAssets;
}

/** GMI from raw material where the export has it (gross margin), else operating margin as a labelled proxy. */
function grossMarginIndex(current: BeneishYear, previous: BeneishYear): BeneishVariable {
  const gross = (y: BeneishYear): number | null =>
    y.rawMaterialCost === null || y.rawMaterialCost === undefined || y.sales === null
      ? null
      : safeDivide(y.sales - y.rawMaterialCost, y.sales, { positiveDenominator: true });
  const fromGross = index(gross(previous), gross(current));
  if (fromGross !== null) return { name: 'GMI', value: fromGross, basis: 'computed' };
  const op = (y: BeneishYear): number | null => safeDivide(y.operatingProfit, y.sales, { positiveDenominator: true });
  const gmi = index(op(previous), op(current));
  return gmi === null
    ? { name: 'GMI', value: 1, basis: 'neutral', note: 'gmi_neutral' }
    : { name: 'GMI', value: gmi, basis: 'proxy', note: 'gmi_operating_margin' };
}

/** More variables than this neutral or proxied, and the M-score is shown but left out of the score. */
export const MAX_UNMEASURED_BENEISH_VARIABLES = 2;

export function computeBeneish(current: BeneishYear, previous: BeneishYear, isLender: boolean): Beneish {
  if (isLender) return { m: null, reason: { code: 'lender' } };
  const dsri = index(
    safeDivide(current.receivables, current.sales, { positiveDenominator: true }),
    safeDivide(previous.receivables, previous.sales, { positiveDenominator: true }),
  );
  const sgi = index(current.sales, previous.sales);
  const tata =
    current.netProfit !== null && current.operatingCashFlow !== null
      ? safeDivide(current.netProfit - current.operatingCashFlow, current.totalAssets, { positiveDenominator: true })
      : null;
  if (dsri === null || sgi === null || tata === null) {
    const known = [dsri, sgi, tata];
    const inputs = (['dsri', 'sgi', 'tata'] as const).filter((_, i) => known[i] === null);
    return { m: null, reason: { code: 'needs_inputs', inputs } };
  }

  const variables: BeneishVariable[] = [{ name: 'DSRI', value: dsri, basis: 'computed' }];
  variables.push(grossMarginIndex(current, previous));

  const soft = softAssetShare(current);
  const softPrev = softAssetShare(previous);
  const aqi = index(soft.value, softPrev.value);
  const aqiProxy = soft.proxy || softPrev.proxy;
  variables.push(
    aqi === null
      ? { name: 'AQI', value: 1, basis: 'neutral', note: 'aqi_neutral' }
      : { name: 'AQI', value: aqi, basis: 'proxy', note: aqiProxy ? 'aqi_from_components' : 'aqi_from_current_assets' },
  );
  variables.push({ name: 'SGI', value: sgi, basis: 'computed' });

  const depRate = (y: BeneishYear): number | null => {
    const fixed = ppe(y);
    return y.depreciation === null || fixed === null ? null : safeDivide(y.depreciation, y.depreciation + fixed, { positiveDenominator: true });
  };
  const depi = index(depRate(previous), depRate(current));
  variables.push(depi === null ? { name: 'DEPI', value: 1, basis: 'neutral', note: 'depi_neutral' } : { name: 'DEPI', value: depi, basis: 'computed' });
  const sgai = index(
    safeDivide(current.sellingAndAdmin ?? null, current.sales, { positiveDenominator: true }),
    safeDivide(previous.sellingAndAdmin ?? null, previous.sales, { positiveDenominator: true }),
  );
  variables.push(sgai === null ? { name: 'SGAI', value: 1, basis: 'neutral', note: 'sgai_neutral' } : { name: 'SGAI', value: sgai, basis: 'computed' });
  variables.push({ name: 'TATA', value: tata, basis: 'computed' });

  const withCl = current.currentLiabilities !== null && previous.currentLiabilities !== null;
  const withOther = !withCl && current.otherLiabilities != null && previous.otherLiabilities != null;
  const lvgi = index(leverage(current, withCl), leverage(previous, withCl));
  variables.push(
    lvgi === null
      ? { name: 'LVGI', value: 1, basis: 'neutral', note: 'lvgi_neutral' }
      : withCl
        ? { name: 'LVGI', value: lvgi, basis: 'computed' }
        : { name: 'LVGI', value: lvgi, basis: 'proxy', note: withOther ? 'lvgi_other_liabilities' : 'lvgi_borrowings_only' },
  );

  let m = -4.84;
  for (const v of variables) m += WEIGHTS[v.name] * v.value;
  const score = finiteOrNull(m);
  if (score === null) return { m: null, reason: { code: 'out_of_range' } };
  const flag: BeneishFlag = score > BENEISH_LIKELY ? 'likely' : score >= BENEISH_GREY ? 'grey' : 'unlikely';
  return { m: score, flag, variables, reason: null };
}
