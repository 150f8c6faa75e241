import { resultsXbrl, type ResultsXbrlSpec } from '../../testing/resultsXbrl';
import { fractionToPercent, plainNumber, rupeesToCrore } from './factValues';
import { type IncomeFigures } from './filingRecords';
import { parseFilingDocument } from './index';

const quarterOf = (spec: ResultsXbrlSpec): IncomeFigures => {
  const { filing } = parseFilingDocument(resultsXbrl(spec), 'BANKING_101078_1023175_16012024051131.xml');
  if (filing.kind !== 'results' || filing.quarter === null) throw new Error('expected a results filing with a quarter');
  return filing.quarter.figures;
};

describe('rupeesToCrore', () => {
  it('moves the decimal point seven places, exactly', () => {
    expect(rupeesToCrore('1490750300000.00')).toBe(149075.03);
    expect(rupeesToCrore('612370000000.00')).toBe(61237);
    // Dividing the double by 1e7 gives 0.0071271089999999995 here.
    expect(rupeesToCrore('71271.09')).toBe(0.007127109);
    expect(rupeesToCrore('5')).toBe(0.0000005);
    expect(rupeesToCrore('+100000000')).toBe(10);
  });

  it('keeps the sign of a negative amount, and 0.00 is zero (never -0)', () => {
    expect(rupeesToCrore('-610000000.00')).toBe(-61);
    expect(Object.is(rupeesToCrore('0.00'), 0)).toBe(true);
    expect(Object.is(rupeesToCrore('-0.00'), 0)).toBe(true);
  });

  it('reads scientific notation, and gives null for text that is not a number', () => {
    expect(rupeesToCrore('1.4907503E12')).toBe(149075.03);
    expect([rupeesToCrore(''), rupeesToCrore('NA'), rupeesToCrore('1,000.00'), rupeesToCrore('.')]).toEqual([null, null, null, null]);
  });
});

describe('plainNumber', () => {
  it('reads a per-share figure as written', () => {
    expect([plainNumber('34.37'), plainNumber(' 1 '), plainNumber('-0.5'), plainNumber('1e2')]).toEqual([34.37, 1, -0.5, 100]);
    expect([plainNumber(''), plainNumber('NA')]).toEqual([null, null]);
  });
});

describe('fractionToPercent', () => {
  it('turns a fraction of one into a percent without floating-point noise', () => {
    expect(fractionToPercent('0.0124')).toEqual({ percent: 1.24, wasPercent: false });
    expect(fractionToPercent('0.0049')).toEqual({ percent: 0.49, wasPercent: false });
    expect(fractionToPercent('0.5692')).toEqual({ percent: 56.92, wasPercent: false });
    expect(fractionToPercent('0.00')).toEqual({ percent: 0, wasPercent: false });
  });

  it('keeps a value above one as the percent it must already be', () => {
    expect(fractionToPercent('1.24')).toEqual({ percent: 1.24, wasPercent: true });
    expect(fractionToPercent('')).toBeNull();
  });
});

describe('figures as a results filing gives them', () => {
  it('gives amounts in ₹ crore exactly, negatives and zeros as written, and null for a missing element', () => {
    const figures = quarterOf({ quarter: { revenue: 149075.03, other_income: 0, exceptional_items: -95.8, net_profit: 100 } });

    expect(figures).toMatchObject({ revenue: 149075.03, other_income: 0, exceptional_items: -95.8, net_profit: 100, tax: null, employee_cost: null });
  });

  it('reads amounts as full rupees whatever rounding level the filing declares', () => {
    expect(quarterOf({ rounding: 'Lakhs', quarter: { revenue: 5010.5, net_profit: 1 } }).revenue).toBe(5010.5);
    expect(quarterOf({ rounding: 'Millions', quarter: { revenue: 5010.5, net_profit: 1 } }).revenue).toBe(5010.5);
  });

  it('leaves per-share figures in ₹', () => {
    expect(quarterOf({ quarter: { revenue: 1, net_profit: 1, eps_basic: 34.37, eps_diluted: -0.5, face_value: 1 } })).toMatchObject({
      eps_basic: 34.37,
      eps_diluted: -0.5,
      face_value: 1,
    });
  });

  it("turns a bank's fraction ratios into percents, by element name whatever their unit (ROA in INR, net NPA with none)", () => {
    const text = new TextDecoder().decode(
      resultsXbrl({
        taxonomy: 'banking',
        quarter: { revenue: 1, net_profit: 1, gross_npa_pct: 1.24, net_npa_pct: 0.31, roa_pct: 0.49, government_holding_pct: 56.92 },
      }),
    );
    expect(text).toContain('<in-bse-fin:ReturnOnAssets contextRef="OneD" unitRef="INR" decimals="-7">0.0049</in-bse-fin:ReturnOnAssets>');
    expect(text).toContain('<in-bse-fin:PercentageOfNpa contextRef="OneD">0.0031</in-bse-fin:PercentageOfNpa>');

    expect(
      quarterOf({
        taxonomy: 'banking',
        quarter: { revenue: 1, net_profit: 1, gross_npa_pct: 1.24, net_npa_pct: 0.31, roa_pct: 0.49, government_holding_pct: 56.92 },
      }),
    ).toMatchObject({ gross_npa_pct: 1.24, net_npa_pct: 0.31, roa_pct: 0.49, government_holding_pct: 56.92 });
  });

  it("takes a consolidated bank's 0.00 ratios as not reported, while a standalone bank's 0.00 stays 0", () => {
    const ratios = { revenue: 1, net_profit: 1, gross_npa_pct: 0, net_npa_pct: 0, roa_pct: 0, government_holding_pct: 0 };
    const consolidated = quarterOf({ taxonomy: 'banking', basis: 'Consolidated', quarter: ratios });
    const standalone = quarterOf({ taxonomy: 'banking', basis: 'Standalone', quarter: ratios });

    expect([consolidated.gross_npa_pct, consolidated.net_npa_pct, consolidated.roa_pct, consolidated.government_holding_pct]).toEqual([null, null, null, null]);
    expect([standalone.gross_npa_pct, standalone.net_npa_pct, standalone.roa_pct, standalone.government_holding_pct]).toEqual([0, 0, 0, 0]);
  });

  it('keeps a ratio written as a percent, with a note', () => {
    const { filing } = parseFilingDocument(
      resultsXbrl({ taxonomy: 'banking', extraFacts: [{ context: 'OneD', name: 'PercentageOfGrossNpa', value: '1.24', unitRef: 'pure' }] }),
      'BANKING_101078_1023175_16012024051131.xml',
    );

    expect(filing.kind === 'results' && [filing.quarter?.figures.gross_npa_pct, filing.notes]).toEqual([
      1.24,
      ['PercentageOfGrossNpa was written as a percent (1.24), not a fraction; kept as a percent'],
    ]);
  });
});
