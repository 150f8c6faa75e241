import { readIndexList } from './indexList';

describe("an NSE index's list", () => {
  it('reads the members, skipping blank rows', () => {
    const csv =
      'Company Name,Industry,Symbol,Series,ISIN Code\r\nReliance Industries Ltd.,Oil Gas & Consumable Fuels,RELIANCE,EQ,INE002A01018\r\n,,,,\r\nMahindra & Mahindra Ltd.,Automobile and Auto Components,M&M,EQ,INE101A01026\r\n';
    expect(readIndexList(new TextEncoder().encode(csv), 'ind_nifty50list.csv')).toEqual([
      { symbol: 'RELIANCE', isin: 'INE002A01018', name: 'Reliance Industries Ltd.' },
      { symbol: 'M&M', isin: 'INE101A01026', name: 'Mahindra & Mahindra Ltd.' },
    ]);
  });

  it('refuses a file without a Symbol column, naming what it has', () => {
    expect(() => readIndexList(new TextEncoder().encode('Name,Code\nA,B\n'), 'ind_nifty50list.csv')).toThrow('missing column "Symbol"');
  });
});
