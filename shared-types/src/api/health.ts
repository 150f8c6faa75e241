import * as z from 'zod/mini';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'draining']),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

/** Body of every JSON error the API sends. `message` is safe to show to a person. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  request_id: z.optional(z.string()),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
