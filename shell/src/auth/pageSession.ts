import { PAGE_SESSION_ELEMENT_ID, PageSessionSchema, type PageSession } from 'shared-types/api';
import { logAuthError } from './log';

/**
 * The session the server put into the page (shared-types/api pageSession.ts),
 * or null when the page carries none or one that does not parse: the client
 * then finds out for itself, as before.
 */
export function readPageSession(doc: Document = document): PageSession | null {
  const element = doc.getElementById(PAGE_SESSION_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = PageSessionSchema.safeParse(JSON.parse(element.textContent));
    if (parsed.success) return parsed.data;
    logAuthError('The page session does not match its contract; asking the server instead', parsed.error);
  } catch (error) {
    logAuthError('The page session is not valid JSON; asking the server instead', error);
  }
  return null;
}

/**
 * Back from Google with a provider session to exchange: Supabase puts an
 * access token in the hash (implicit flow) or a code in the query (PKCE).
 */
export function isProviderRedirect(location: Pick<Location, 'hash' | 'search'> = window.location): boolean {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return hash.has('access_token') || hash.has('error_description') || query.has('code') || query.has('error_description');
}
