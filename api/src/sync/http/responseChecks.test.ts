import { checkBody, looksLikeHtml } from './responseChecks';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('looksLikeHtml', () => {
  it('goes by content type text/html', () => {
    expect(looksLikeHtml('text/html; charset=utf-8', bytes('a,b\n1,2'))).toBe(true);
  });

  it.each(['<!DOCTYPE html><html>', '\uFEFF  \n<html lang="en">', '\r\n\t<head><title>Access Denied</title>'])('sniffs %j', (body) => {
    expect(looksLikeHtml('text/csv', bytes(body))).toBe(true);
  });

  it('leaves CSV, XML and JSON alone', () => {
    expect(looksLikeHtml('text/csv', bytes('SYMBOL,SERIES\nINFY,EQ'))).toBe(false);
    expect(looksLikeHtml('application/xml', bytes('<?xml version="1.0"?><xbrl/>'))).toBe(false);
    expect(looksLikeHtml(undefined, bytes('{"html":"<html>"}'))).toBe(false);
  });
});

describe('checkBody', () => {
  it('passes JSON, refuses an HTML page, and fails what is neither', () => {
    expect(checkBody('json', 'application/json', bytes('{"data":[]}'))).toEqual({ ok: true });
    expect(checkBody('json', 'application/json', bytes('<html><body>Blocked</body></html>'))).toEqual({ ok: false, refused: 'html-page' });
    expect(checkBody('json', 'application/json', bytes('{"data":['))).toEqual({ ok: false, reason: 'not JSON' });
  });
});
