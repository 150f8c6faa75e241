import { parseIngestArgs } from './ingestProgram';

function parse(argv: string[]) {
  const out = { stdout: '', stderr: '' };
  const streams = { stdout: { write: (text: string) => (out.stdout += text) }, stderr: { write: (text: string) => (out.stderr += text) } };
  return parseIngestArgs(argv, streams).then((result) => ({ result, ...out }));
}

describe('the ingest command line', () => {
  it("takes screener's options once, for every file", async () => {
    const { result } = await parse([
      'screener',
      '--company',
      'ASIANPAINT',
      '--price-date',
      '2026-05-20',
      '--basis',
      'standalone',
      '--kind',
      'lender',
      '--replace',
      'a.xlsx',
      'b.xlsx',
    ]);
    expect(result).toMatchObject({
      command: 'screener',
      files: ['a.xlsx', 'b.xlsx'],
      options: { company: 'ASIANPAINT', priceDate: '2026-05-20', basis: 'standalone', kind: 'lender', replace: true },
    });
  });

  it("takes prices' --trade-date, and gives no options to a command that was given none", async () => {
    expect((await parse(['prices', '--trade-date', '2021-05-06', 'bse.csv'])).result).toMatchObject({ options: { tradeDate: '2021-05-06' } });
    expect((await parse(['nse-list', 'EQUITY_L.csv'])).result).toMatchObject({ options: {} });
  });

  it.each([
    [
      ['screener', '--price-date', '20-05-2026', 'a.xlsx'],
      "option '--price-date <YYYY-MM-DD>' argument '20-05-2026' is invalid. expected a date as YYYY-MM-DD.",
    ],
    [
      ['screener', '--kind', 'bank', 'a.xlsx'],
      "option '--kind <kind>' argument 'bank' is invalid. Allowed choices are industrial, lender, insurer, other_financial.",
    ],
    [['screener', '--basis', 'audited', 'a.xlsx'], 'Allowed choices are consolidated, standalone.'],
    [['nse-list', '--company', 'TCS', 'EQUITY_L.csv'], "unknown option '--company'"],
  ])('refuses %p with a usage error', async (argv, message) => {
    const { result, stderr } = await parse(argv);
    expect(result).toBe(2);
    expect(stderr).toContain(message);
  });
});
