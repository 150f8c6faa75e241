import http from 'node:http';
import { type AccessSummary } from 'shared-types/api';

/**
 * A small HTTP client over node:http with keep-alive: cheaper per request than
 * fetch, which matters when the client shares two cores with the servers (bench).
 */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RequestOptions {
  cookie?: string;
  bearer?: string;
  json?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function send(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method, headers, agent, timeout: options.timeoutMs ?? 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

export const parse = <T>(answer: Answer): T => JSON.parse(answer.text) as T;

export interface SignedIn {
  email: string;
  userId: string;
  /** `__Host-sid=<token>`: valid on every instance (sessions live in the database). */
  cookie: string;
}

/**
 * Local sign-in and session creation, both on `baseUrl`: the local issuer's key
 * lives in each instance's data folder, so its token is only verified where it was made.
 */
export async function signIn(baseUrl: string, email: string, name = 'Scale Tester'): Promise<SignedIn> {
  const issued = await send(baseUrl, 'POST', '/api/auth/local/sign-in', { json: { email, full_name: name } });
  if (issued.status !== 200) throw new Error(`local sign-in answered ${issued.status}: ${issued.text}`);
  const { access_token: token } = parse<{ access_token: string }>(issued);
  const created = await send(baseUrl, 'POST', '/api/session/create', { bearer: token, json: {} });
  if (created.status !== 200) throw new Error(`session/create answered ${created.status}: ${created.text}`);
  const cookie = ([] as string[])
    .concat(created.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('__Host-sid='))
    ?.split(';')[0];
  if (!cookie) throw new Error('session/create set no __Host-sid cookie');
  const validated = parse<{ user_id: string | null }>(await send(baseUrl, 'POST', '/api/session/validate', { cookie, json: {} }));
  if (!validated.user_id) throw new Error('the new session does not validate');
  return { email, userId: validated.user_id, cookie };
}

export interface Company {
  id: string;
  name: string;
}

export async function stockList(baseUrl: string): Promise<Company[]> {
  const answer = await send(baseUrl, 'GET', '/api/stocks');
  if (answer.status !== 200) throw new Error(`/api/stocks answered ${answer.status}`);
  return parse<Company[]>(answer);
}

export const research = (baseUrl: string, user: SignedIn, company: Company): Promise<Answer> =>
  send(baseUrl, 'POST', '/api/company/search', { cookie: user.cookie, json: { company_id: company.id, company_name: company.name } });

export const summaryAnswer = (baseUrl: string, user: SignedIn): Promise<Answer> =>
  send(baseUrl, 'GET', `/api/company/access-summary/${user.userId}`, { cookie: user.cookie });

export async function accessSummary(baseUrl: string, user: SignedIn): Promise<AccessSummary> {
  const answer = await summaryAnswer(baseUrl, user);
  if (answer.status !== 200) throw new Error(`access summary answered ${answer.status}: ${answer.text}`);
  return parse<AccessSummary>(answer);
}

export const upgrade = (baseUrl: string, user: SignedIn): Promise<Answer> =>
  send(baseUrl, 'POST', '/api/subscription/upgrade', { cookie: user.cookie, json: { subscription_tier: '3_months' } });

/** Whether the cookie's session is accepted (POST /api/session/validate answers from the authentication alone). */
export async function sessionValid(baseUrl: string, user: SignedIn): Promise<boolean> {
  const answer = await send(baseUrl, 'POST', '/api/session/validate', { cookie: user.cookie, json: {} });
  if (answer.status !== 200) throw new Error(`session/validate answered ${answer.status}: ${answer.text}`);
  return parse<{ valid: boolean }>(answer).valid;
}

export const signOut = (baseUrl: string, user: SignedIn): Promise<Answer> =>
  send(baseUrl, 'POST', '/api/session/invalidate', { cookie: user.cookie, json: {} });
