/**
 * NSE's website API answers 401/403 unless the request carries the cookies
 * its home page sets (bot protection), like a browser that opened the site
 * first. A session here is that: one visit to the home page per client, its
 * cookies kept in a small jar and sent with the API requests, and one more
 * visit when the API starts refusing (the cookies have expired). Concurrent
 * requests share a visit rather than each making their own.
 */

/** Cookie name → value. Domains and paths are not tracked: the jar is sent only with requests that name its session. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes `Set-Cookie` lines (Headers.getSetCookie()); a cookie set to expire now or earlier is dropped. */
  store(setCookieLines: readonly string[], now: number): void {
    for (const line of setCookieLines) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      if (isExpired(attributes, now)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The `Cookie` header value, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function isExpired(attributes: readonly string[], now: number): boolean {
  for (const attribute of attributes) {
    const equals = attribute.indexOf('=');
    const key = (equals < 0 ? attribute : attribute.slice(0, equals)).trim().toLowerCase();
    const value = equals < 0 ? '' : attribute.slice(equals + 1).trim();
    if (key === 'max-age' && /^-?\d+$/.test(value)) return Number(value) <= 0;
    if (key === 'expires') {
      const date = Date.parse(value);
      if (!Number.isNaN(date) && date <= now) return true;
    }
  }
  return false;
}

export interface BrowserSession {
  readonly homeUrl: string;
  readonly jar: CookieJar;
  /** How many home visits have succeeded; a request notes it so a refresh is not repeated for the same stale cookies. */
  readonly visits: number;
}

interface SessionState extends BrowserSession {
  visits: number;
  visiting: Promise<void> | undefined;
}

export interface BrowserSessions {
  /** The session for a home page, visiting it first if it has not been visited yet. */
  ready(homeUrl: string): Promise<BrowserSession>;
  /** Visits the home page again, unless another request already did since `seenVisits`. */
  refresh(session: BrowserSession, seenVisits: number): Promise<void>;
}

/** `visitHome` makes the request (cookies already go in and out through the jar) and throws if the visit fails. */
export function createBrowserSessions(visitHome: (session: BrowserSession) => Promise<void>): BrowserSessions {
  const sessions = new Map<string, SessionState>();

  function visit(state: SessionState): Promise<void> {
    state.visiting ??= visitHome(state)
      .then(() => {
        state.visits += 1;
      })
      .finally(() => {
        state.visiting = undefined;
      });
    return state.visiting;
  }

  return {
    async ready(homeUrl) {
      let state = sessions.get(homeUrl);
      if (!state) {
        state = { homeUrl, jar: new CookieJar(), visits: 0, visiting: undefined };
        sessions.set(homeUrl, state);
      }
      if (state.visits === 0) await visit(state);
      return state;
    },
    async refresh(session, seenVisits) {
      const state = sessions.get(session.homeUrl);
      if (!state) return;
      if (state.visits > seenVisits) {
        await state.visiting;
        return;
      }
      await visit(state);
    },
  };
}
