import { type LensId } from './investorLenses';

/**
 * What never changes from one company to the next in the investor lenses: each
 * lens's name and source, each criterion's label and threshold in words, and the
 * numbers the engine judges against. The engine (api/src/analysis/lenses/) reads
 * its bars from here and the view reads the words from here, so the payload
 * carries only ids, outcomes, figures and notes (docs/investor-lenses.md).
 */

/** Graham's defensive investor (The Intelligent Investor, ch. 14). */
export const GRAHAM_RULES = {
  /** ₹ crore of annual sales. */
  minSales: 2000,
  currentRatio: 2,
  /** Net worth / total assets: a lender's stand-in for the current ratio. */
  lenderCushion: 0.1,
  stabilityYears: 10,
  dividendYears: 20,
  growthYears: 10,
  /** At least one-third growth in 3-year average EPS over ten years. */
  growthMin: 1 / 3,
  maxPe: 15,
  maxPeTimesPb: 22.5,
} as const;

export const BUFFETT_RULES = {
  roe: 0.15,
  /** Share of the years with ROE at or above the bar for 'consistent'. */
  roeShare: 0.8,
  maxDebtToEquity: 0.5,
  /** Borrowings repayable from this many years of net profit. */
  maxDebtYears: 3,
  valuePerRupee: 1,
  /** Owner's earnings compared with those this many years earlier. */
  oeGrowthYears: 3,
} as const;

export const LYNCH_RULES = {
  maxPeg: 1,
  poorPeg: 2,
  /** Lynch's 'normal' corporate balance sheet: 75% equity, 25% debt. */
  maxDebtToEquity: 1 / 3,
  slowBelow: 0.05,
  fastFrom: 0.2,
  /** Sales fell in this many years or more of the last ten … */
  cyclicalDownYears: 2,
  /** … with year-on-year sales swings (standard deviation) of at least this. */
  cyclicalVolatility: 0.15,
  /** Market value below this multiple of book value: an asset play. */
  assetPlayPb: 1,
} as const;

/** The app's bars for a pass: Greenblatt ranks companies and sets none. */
export const GREENBLATT_RULES = {
  minEarningsYield: 0.1,
  minReturnOnCapital: 0.25,
} as const;

export interface LensCriterionText {
  label: string;
  /** The test in words, e.g. 'P/E ≤ 15 on 3-year average EPS'. */
  threshold: string;
}

export interface LensDescription {
  name: string;
  /** The book or paper the checklist comes from. */
  source: string;
  /** In the order the engine lists them. */
  criteria: Readonly<Record<string, LensCriterionText>>;
}

const percent = (fraction: number): string => `${Math.round(fraction * 100)}%`;
/**
 * A whole number with Indian digit grouping ('2,000', '1,00,000'), without Intl:
 * the catalogue is built as the module loads, and the first Intl formatter a page
 * builds is a long task on a slow phone (docs/performance.md, "Start-up in stages").
 */
const indianGrouping = (whole: number): string => String(whole).replace(/(\d)(?=(\d\d)*\d{3}$)/g, '$1,');
const G = GRAHAM_RULES;
const B = BUFFETT_RULES;
const L = LYNCH_RULES;

