import { CookieJar } from './browserSession';

describe('CookieJar', () => {
  const now = Date.parse('2025-03-03T10:00:00Z');

  it('keeps name=value pairs, the latest value winning, and drops the attributes', () => {
    const jar = new CookieJar();
    expect(jar.header()).toBeUndefined();
    jar.store(['nsit=abc; Path=/; HttpOnly; Secure', 'nseappid=x=y==; Max-Age=600'], now);
    jar.store(['nsit=def; Path=/'], now);
    expect(jar.header()).toBe('nsit=def; nseappid=x=y==');
  });

  it('drops a cookie the server expires', () => {
    const jar = new CookieJar();
    jar.store(['a=1', 'b=2', 'c=3'], now);
    jar.store(['a=; Max-Age=0', 'b=gone; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'c=4; Expires=Wed, 03 Mar 2027 10:00:00 GMT'], now);
    expect(jar.header()).toBe('c=4');
  });
});
