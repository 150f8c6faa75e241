/**
 * The engine's stated assumptions, in one place so every text quotes the same
 * figures and a change here is a change everywhere (bump ANALYSIS_ENGINE_VERSION).
 */

/** Discount rate for the cash-flow valuation and the IRR hurdle: typical cost of equity in India. */
export const DISCOUNT_RATE = 0.13;
/**
 * Post-tax cost of capital that after-tax ROCE and ROIC are compared with: a typical Indian listed
 * company's mix of 80% equity at the 13% cost of equity and 20% debt at about 9% before tax (6.7% after
 * the 25.17% rate), 11.7%, rounded to 12%.
 */
export const COST_OF_CAPITAL = 0.12;
export const COST_OF_CAPITAL_SOURCE =
  "80% equity at the engine's 13% cost of equity and 20% debt at about 9% before tax (6.7% after 25.17% tax): 11.7%, rounded to 12%";
/** India's base corporate tax rate with surcharge and cess (section 115BAA), used when a year's effective rate is not plausible. */
export const STATUTORY_TAX_RATE = 0.2517;
/**
 * The Graham number (P/E 15 × P/B 1.5) implies a 10% ROE. It joins the intrinsic-value range
 * only for a company whose median ROE is within this band; elsewhere it is shown, not used.
 */
export const GRAHAM_ROE_BAND = [0.08, 0.12] as const;
/** Terminal growth, kept at or below India's long-run nominal GDP growth, and conservative at 5%. */
export const TERMINAL_GROWTH = 0.05;
/** EPS growth used in projections is clamped to this band. */
export const GROWTH_CAP = 0.25;
export const GROWTH_FLOOR = -0.1;
/** Graham's formula overstates value at high growth, so its g is capped lower. */
export const JUSTIFIED_PE_GROWTH_CAP = 0.15;
/**
 * Lenders are valued on book value: justified P/B = (ROE − g) / (r − g). Sustainable g is
 * capped here (about India's long-run nominal GDP growth, and below the 13% discount rate so
 * r − g stays at least 3 points), and the P/B is kept within a floor and a cap.
 */
export const LENDER_GROWTH_CAP = 0.1;
export const LENDER_PB_FLOOR = 0.5;
export const LENDER_PB_CAP = 4;
/**
 * A lender's normalised ROE: the median over this many years of the years whose ROE lies within
 * ±NORMAL_BAND of that span's median; a year outside is a peak or a trough (a credit-cycle write-off
 * year, a one-off gain) and is left out, as it is for a growth base.
 */
export const NORMAL_ROE_YEARS = 7;
export const NORMAL_BAND = 0.25;
/**
 * A lender's moat bar: a normalised ROE at least this far above the cost of equity, with ROE at or
 * above the cost of equity in all but one of at least LENDER_MOAT_MIN_YEARS years (across a credit cycle).
 */
export const LENDER_MOAT_SPREAD = 0.03;
export const LENDER_MOAT_MIN_YEARS = 5;
/** Every valuation's sensitivity line moves ROE and growth by this much either way. */
export const SENSITIVITY_SHIFT = 0.02;
/** Estimates more than this factor apart are never averaged: intrinsic value is their range. */
export const MAX_AVERAGED_SPREAD = 2;
/**
 * The bull case's growth is capped at the company's own best clean 5-year EPS CAGR (a bull case may
 * hope for a repeat of its best stretch, not for more), and at this only when there is none.
 */
export const BULL_GROWTH_CAP = 0.2;
/** Fewer twelve-month years than this: no 10-year IRR, fat-pitch verdict or scenario table. */
export const MIN_YEARS_FOR_LONG_VIEW = 5;
/** Bull and bear cases move growth by this much and the exit P/E by this factor. */
export const SCENARIO_GROWTH_SHIFT = 0.05;
export const SCENARIO_PE_FACTOR = 0.25;
/** A fat pitch needs at least this margin of safety and expected return. */
export const FAT_PITCH_MARGIN = 0.3;
export const FAT_PITCH_IRR = 0.15;
/** Quality bar for a fat pitch: median ROCE (ROE for lenders). */
export const FAT_PITCH_RETURNS = 0.15;
/** Hold horizons reported in 'IRR Projections'. */
export const HOLD_YEARS = [3, 5, 10] as const;
/** Fewer fiscal years than this with both sales and net profit: not rated. */
export const MIN_RATED_YEARS = 3;
/** The coverage rule lives in the contract: the browser applies it to personal scores too. */
export { MIN_ASSESSABLE_POINTS, MIN_PILLAR_SHARE, PILLARS_NEEDED } from 'shared-types/api';
