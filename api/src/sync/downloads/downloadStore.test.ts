import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDownloadStore } from './downloadStore';

const now = new Date('2025-12-16T14:00:00Z');
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the downloads folder', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'conviction-downloads-'));
  });

  it("keeps a file at its URL's host and path, with its URL, time, size and hash in the ledger", () => {
    const store = openDownloadStore(dataDir);
    const url = 'https://nsearchives.nseindia.com/archives/equities/bhavcopy/pr/PR161225.zip';
    const file = store.keep(url, bytes('zip bytes'), now);
    expect(file).toBe(path.join(dataDir, 'downloads', 'nsearchives.nseindia.com', 'archives', 'equities', 'bhavcopy', 'pr', 'PR161225.zip'));
    expect(readFileSync(file, 'utf8')).toBe('zip bytes');
    const line = JSON.parse(readFileSync(path.join(dataDir, 'downloads', 'ledger.jsonl'), 'utf8').trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ url, event: 'fetched', at: now.toISOString(), bytes: 9 });
    expect(line.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(readdirSync(path.dirname(file))).toEqual(['PR161225.zip']); // no .part left behind
  });

  it('names an API answer by its query, so each symbol has its own file', () => {
    const store = openDownloadStore(dataDir);
    const a = store.keep('https://www.nseindia.com/api/corporate-share-holdings-master?index=equities&symbol=M%26M', bytes('[]'), now);
    const b = store.keep('https://www.nseindia.com/api/corporate-share-holdings-master?index=equities&symbol=TCS', bytes('[]'), now);
    expect(path.basename(a)).toBe('corporate-share-holdings-master__index=equities&symbol=M&M.json');
    expect(a).not.toBe(b);
  });

  it('keeps a file whose name has a stray % or is too long for a file system', () => {
    const store = openDownloadStore(dataDir);
    expect(path.basename(store.keep('https://x.test/corporate/xbrl/AB%_1.xml', bytes('<a/>'), now))).toBe('AB__1.xml');
    const long = store.keep(`https://x.test/api/list?symbol=${'A'.repeat(400)}`, bytes('[]'), now);
    expect(path.basename(long)).toMatch(/^list__symbol=A{67}~[0-9a-f]{16}$/);
    expect(store.read(`https://x.test/api/list?symbol=${'A'.repeat(400)}`)).toEqual(bytes('[]'));
  });

  it('remembers across runs what was fetched, absent, imported or refused', () => {
    const first = openDownloadStore(dataDir);
    first.keep('https://x.test/a.xml', bytes('<a/>'), now);
    first.markImported('https://x.test/a.xml', 'filings', 1, now);
    first.keep('https://x.test/b.xml', bytes('<b/>'), now);
    first.markRefused('https://x.test/b.xml', 'filings', 'Indian GAAP', now);
    first.markAbsent('https://x.test/c.zip', 404, now);
    const second = openDownloadStore(dataDir);
    expect(second.record('https://x.test/a.xml')).toMatchObject({
      importedAt: now.toISOString(),
      importedSha: second.record('https://x.test/a.xml').fetched?.sha256,
    });
    expect(second.record('https://x.test/b.xml').refused).toBe('Indian GAAP');
    expect(second.record('https://x.test/c.zip')).toEqual({ absentAt: now.toISOString() });
    expect(second.read('https://x.test/a.xml')).toEqual(bytes('<a/>'));
    expect(second.read('https://x.test/nothing.xml')).toBeUndefined();
  });

  it('ignores a ledger line cut short by a kill, and a kept file that changed or went', () => {
    const store = openDownloadStore(dataDir);
    const file = store.keep('https://x.test/a.xml', bytes('<a/>'), now);
    store.keep('https://x.test/b.xml', bytes('<b/>'), now);
    appendFileSync(path.join(dataDir, 'downloads', 'ledger.jsonl'), '{"url":"https://x.test/b.xml","event":"impo');
    writeFileSync(file, '<changed/>');
    const reopened = openDownloadStore(dataDir);
    expect(reopened.record('https://x.test/b.xml').importedAt).toBeUndefined();
    expect(reopened.read('https://x.test/a.xml')).toBeUndefined();
    expect(existsSync(file)).toBe(true);
  });
});
