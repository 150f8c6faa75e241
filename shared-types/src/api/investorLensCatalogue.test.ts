import { LENS_IDS } from './investorLenses';
import { LENS_CATALOGUE, lensCriterionText, lensDescription } from './investorLensCatalogue';

describe('LENS_CATALOGUE', () => {
  it('describes every lens with a name, a source and worded criteria', () => {
    for (const id of LENS_IDS) {
      const lens = LENS_CATALOGUE[id];
      expect(lens.name.length).toBeGreaterThan(5);
      expect(lens.source.length).toBeGreaterThan(20);
      for (const c of Object.values(lens.criteria)) {
        expect(c.label.trim()).not.toBe('');
        expect(c.threshold.trim()).not.toBe('');
      }
    }
    expect(Object.keys(LENS_CATALOGUE.piotroski.criteria)).toHaveLength(9);
  });

  it('words the thresholds from the bars the engine judges against', () => {
    expect(lensCriterionText('graham', 'size')?.threshold).toBe(
      "Sales ≥ ₹2,000 crore a year: the app's large-company floor, as Graham's $100 million of sales (1973) does not convert literally",
    );
    expect(lensCriterionText('graham', 'capital_cushion')?.threshold).toBe(
      "Net worth ≥ 10% of total assets: the lender equivalent of Graham's current ratio of 2",
    );
    expect(lensCriterionText('graham', 'pe_times_pb')?.threshold).toBe('P/E × P/B ≤ 22.5');
    expect(lensCriterionText('buffett', 'roe_consistency')?.threshold).toBe('ROE ≥ 15% in 8 of the last 10 years');
    expect(lensCriterionText('lynch', 'peg')?.threshold).toBe('P/E ÷ (EPS growth % + dividend yield %) ≤ 1 (Lynch: 1 fair, ½ very good, 2 poor)');
    expect(lensCriterionText('lynch', 'debt_to_equity')?.threshold).toBe('D/E ≤ 0.33 (75% equity, 25% debt)');
    expect(lensCriterionText('greenblatt', 'return_on_capital')?.threshold).toBe("EBIT ÷ (working capital + net block) ≥ 25% (the app's bar)");
  });

  it('answers undefined for a lens or criterion it does not know, own properties only', () => {
    expect(lensCriterionText('graham', 'moat')).toBeUndefined();
    expect(lensCriterionText('dalio', 'size')).toBeUndefined();
    expect(lensCriterionText('graham', 'toString')).toBeUndefined();
    expect(lensDescription('constructor')).toBeUndefined();
    expect(lensDescription('lynch')?.name).toBe("Lynch's categories and PEG");
  });
});
