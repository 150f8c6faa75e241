import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prZip } from '../src/ingest/testing';
import { inflatingEntry, rawZip, workbookZip } from '../src/ingest/testing/zipBombs';
import { copyDataFolder, reportFigure, startServer, type RunningServer } from './harness';

/**
 * Finding F4 (issue 28): a 918 kB .xlsx inflating to ~1 GB took the server from
 * 503 MB to 1.41 GB and stalled /healthz 5.7 s; a 2.4 MB zip got it OOM-killed.
 * Each bomb here goes to the import route as `npm run ingest` sends it; the
 * answer must be the coded refusal, and the server must stay up and answering.
 * RSS and the slowest /healthz seen are printed, not asserted.
 */
describe('zip bombs sent to the import route', () => {
  let data: ReturnType<typeof copyDataFolder>;
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    data = copyDataFolder();
    server = await startServer({ via: 'node', env: { DATA_DIR: data.dataDir } });
    token = (JSON.parse(readFileSync(path.join(data.dataDir, 'import-token.json'), 'utf8')) as { token: string }).token;
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exit;
    data?.remove();
  });

  /** VmRSS and VmHWM (the peak) of the server, in MB. */
  function memory(): { rss: number; peak: number } {
    const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    const field = (name: string) => Math.round(Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024);
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  }

  /** Polls /healthz one request at a time until stopped; resolves with the slowest answer and whether all were 200. */
  function watchHealth(): { stop(): Promise<{ worstMs: number; allOk: boolean; count: number }> } {
    let running = true;
    const watching = (async () => {
      let worstMs = 0;
      let allOk = true;
      let count = 0;
      while (running) {
        const startedAt = performance.now();
        const status = await fetch(`${server.baseUrl}/healthz`).then(
          (res) => res.status,
          () => 0,
        );
        worstMs = Math.max(worstMs, performance.now() - startedAt);
        allOk &&= status === 200;
        count += 1;
      }
      return { worstMs: Math.round(worstMs), allOk, count };
    })();
    return {
      stop: async () => {
        running = false;
        return watching;
      },
    };
  }

  async function importBomb(command: string, file: string, bytes: Uint8Array): Promise<Array<Record<string, unknown>>> {
    const res = await fetch(`${server.baseUrl}/api/admin/import/${command}`, {
      method: 'POST',
      headers: { 'X-Import-Token': token, 'X-Import-File': encodeURIComponent(file), 'Content-Type': 'application/octet-stream' },
      body: Buffer.from(bytes),
    });
    expect(res.status).toBe(200); // the route streams; the refusal is its error line
    return (await res.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  const sheet = { prefix: '<worksheet><sheetData>', suffix: '</sheetData></worksheet>' };
  it.each([
    ['screener', 'bomb.xlsx', () => workbookZip(inflatingEntry('sheet', { mebibytes: 1024, ...sheet })), /would inflate to 1 GiB, more than the 2 MiB/],
    [
      'screener',
      'liar.xlsx',
      () => workbookZip(inflatingEntry('sheet', { mebibytes: 1024, ...sheet, declaredSize: 1000 })),
      /more than the 1,000 bytes its header declares/,
    ],
    ['prices', 'BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv.zip', () => rawZip([inflatingEntry('BhavCopy.csv', { mebibytes: 2400 })]), /more than the 32 MiB/],
    ['daily', 'PR161225.zip', () => rawZip([inflatingEntry('pd16122025.csv', { mebibytes: 1024, declaredSize: 4000 })]), /its header declares/],
  ])('%s %s: refused with zip_refused while /healthz keeps answering', async (command, file, build, reason) => {
    const bomb = build();
    const before = memory();
    const health = watchHealth();
    const answer = await importBomb(command, file, bomb);
    const seen = await health.stop();
    const after = memory();
    expect(answer).toEqual([{ type: 'error', code: 'zip_refused', message: expect.stringMatching(reason) }]);
    expect(seen.allOk).toBe(true);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    reportFigure(
      `${command} ${file} (${(bomb.length / 1e6).toFixed(2)} MB): RSS ${before.rss} → ${after.rss} MB, peak so far ${after.peak} MB; ` +
        `slowest /healthz of ${seen.count} during the import ${seen.worstMs} ms`,
    );
  });

  it('still imports a real zip afterwards', async () => {
    const answer = await importBomb('daily', 'PR161225.zip', prZip('2025-12-16', {}));
    expect(answer.at(-1)).toMatchObject({ type: 'summary' });
  });
});