export const LENS_CATALOGUE: Readonly<Record<LensId, LensDescription>> = {
  graham: {
    name: "Graham's defensive investor",
    source: 'Benjamin Graham, The Intelligent Investor, 4th rev. ed. (1973), ch. 14',
    criteria: {
      size: {
        label: 'Size',
        threshold: `Sales ≥ ₹${indianGrouping(G.minSales)} crore a year: the app's large-company floor, as Graham's $100 million of sales (1973) does not convert literally`,
      },
      current_ratio: { label: 'Current ratio', threshold: `Current ratio ≥ ${G.currentRatio}` },
      capital_cushion: {
        label: 'Capital cushion',
        threshold: `Net worth ≥ ${percent(G.lenderCushion)} of total assets: the lender equivalent of Graham's current ratio of ${G.currentRatio}`,
      },
      earnings_stability: { label: 'Earnings stability', threshold: `A profit in each of the last ${G.stabilityYears} years` },
      dividend_record: { label: 'Dividend record', threshold: `Dividends every year for ${G.dividendYears} years` },
      earnings_growth: { label: 'Earnings growth', threshold: `EPS up ≥ one-third over ${G.growthYears} years (3-year averages at each end)` },
      pe: { label: 'P/E', threshold: `P/E ≤ ${G.maxPe} on 3-year average EPS` },
      pe_times_pb: { label: 'P/E × P/B', threshold: `P/E × P/B ≤ ${G.maxPeTimesPb}` },
    },
  },
  buffett: {
    name: 'Buffett-style quality',
    source: 'Warren Buffett, Berkshire Hathaway shareholder letters (1979, 1983, 1984, 1986, 1987)',
    criteria: {
      roe_level: { label: 'High ROE', threshold: `Median ROE ≥ ${percent(B.roe)} over 5 years` },
      roe_consistency: { label: 'Consistent ROE', threshold: `ROE ≥ ${percent(B.roe)} in ${B.roeShare * 10} of the last 10 years` },
      debt: { label: 'Little debt', threshold: `D/E ≤ ${B.maxDebtToEquity}, or borrowings ≤ ${B.maxDebtYears} years of profit` },
      owner_earnings_positive: { label: "Owner's earnings", threshold: "Owner's earnings > 0, 3-year average" },
      owner_earnings_growing: { label: "Owner's earnings growth", threshold: `Owner's earnings above ${B.oeGrowthYears} years earlier` },
      retained_earnings: { label: 'Retained earnings test', threshold: `≥ ₹${B.valuePerRupee} of market value added per rupee retained, up to 10 years` },
    },
  },
  lynch: {
    name: "Lynch's categories and PEG",
    source: 'Peter Lynch, One Up on Wall Street (1989), ch. 7 and 13',
    criteria: {
      peg: { label: 'PEG with yield', threshold: `P/E ÷ (EPS growth % + dividend yield %) ≤ ${L.maxPeg} (Lynch: 1 fair, ½ very good, ${L.poorPeg} poor)` },
      debt_to_equity: { label: 'Balance sheet', threshold: `D/E ≤ ${L.maxDebtToEquity.toFixed(2)} (75% equity, 25% debt)` },
    },
  },
  greenblatt: {
    name: "Greenblatt's magic formula",
    source: 'Joel Greenblatt, The Little Book That Beats the Market (2005)',
    criteria: {
      earnings_yield: { label: 'Earnings yield', threshold: `EBIT ÷ enterprise value ≥ ${percent(GREENBLATT_RULES.minEarningsYield)} (the app's bar)` },
      return_on_capital: {
        label: 'Return on capital',
        threshold: `EBIT ÷ (working capital + net block) ≥ ${percent(GREENBLATT_RULES.minReturnOnCapital)} (the app's bar)`,
      },
      industry_rank: { label: 'Rank in industry', threshold: 'Combined rank in the industry (1 = best)' },
    },
  },
  piotroski: {
    name: "Piotroski's F-score",
    source:
      'Joseph D. Piotroski, “Value Investing: The Use of Historical Financial Statement Information to Separate Winners from Losers”, Journal of Accounting Research 38 (2000)',
    criteria: {
      roa_positive: { label: 'Positive ROA', threshold: 'ROA > 0' },
      cfo_positive: { label: 'Positive cash flow', threshold: 'CFO > 0' },
      roa_improving: { label: 'Improving ROA', threshold: 'ROA up on last year' },
      accruals: { label: 'Accruals', threshold: 'CFO ÷ assets > ROA' },
      leverage_lower: { label: 'Lower leverage', threshold: 'Borrowings ÷ assets down (or none)' },
      current_ratio_higher: { label: 'Higher current ratio', threshold: 'Current ratio up' },
      no_new_shares: { label: 'No new shares', threshold: 'Share count not up' },
      margin_higher: { label: 'Higher margin', threshold: 'Operating margin up' },
      turnover_higher: { label: 'Higher asset turnover', threshold: 'Sales ÷ assets up' },
    },
  },
};

/** The catalogue's words for a criterion, or undefined for one this build does not know (a newer server's). */
export function lensCriterionText(lensId: string, criterionId: string): LensCriterionText | undefined {
  const lens = Object.hasOwn(LENS_CATALOGUE, lensId) ? LENS_CATALOGUE[lensId as LensId] : undefined;
  return lens !== undefined && Object.hasOwn(lens.criteria, criterionId) ? lens.criteria[criterionId] : undefined;
}

/** The catalogue's name and source for a lens, or undefined for one this build does not know. */
export function lensDescription(lensId: string): LensDescription | undefined {
  return Object.hasOwn(LENS_CATALOGUE, lensId) ? LENS_CATALOGUE[lensId as LensId] : undefined;
}
