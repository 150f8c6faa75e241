// Origins from configuration are pasted into the Content-Security-Policy and CORS
// headers, so only host names, IPv4 and bracketed IPv6 pass: no wildcard (which
// the CSP would honour), no credentials, nothing that could end a directive.
const SAFE_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The origin of an http(s) URL, or undefined when it is not one or not safe to list. */
export function safeOriginOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.username !== '' || url.password !== '') return undefined;
    return SAFE_ORIGIN.test(url.origin) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
