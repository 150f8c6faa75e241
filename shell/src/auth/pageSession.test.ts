import { PAGE_SESSION_ELEMENT_ID } from 'shared-types/api';
import { isProviderRedirect, readPageSession } from './pageSession';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_SESSION_ELEMENT_ID;
    block.textContent = json;
    doc.head.append(block);
  }
  return doc;
}

describe('readPageSession', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('reads a signed-in and a signed-out page', () => {
    const user = { user_id: 'u1', email: 'a@example.com', full_name: null, picture: null };
    expect(readPageSession(pageWith(JSON.stringify({ status: 'signedIn', user })))).toEqual({ status: 'signedIn', user });
    expect(readPageSession(pageWith('{"status":"signedOut"}'))).toEqual({ status: 'signedOut' });
  });

  it('is null for a page without one (a CDN, the dev server)', () => {
    expect(readPageSession(pageWith(null))).toBeNull();
  });

  it('is null, and logs why, for a block that is not JSON or not the contract', () => {
    expect(readPageSession(pageWith('{not json'))).toBeNull();
    expect(readPageSession(pageWith('{"status":"signedIn"}'))).toBeNull();
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});

describe('isProviderRedirect', () => {
  it('recognises the way back from Google (implicit and PKCE flows, and their errors)', () => {
    expect(isProviderRedirect({ hash: '#access_token=abc&refresh_token=def', search: '' })).toBe(true);
    expect(isProviderRedirect({ hash: '', search: '?code=xyz' })).toBe(true);
    expect(isProviderRedirect({ hash: '#error_description=denied', search: '' })).toBe(true);
  });

  it('is false for ordinary visits and in-page links', () => {
    expect(isProviderRedirect({ hash: '', search: '' })).toBe(false);
    expect(isProviderRedirect({ hash: '#research', search: '' })).toBe(false);
    expect(isProviderRedirect({ hash: '', search: '?api=real' })).toBe(false);
  });
});
