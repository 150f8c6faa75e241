import * as z from 'zod/mini';
import { openEnum } from '../payloadTolerance';

/**
 * A number in the v2 research payload: its value, unit and period. No number is
 * ever pre-formatted; the reader formats it in its own locale
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 *
 * Units: `inr_crore` (₹ crore), `inr` (₹), `inr_per_share`, `fraction` (0.153 is
 * 15.3%), `percentage_points` (a difference of two fractions, in points: 2.1),
 * `times` (a multiple: D/E, P/E, interest cover), `days`, `years`, `count`,
 * `score` (points of a scale the message states), `number` (a plain figure: Altman Z'', Beneish M).
 */
export const UNITS = ['inr_crore', 'inr', 'inr_per_share', 'fraction', 'percentage_points', 'times', 'days', 'years', 'count', 'score', 'number'] as const;
export type Unit = (typeof UNITS)[number];

export const FigureSchema = z.object({
  /** Null: unknown (the reason, where there is one, is a reason code beside it). */
  value: z.nullable(z.number()),
  unit: openEnum(UNITS),
  /** 'FY2025', 'FY2016–FY2025', 'TTM to Sep 2026', or a date YYYY-MM-DD; absent when the figure has no period. */
  period: z.optional(z.string()),
});
export type Figure = z.infer<typeof FigureSchema>;
