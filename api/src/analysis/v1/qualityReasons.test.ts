import { ALTMAN_GAPS } from '../metrics/altman';
import { type BeneishGap } from '../metrics/beneish';
import { type PiotroskiGap } from '../metrics/quality';
import { qualityGapCode } from '../v2/measureReasons';
import { altmanMeasureV1, beneishMeasureV1, piotroskiMeasureV1 } from './qualityReasons';

/**
 * Part 4's left-out reasons of Altman, Beneish and Piotroski: from the metric's code, through the
 * score's code stored as JSON, back to the sentence v1 clients got before the metrics gave codes.
 */

const stored = (gap: PiotroskiGap | BeneishGap) => JSON.parse(JSON.stringify(qualityGapCode(gap))) as ReturnType<typeof qualityGapCode>;

describe('the v1 words of the quality metrics’ codes', () => {
  it('words every Altman code as before', () => {
    expect(ALTMAN_GAPS.map(altmanMeasureV1)).toEqual([
      'financial company: Altman Z-score not applicable, as it was built for non-financial firms',
      'total assets unknown or not positive',
      'needs reserves, EBIT and net worth',
      'total liabilities (total assets − net worth) are zero or negative',
      "current assets and current liabilities are unknown (Screener exports do not carry them), so X1 (working capital / total assets) cannot be computed, and Z'' is not judged with a term missing",
      'ratios out of range',
    ]);
  });

  it.each<[BeneishGap, string]>([
    [{ code: 'lender' }, 'financial company: Beneish M-score not applicable, as its ratios assume an industrial balance sheet'],
    [{ code: 'no_statements' }, 'no financial statements'],
    [{ code: 'needs_previous_year', year: 'FY2025', previousYear: 'FY2024' }, 'needs FY2024 as well as FY2025, and FY2024 is missing'],
    [
      { code: 'needs_inputs', inputs: ['dsri', 'tata'] },
      'needs receivables and sales for both years (DSRI); net profit, operating cash flow and total assets (TATA)',
    ],
    [{ code: 'needs_inputs', inputs: ['sgi'] }, 'needs positive sales for both years (SGI)'],
    [{ code: 'out_of_range' }, 'ratios out of range'],
  ])('Beneish %j', (gap, text) => {
    const coded = stored(gap);
    expect(beneishMeasureV1(coded.code, coded.params)).toBe(text);
  });

  it.each<[PiotroskiGap, string]>([
    [{ code: 'lender' }, 'financial company: the F-score’s leverage, liquidity and asset-turnover tests do not fit a lender’s balance sheet'],
    [{ code: 'no_statements' }, 'no financial statements'],
    [{ code: 'needs_previous_year', year: 'FY2020', previousYear: 'FY2019' }, 'needs FY2019 as well as FY2020, and FY2019 is missing'],
  ])('Piotroski %j', (gap, text) => {
    const coded = stored(gap);
    expect(piotroskiMeasureV1(coded.code, coded.params)).toBe(text);
  });
});
