import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { createLogger } from './logger';

/** A destination that keeps what is written, and says whether it is a terminal. */
function capture(isTTY: boolean) {
  let written = '';
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    }),
    { isTTY },
  );
  return { stream, lines: () => stripVTControlCharacters(written).split('\n').filter(Boolean) };
}

describe('createLogger', () => {
  it('writes one JSON object per line when the output is not a terminal (piped, systemd)', () => {
    const out = capture(false);
    createLogger('info', { destination: out.stream }).info({ url: 'http://localhost:3000' }, 'Conviction is running at http://localhost:3000');

    const [line, ...rest] = out.lines();
    expect(rest).toEqual([]);
    expect(JSON.parse(line ?? '')).toMatchObject({ level: 30, msg: 'Conviction is running at http://localhost:3000', url: 'http://localhost:3000' });
  });

  it('writes readable lines on a terminal: an info line is its time, level and message alone', () => {
    const out = capture(true);
    const logger = createLogger('info', { destination: out.stream });
    logger.info({ applied: ['0001_initial'], schema: 'public' }, 'Applied 1 migration(s)');
    logger.info({ url: 'http://localhost:3000', address: '127.0.0.1' }, 'Conviction is running at http://localhost:3000');

    expect(out.lines()).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Applied 1 migration\(s\)$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Conviction is running at http:\/\/localhost:3000$/),
    ]);
  });

  it('keeps the fields of a warning or an error on a terminal, the stack included', () => {
    const out = capture(true);
    createLogger('info', { destination: out.stream }).error({ err: new Error('disk full'), folder: '/data' }, 'Import failed');

    const text = out.lines().join('\n');
    expect(out.lines()[0]).toMatch(/ERROR: Import failed$/);
    expect(text).toContain('folder: "/data"');
    expect(text).toContain('Error: disk full');
    expect(text).toMatch(/at .*logger\.test\.ts/);
  });

  it('names the method, path, status and time of a request on a terminal', () => {
    const out = capture(true);
    createLogger('info', { destination: out.stream }).info(
      { req: { id: 'r1', method: 'GET', url: '/api/stocks' }, res: { statusCode: 200 }, responseTime: 12 },
      'request completed',
    );

    expect(out.lines()).toEqual([expect.stringMatching(/INFO: GET \/api\/stocks 200 in 12 ms$/)]);
  });

  it('can be told which to write whatever the destination is', () => {
    const out = capture(true);
    createLogger('info', { destination: out.stream, terminal: false }).info('plain');
    expect(JSON.parse(out.lines()[0] ?? '')).toMatchObject({ msg: 'plain' });
  });
});
