import * as z from 'zod/mini';

/** The wire's own format: a change of compact forms is a new number (docs/research-answer-v2.md). */
export const WIRE_FORMAT = 1;

/**
 * The research answer as served: the answer's parts, figures at declared places written as a bare
 * number or [period, number], and the unit table they were written with ('none': every figure whole).
 * What each part holds is checked when decoded, against ResearchV2Schema.
 */
export const ResearchV2WireSchema = z.object({
  format: z.literal(WIRE_FORMAT),
  units: z.string(),
  answer: z.record(z.string(), z.unknown()),
});
export type ResearchV2Wire = z.infer<typeof ResearchV2WireSchema>;
