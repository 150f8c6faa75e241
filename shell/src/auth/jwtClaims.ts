/**
 * When a JWT was issued (milliseconds since the epoch), read from its `iat`
 * claim without verifying it: only used to decide whether to refresh before the
 * exchange. The API verifies every token it is given. Null when unreadable.
 */
export function tokenIssuedAtMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    if (typeof claims !== 'object' || claims === null) return null;
    const iat = (claims as { iat?: unknown }).iat;
    return typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : null;
  } catch {
    return null;
  }
}
