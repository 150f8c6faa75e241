import { PART1_SECTIONS, PART1_TITLE, PART2_TITLE, type CompanyDetails } from 'shared-types/api';
import { analyseCompany } from '../index';
import { readShareholding } from '../metrics/shareholding';
import { steadyCompounder } from '../testing/archetypes';
import { type ShareholdingPoint } from '../types';
import { pattern as point } from '../v1/part1Cases';

const run = (shareholding: ShareholdingPoint[] | undefined): CompanyDetails =>
  analyseCompany({ ...steadyCompounder(), ...(shareholding === undefined ? {} : { shareholding }) }, { computedAt: '2025-07-01T00:00:00.000Z' });
const guidance = (d: CompanyDetails) => d[PART1_TITLE][PART1_SECTIONS[1]];
const insights = (d: CompanyDetails): string[] => {
  const value = guidance(d)['Key Insights'];
  return Array.isArray(value) ? value : [];
};
describe('Part 1 reads the shareholding patterns', () => {
  const patterns = [
    point('2024-06-30', 61.2, 5, 18, 12),
    point('2024-09-30', 60.8, 12, 18.5, 12.5),
    point('2025-03-31', 59.5, 20, 20, 13),
    point('2025-06-30', 58.4, 28, 21.5, 14),
  ];

  it('states promoter holding and its fall over the year, with the dates', () => {
    const lines = insights(run(patterns));
    expect(lines).toContain(
      'Promoter holding: 58.4% of shares on 2025-06-30, down 2.8 percentage points from 61.2% on 2024-06-30. A falling promoter stake is worth a look: read the filings for sales, dilution by a share issue, or a move to a holding company.',
    );
  });

  it('calls a pledge above 25% of the promoter holding a red flag, and one above 10% a concern', () => {
    expect(insights(run(patterns)).find((line) => line.startsWith('Pledged promoter shares'))).toMatch(
      /^Pledged promoter shares: 28\.0% of the promoter group's shares pledged or encumbered \(2025-06-30\) — a red flag \(above 25%\)/,
    );
    const concern = patterns.map((p) => ({ ...p, promoterPledgedPct: 12 }));
    expect(insights(run(concern)).find((line) => line.startsWith('Pledged promoter shares'))).toMatch(/— a concern \(above 10%\)/);
    expect(readShareholding([point('2025-06-30', 50, 10, null, null)])?.pledge?.level).toBe('low');
  });

  it('states the institutions’ holding and its trend', () => {
    expect(insights(run(patterns))).toContain(
      'Institutional holding (foreign 21.5%, domestic 14.0%): 35.5% of shares on 2025-06-30, up 5.5 percentage points from 30.0% on 2024-06-30.',
    );
  });

  it('no longer says the data cannot show promoter holding once a pattern is in', () => {
    const summary = String(guidance(run(patterns))['Overall Credibility Assessment']);
    expect(summary).not.toMatch(/cannot show promoter holding/);
    expect(String(guidance(run(undefined))['Overall Credibility Assessment'])).toMatch(/cannot show promoter holding/);
  });

  it('says what is missing when no pattern was imported', () => {
    expect(insights(run(undefined))).toContain(
      'Shareholding: no shareholding pattern has been imported, so promoter holding, pledged shares and institutional holding are not assessed.',
    );
  });

  it('flags a red-flag pledge among Part 2’s risks, and leaves the row out without pledge data', () => {
    const row = (d: CompanyDetails) => d[PART2_TITLE].summary_table.find((r) => r.Factor.startsWith('Promoter shares pledged'));
    expect(row(run(patterns))).toMatchObject({ Assessment: 'YES' });
    expect(row(run(patterns.map((p) => ({ ...p, promoterPledgedPct: 0 }))))).toMatchObject({ Assessment: 'NO' });
    expect(row(run(undefined))).toBeUndefined();
  });

  it('reads a widely held company (no promoter) without a pledge line', () => {
    const lines = insights(run([point('2025-06-30', 0, null, 40, 30)]));
    expect(lines[lines.length - 2]).toMatch(/no promoter group holds shares/);
    expect(lines.some((line) => line.startsWith('Pledged promoter shares'))).toBe(false);
  });
});
