import {
  ApiErrorSchema,
  AuthConfigSchema,
  LocalSignInResponseSchema,
  parseAnswer,
  SessionCreatedSchema,
  SessionValidationSchema,
  type AuthConfig,
  type SessionValidation,
} from 'shared-types/api';
import { API_TIMEOUT_MS, getApiBase } from 'shared-types/shell';

/** A non-2xx answer from the API, with its status and (when it sent one) its code and message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The API did not answer within the product's 10-second time-out. */
export class ApiTimeoutError extends Error {
  constructor(path: string) {
    super(`${path} did not answer within ${API_TIMEOUT_MS / 1000} seconds.`);
    this.name = 'ApiTimeoutError';
  }
}

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  bearer?: string;
}

/** Same-origin JSON with the 10-second time-out of docs/product-rules.md; the cookie rides along. */
async function call(path: string, { method = 'POST', body, bearer }: CallOptions = {}): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method !== 'GET') headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let response: Response;
    try {
      response = await fetch(`${getApiBase()}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        signal: controller.signal,
        ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
      });
    } catch (error) {
      if (timedOut) throw new ApiTimeoutError(path);
      throw error;
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = ApiErrorSchema.safeParse(payload);
      throw new ApiRequestError(
        response.status,
        parsed.success ? parsed.data.error : null,
        parsed.success ? parsed.data.message : `${method} ${path} answered ${response.status}.`,
      );
    }
    return payload;
  } finally {
    clearTimeout(timer);
  }
}

/** The API calls of sign-in and sessions. The session token itself never reaches script: it is an HttpOnly cookie. */
export interface AuthApi {
  /** GET /api/auth/config: which sign-in to offer, and the public Supabase settings. */
  getConfig(): Promise<AuthConfig>;
  /** POST /api/auth/local/sign-in: an identity token from the built-in local issuer. */
  localSignIn(email: string, fullName: string): Promise<string>;
  /** POST /api/session/create with the identity token as a bearer: the API sets the session cookie. */
  createSession(identityToken: string): Promise<void>;
  /** POST /api/session/validate: who the session cookie belongs to, if anyone. */
  validateSession(): Promise<SessionValidation>;
  /** POST /api/session/activity: rejects with a 401 ApiRequestError when the session is gone. */
  reportActivity(): Promise<void>;
  /** POST /api/session/invalidate: ends the server session and clears the cookie. */
  invalidateSession(): Promise<void>;
}

export const authApi: AuthApi = {
  async getConfig() {
    return parseAnswer(AuthConfigSchema, await call('/api/auth/config', { method: 'GET' }), 'GET /api/auth/config');
  },
  async localSignIn(email, fullName) {
    const answer = parseAnswer(
      LocalSignInResponseSchema,
      await call('/api/auth/local/sign-in', { body: { email, full_name: fullName } }),
      'POST /api/auth/local/sign-in',
    );
    return answer.access_token;
  },
  async createSession(identityToken) {
    // The identity comes from the verified token alone; the body stays empty.
    parseAnswer(SessionCreatedSchema, await call('/api/session/create', { body: {}, bearer: identityToken }), 'POST /api/session/create');
  },
  async validateSession() {
    return parseAnswer(SessionValidationSchema, await call('/api/session/validate'), 'POST /api/session/validate');
  },
  async reportActivity() {
    await call('/api/session/activity');
  },
  async invalidateSession() {
    await call('/api/session/invalidate');
  },
};
