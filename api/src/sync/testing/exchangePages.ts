import { csvText, nseListCsv } from '../../ingest/testing';
import { dailyFileAddresses, equityListUrl, INDEX_LISTS, indexListUrl, type ExchangeBases, type IndexName } from '../sources/exchangeAddresses';
import { type FakeWorld } from './fakeWorld';

/** What a fake exchange answers with, written from a world: the archive's files by path, and the pages NSE answers when it refuses. */
export interface ServedFile {
  body: Uint8Array;
  contentType: string;
}

const encoder = new TextEncoder();
const CSV = 'text/csv';
const ZIP = 'application/zip';

/** The archive's files by path ('/content/equities/EQUITY_L.csv'); any other path is 404. */
export function archiveFiles(world: FakeWorld, bases: ExchangeBases): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  const at = (url: string, body: Uint8Array | string | null, contentType: string): void => {
    if (body !== null) files.set(new URL(url).pathname, { body: typeof body === 'string' ? encoder.encode(body) : body, contentType });
  };
  at(equityListUrl(bases), world.equityListText ?? nseListCsv(world.listings), CSV);
  for (const index of Object.keys(INDEX_LISTS) as IndexName[]) {
    const members = world.indexMembers.get(index);
    if (members === undefined) continue;
    const rows = members.map((member) => [member.name, member.industry, member.symbol, member.series, member.isin]);
    at(indexListUrl(bases, index), csvText(['Company Name', 'Industry', 'Symbol', 'Series', 'ISIN Code'], rows, { lineEnding: '\r\n' }), CSV);
  }
  for (const [day, published] of world.days) {
    for (const address of dailyFileAddresses(bases, day)) {
      const body = address.kind === 'bhavcopy' ? published.bhavcopyZip : address.kind === 'pr-zip' ? published.prZip : published.weekHighLowCsv;
      at(address.url, body, address.expect === 'zip' ? ZIP : CSV);
    }
  }
  for (const [path, bytes] of world.documents) files.set(path, { body: bytes, contentType: 'text/xml' });
  return files;
}

/** Akamai's refusal, as NSE's website answers a client it does not trust. */
export function accessDeniedPage(path: string): string {
  const reference = `#18.${Buffer.from(path).toString('hex').slice(0, 8)}.1700000000.${(path.length * 7919).toString(16)}`;
  return (
    '<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \n' +
    `You don't have permission to access "http&#58;&#47;&#47;www&#46;nseindia&#46;com${path.replaceAll('/', '&#47;')}" on this server.<P>\n` +
    `Reference&#32;${reference}\n</BODY>\n</HTML>\n`
  );
}

/** NSE's archive's small page for a file it does not have (a holiday, or not yet published). */
export const NOT_FOUND_PAGE =
  '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** The website's home page: what a browser's first visit gets, with the cookies the API asks for. */
export const HOME_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>NSE - National Stock Exchange of India Ltd</title></head>' +
  '<body><div id="root">Live market, equities, derivatives …</div></body></html>\n';

/** A status page for the `status` fault (429, 503 …). */
export const statusPage = (status: number): string => `<html><head><title>${status}</title></head><body><h1>${status}</h1></body></html>\n`;

/** Bytes that a zip reader refuses: what a `notAZip` fault serves. */
export const NOT_A_ZIP = encoder.encode('\u0000\u0001garbage: these bytes are no zip archive\n'.repeat(8));
