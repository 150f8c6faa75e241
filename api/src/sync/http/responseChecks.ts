/**
 * Is the body what was asked for? Exchanges behind bot protection answer a
 * file's address with an HTML page (a block page, a "site under maintenance"
 * page, a login redirect) and often status 200, sometimes with a wrong
 * content type. Importing that as a CSV or zip would fail later with a
 * confusing error, so it is caught here, at the download.
 */

export type Expected = 'zip' | 'csv' | 'json' | 'xml';

export type BodyVerdict = { ok: true } | { ok: false; refused: 'html-page' } | { ok: false; reason: string };

const HTML_START = /^(?:<!doctype html|<html|<head)/i;
/** Enough of the body to get past leading whitespace and a BOM. */
const SNIFF_BYTES = 1024;

/** Content type text/html, or the body starts (after whitespace and a BOM) with an HTML document's first tag. */
export function looksLikeHtml(contentType: string | undefined, bytes: Uint8Array): boolean {
  if (contentType?.split(';')[0]?.trim().toLowerCase() === 'text/html') return true;
  const start = new TextDecoder().decode(bytes.subarray(0, SNIFF_BYTES)).replace(/^[\uFEFF\s]+/, '');
  return HTML_START.test(start);
}

export function checkBody(expect: Expected, contentType: string | undefined, bytes: Uint8Array): BodyVerdict {
  if (looksLikeHtml(contentType, bytes)) return { ok: false, refused: 'html-page' };
  if (expect !== 'json') return { ok: true };
  try {
    JSON.parse(new TextDecoder().decode(bytes));
    return { ok: true };
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
}
