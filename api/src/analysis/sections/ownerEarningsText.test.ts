import { runAnalysis } from '../analyse';
import { relianceAcrossExports } from '../testing/cashFixtures';
import { buildPart3 } from './part3Report';

const text = (flagged: boolean): string => {
  const f = relianceAcrossExports({ flagged });
  const a = runAnalysis({ ...f, prices: [{ price: 1_300, asOf: '2025-06-30', source: 'test' }] });
  return buildPart3(a)["4. Owner's Earnings and Margin of Safety"]["Owner's Earnings and Margin of Safety Analysis"];
};

describe("Part 3 owner's earnings text across two exports (issue 29, Reliance)", () => {
  it('names the flagged year it did not difference across, and why', () => {
    expect(text(true)).toContain(
      'Working capital: not differenced across FY2024, whose balance sheet two exports define differently (Borrowings ₹2,64,400 crore in the newer, ₹3,46,142 crore in the older',
    );
    expect(text(true)).not.toMatch(/working capital released/);
  });

  it('says which figure is used when profit-based and cash-based owner’s earnings differ by more than 30%, and why', () => {
    expect(text(true)).toMatch(/differs from it by more than 30%, so owner's earnings are taken as ₹[\d,]+ crore: cash from operations records/);
  });
});
