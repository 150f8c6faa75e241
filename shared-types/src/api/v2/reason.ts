import * as z from 'zod/mini';
import { FigureSchema } from './figure';

/**
 * Why: a code the message catalogue words, with the parameters its message uses
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md). Codes are dotted,
 * domain first ('risk.leverage.high', 'score.roce_level.left_out'); each domain
 * exports its closed list of codes, and every code has an English entry (a test
 * per domain). A parameter is a figure, a plain string id (a fiscal year
 * 'FY2025', a factor id), a number (a count), a boolean, null (unknown), or a
 * list of string ids.
 */
export const ReasonParamSchema = z.union([FigureSchema, z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type ReasonParam = z.infer<typeof ReasonParamSchema>;

export const ReasonSchema = z.object({
  code: z.string(),
  params: z.optional(z.record(z.string(), ReasonParamSchema)),
});
export type Reason = z.infer<typeof ReasonSchema>;
