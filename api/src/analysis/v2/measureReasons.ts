import { type ReasonParam } from 'shared-types/api';
import { type BeneishGap } from '../metrics/beneish';
import { type PiotroskiGap } from '../metrics/quality';
import { formatPct } from '../format';
import { figure } from './figure';

/**
 * A bridge, until the metrics shared with Parts 1–3 (CAGRs, hold assumptions, IRR,
 * the lender's book) return codes of their own
 * (docs/decisions/0005, stage 2): their reason sentences, turned into the score's
 * reason codes and back. Each direction is exact for every sentence those metrics
 * write today (measureReasons.test.ts); a sentence this does not know comes out
 * as `unclassified`, never as stored prose.
 */

type Params = Record<string, ReasonParam>;
export interface Coded {
  code: string;
  params?: Params;
}

/** Fixed sentences by code, per metric: the frozen v1 words of these reasons. */
const HOLD_TEXTS: Readonly<Record<string, string>> = {
  no_price: 'there is no current share price',
  eps_unknown: 'EPS is unknown',
  pe_unknown: 'the current P/E cannot be computed',
  no_growth: 'there is no usable growth history (neither an EPS nor a sales CAGR can be computed)',
};

const IRR_TEXTS: Readonly<Record<string, string>> = {
  irr_no_projection: 'no projection',
  irr_needs_outlay: 'needs an initial outlay followed by returns',
  irr_out_of_range: 'cash flows out of range',
  irr_below_floor: 'the projected returns do not recover even 1% of the price (IRR below −99%)',
  irr_above_ceiling: 'IRR above 1,000% a year: the inputs are not plausible',
  irr_no_solution: 'no solution',
  irr_no_price: 'no positive current price',
  irr_eps_not_positive: 'EPS is zero or negative, so an earnings-based IRR is not meaningful',
  irr_no_exit_pe: 'no positive exit P/E',
  irr_invalid_inputs: 'invalid horizon or growth',
};

const BOOK_TEXTS: Readonly<Record<string, string>> = {
  book_no_statements: 'no financial statements',
  book_roe_unknown: 'ROE is unknown (needs net profit and a positive net worth)',
  book_too_large: 'the book value is too large to value',
};

/** A sentence the bridge does not know: the code says so rather than store it. */
export const UNCLASSIFIED = 'unclassified';

const codeOf = (texts: Readonly<Record<string, string>>, text: string | null): string | undefined => Object.keys(texts).find((code) => texts[code] === text);

/** Why there is no F-score or M (metrics/quality.ts, beneish.ts) as the score's code; the v1 words are v1/qualityReasons.ts's. */
export function qualityGapCode(gap: PiotroskiGap | BeneishGap): Coded {
  if (gap.code === 'needs_previous_year') return { code: gap.code, params: { previous_fiscal_year: gap.previousYear, fiscal_year: gap.year } };
  if (gap.code === 'needs_inputs') return { code: gap.code, params: { inputs: gap.inputs } };
  return { code: gap.code };
}

export const holdCode = (text: string): string => codeOf(HOLD_TEXTS, text) ?? UNCLASSIFIED;
export const irrCode = (text: string | null): string => codeOf(IRR_TEXTS, text ?? 'no projection') ?? UNCLASSIFIED;

export function lenderBookCode(text: string): Coded {
  const fixed = codeOf(BOOK_TEXTS, text);
  if (fixed !== undefined) return { code: fixed };
  const bvps = /^book value per share is unknown or not positive in (FY\d+)$/.exec(text);
  return bvps === null ? { code: UNCLASSIFIED } : { code: 'book_value_not_positive', params: { fiscal_year: bvps[1] as string } };
}

/** '9.3' or '−1,234.5' (format.ts's way) back to a number. */
const numberOf = (text: string): number => Number(text.replace(/,/g, '').replace('−', '-'));

const SHORT_WINDOW = /^not meaningful: no (FY\d+) figure, so the window would be shorter than (\d+) years$/;
const LOSS_START = /^not meaningful: the (\d+)-year window starts in (FY\d+) at a loss or zero$/;
const BASE_EFFECT =
  /^not meaningful: the (\d+)-year window starts in (FY\d+), a (peak|trough) year \(net margin (.+)% against a (\d+)-year median of (.+)%, (FY\d+(?:–FY\d+)?)\)$/;

/** A CAGR's reason (metrics/growthProfile.ts seriesCagr, metrics/peaksAndTroughs.ts extremeText) as a code. */
export function cagrCode(text: string | null): Coded {
  if (text === 'no figures') return { code: 'no_figures' };
  const short = text === null ? null : SHORT_WINDOW.exec(text);
  if (short) return { code: 'short_window', params: { start_fiscal_year: short[1] as string, years: Number(short[2]) } };
  const loss = text === null ? null : LOSS_START.exec(text);
  if (loss) return { code: 'loss_start', params: { years: Number(loss[1]), start_fiscal_year: loss[2] as string } };
  const base = text === null ? null : BASE_EFFECT.exec(text);
  if (base) {
    return {
      code: 'base_effect',
      params: {
        years: Number(base[1]),
        start_fiscal_year: base[2] as string,
        extreme: base[3] as string,
        net_margin: figure(numberOf(base[4] as string) / 100, 'fraction'),
        median_net_margin: figure(numberOf(base[6] as string) / 100, 'fraction'),
        median_years: Number(base[5]),
        median_period: base[7] as string,
      },
    };
  }
  return { code: UNCLASSIFIED };
}

// The v1 words of the same reasons, from their codes.

const str = (p: Params | undefined, name: string): string => String(p?.[name] ?? '');
const fig = (p: Params | undefined, name: string): number | null => {
  const v = p?.[name];
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? v.value : null;
};

export const holdText = (code: string): string => HOLD_TEXTS[code] ?? 'unknown';
export const irrText = (code: string): string => IRR_TEXTS[code] ?? 'unknown';

export function lenderBookText(c: Coded): string {
  if (c.code === 'book_value_not_positive') return `book value per share is unknown or not positive in ${str(c.params, 'fiscal_year')}`;
  return BOOK_TEXTS[c.code] ?? 'unknown';
}

export function cagrText(c: Coded): string {
  const p = c.params;
  if (c.code === 'no_figures') return 'no figures';
  if (c.code === 'short_window')
    return `not meaningful: no ${str(p, 'start_fiscal_year')} figure, so the window would be shorter than ${str(p, 'years')} years`;
  if (c.code === 'loss_start') return `not meaningful: the ${str(p, 'years')}-year window starts in ${str(p, 'start_fiscal_year')} at a loss or zero`;
  if (c.code === 'base_effect') {
    return (
      `not meaningful: the ${str(p, 'years')}-year window starts in ${str(p, 'start_fiscal_year')}, a ${str(p, 'extreme')} year ` +
      `(net margin ${formatPct(fig(p, 'net_margin'))} against a ${str(p, 'median_years')}-year median of ${formatPct(fig(p, 'median_net_margin'))}, ${str(p, 'median_period')})`
    );
  }
  return 'unknown';
}
