import { type MetaV2 } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { analyseCompany } from '../index';
import { ARCHETYPES } from '../testing/archetypes';
import { metaRichCase } from '../testing/metaCases';
import { classificationReasonOf } from '../v2/classificationReason';
import { buildMetaV2 } from '../v2/meta';
import { classificationV1, dataSourcesV1, priceSourceV1, ttmV1 } from './meta';
import { classificationReasonV1 } from './metaNotes';

/** v1's analysis_meta lines rendered from the v2 meta: today's words, from stored v2 as from fresh. */

const AT = '2026-05-01T00:00:00.000Z';

const renderAll = (v2: MetaV2) => ({
  data_sources: dataSourcesV1(v2.sources),
  trailing_twelve_months: ttmV1(v2.ttm),
  price_source: priceSourceV1(v2.price),
  classification: classificationV1(v2.classification),
});

describe('v1 meta rendered from v2', () => {
  it('writes the sources’ notes, the TTM and the classification in v1’s words', () => {
    const meta = analyseCompany(metaRichCase(), { computedAt: AT }).analysis_meta;
    const [, screener, filing] = meta.data_sources;
    expect(screener?.notes).toEqual([
      'The years come from 2 Screener exports: FY2016–FY2023 from the export with years to 2024-03-31; FY2024–FY2025 from the export with years to 2025-03-31 and quarters to 2025-06-30. A later export restates past years and can move figures between lines, so figures across them may not compare exactly.',
    ]);
    expect(screener?.description).toContain('Whether they are consolidated or standalone is not recorded');
    expect(filing?.notes?.[0]).toBe(
      'net profit owners for the period to 2018-03-31: the exchange filing says ₹1,33,016.37 crore, the Screener export ₹1,23,249.07 crore (-7.3%); the filing is kept.',
    );
    expect(filing?.notes?.[1]).toMatch(/^The Screener export's years agree with neither the consolidated nor the standalone filings/);
    expect(filing?.notes?.[2]).toMatch(/^Filings on record were made under the symbol TATAMOTORS, not TMPV: the company has changed identity since/);
    expect(meta.trailing_twelve_months).toEqual({
      label: 'TTM to Mar 2026',
      period_end: '2026-03-31',
      quarter_ends: ['2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31'],
      figures: ['sales', 'net profit (exceptional items left out)', 'EPS (net profit (exceptional items left out) / FY2025 shares)'],
      notes: [
        "TTM to Mar 2026: exceptional items of ₹100.0 crore before tax are left out of net profit (₹640.0 crore as reported, ₹565.0 crore without them), so EPS reflects the business's run-rate.",
        'Other income in the quarter to Dec 2025 was ₹400.0 crore, more than twice its 8-quarter median of ₹40.0 crore: TTM to Mar 2026 profit and EPS include it, so they overstate the run-rate if it does not recur.',
        'The quarter to Mar 2026 against the quarter to Mar 2025: sales ₹2,40,000 crore against ₹2,40,000 crore, net profit ₹160.0 crore against ₹160.0 crore.',
      ],
    });
    expect(meta.price_source).toEqual({
      kind: 'bhavcopy',
      label: 'Exchange close (bhavcopy)',
      as_of: '2026-04-15',
      approximate: false,
      stale: false,
      days_old: 16,
    });
    expect(meta.classification).toEqual({
      kind: 'industrial',
      kind_source: 'bse_list',
      kind_reason: "BSE basic industry 'Passenger Cars & Utility Vehicles'",
      sector: 'Consumer Goods',
      industry: 'Automobiles',
    });
  });

  it.each([...Object.entries(ARCHETYPES), ['ttm and noted sources', metaRichCase] as const])(
    '%s: renders the same from stored v2 (JSON) as from fresh',
    (_, make) => {
      const facts = make();
      const v2 = buildMetaV2(runAnalysis(facts, AT), facts.sources);
      expect(renderAll(JSON.parse(JSON.stringify(v2)) as MetaV2)).toEqual(renderAll(v2));
    },
  );

  it('gives notes that came only as words (facts from before the codes) back as they were', () => {
    const facts = { ...metaRichCase(), sources: [{ kind: 'exchange_filing' as const, description: 'Filed.', asOf: null, notes: ['An older note.'] }] };
    const meta = analyseCompany(facts, { computedAt: AT }).analysis_meta;
    expect(meta.data_sources).toEqual([{ kind: 'exchange_filing', description: 'Filed.', as_of: null, notes: ['An older note.'] }]);
  });
});

describe('the classification reason the ingest stored, as a code and back', () => {
  it.each([
    "BSE basic industry 'Private Sector Bank'",
    "BSE industry 'Banks'",
    "BSE sector 'Financial Services'",
    "BSE basic industry 'Gems, Jewellery And Watches'",
    'no inventory, receivables or raw material in any year, and borrowings 85% of the balance sheet',
    'given with --kind',
    "the demo universe's sector",
    "a Screener export's lender rows",
    'a reason no pattern knows',
  ])('%s', (text) => {
    expect(classificationReasonV1(classificationReasonOf(text))).toBe(text);
  });

  it('reads the level and the name as data', () => {
    expect(classificationReasonOf("BSE basic industry 'Private Sector Bank'")).toEqual({
      code: 'classification.bse_list',
      params: { level: 'basic_industry', name: 'Private Sector Bank' },
    });
    expect(classificationReasonOf('something else').code).toBe('classification.stated');
  });
});
