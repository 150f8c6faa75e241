import { Router, type RequestHandler } from 'express';
import { SupportRequestSchema, type SupportRequest } from 'shared-types/api';
import { HttpError } from '../http/httpError';
import { validateRequest } from '../http/validateRequest';
import { requestOrigin } from '../services/audit';
import { invalidSupportMessage, submitSupportMessage, type SupportDeps } from '../services/support';

export interface SupportRouterDeps extends SupportDeps {
  now: () => Date;
  /** Per user, or per IP for a visitor (http/rateLimits.ts supportLimiter). */
  limiter: RequestHandler;
}

/**
 * POST /api/support (docs/support.md): open to visitors and signed-in users.
 * Mounted after authenticate(), so a session names the sender; a refused
 * Authorization header is its 401, never an anonymous message.
 */
export function supportRouter(deps: SupportRouterDeps): Router {
  const router = Router();
  router.post('/api/support', deps.limiter, async (req, res) => {
    if (req.authError !== undefined) throw req.authError;
    const request = supportRequest(req.body);
    const auth = req.auth;
    const sender = auth === undefined ? null : { userId: auth.userId, email: auth.email, fullName: auth.fullName };
    const answer = await submitSupportMessage(deps, { sender, request, origin: requestOrigin(req), now: deps.now() });
    res.status(201).set('Cache-Control', 'private, no-store').json(answer);
  });
  return router;
}

/** The strict body; a refusal names the first field at fault as `field` (an unknown key names itself). */
function supportRequest(body: unknown): SupportRequest {
  try {
    return validateRequest(SupportRequestSchema, body);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const parsed = SupportRequestSchema.safeParse(body ?? {});
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    const field = issue === undefined ? null : issue.code === 'unrecognized_keys' ? (issue.keys[0] ?? null) : issue.path.map(String).join('.') || null;
    throw invalidSupportMessage(field, error.message);
  }
}
