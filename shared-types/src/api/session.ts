import * as z from 'zod/mini';

/**
 * POST /api/session/create. The identity comes from the verified token in the
 * Authorization header; these optional fields must match it when present. A
 * client-sent session_token is accepted for compatibility and ignored: the
 * server makes the session and sets it as an HttpOnly cookie.
 */
export const SessionCreateRequestSchema = z.strictObject({
  user_id: z.optional(z.string().check(z.maxLength(64))),
  user_email: z.optional(z.string().check(z.maxLength(320))),
  user_full_name: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  session_token: z.optional(z.nullable(z.string().check(z.maxLength(512)))),
});
export type SessionCreateRequest = z.infer<typeof SessionCreateRequestSchema>;

export const SessionCreatedSchema = z.object({
  success: z.literal(true),
  idle_expires_at: z.string(),
  absolute_expires_at: z.string(),
});

/** /validate, /activity and /invalidate take no body of consequence: the cookie is the session. */
export const SessionTokenRequestSchema = z.strictObject({
  session_token: z.optional(z.nullable(z.string().check(z.maxLength(512)))),
});

export const SessionValidationSchema = z.object({
  success: z.boolean(),
  valid: z.boolean(),
  user_id: z.nullable(z.string()),
  email: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
  picture: z.nullable(z.string()),
});
export type SessionValidation = z.infer<typeof SessionValidationSchema>;

/** POST /api/auth/local/sign-in (the built-in local issuer, when no Supabase project is configured). */
export const LocalSignInRequestSchema = z.strictObject({
  email: z.email('email must be a valid e-mail address').check(z.maxLength(320)),
  full_name: z.string().check(z.trim(), z.minLength(1, 'full_name must not be empty'), z.maxLength(200)),
});
export type LocalSignInRequest = z.infer<typeof LocalSignInRequestSchema>;

export const LocalSignInResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
});

/** GET /api/auth/config: how the shell should sign people in. */
export const AuthConfigSchema = z.object({
  mode: z.enum(['supabase', 'local']),
  supabase_url: z.nullable(z.string()),
  supabase_anon_key: z.nullable(z.string()),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
