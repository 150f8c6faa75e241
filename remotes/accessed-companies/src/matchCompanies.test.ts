import { type Stock } from 'shared-types/api';
import { matchAccessedCompanies } from './matchCompanies';

const stock = (id: string, name: string, code = ''): Stock => ({ id, name, code, is_demo: true });
const ARAVALI = stock('c-1', 'Aravali Cement Works', 'ARAVALI');
const LARSEN = stock('c-2', 'Larsen, Toubro Ltd', 'LT');
const LARSEN_FINANCE = stock('c-3', 'Larsen', 'LTF');

describe('matchAccessedCompanies', () => {
  it('finds each accessed name in the stock list, ignoring case', () => {
    expect(matchAccessedCompanies('aravali cement works, Larsen', [ARAVALI, LARSEN_FINANCE])).toEqual([
      { name: 'Aravali Cement Works', stock: ARAVALI },
      { name: 'Larsen', stock: LARSEN_FINANCE },
    ]);
  });

  it("keeps a name that itself contains ', ' whole, preferring the longest listed name", () => {
    expect(matchAccessedCompanies('Larsen, Toubro Ltd, Aravali Cement Works', [ARAVALI, LARSEN, LARSEN_FINANCE])).toEqual([
      { name: 'Larsen, Toubro Ltd', stock: LARSEN },
      { name: 'Aravali Cement Works', stock: ARAVALI },
    ]);
  });

  it('keeps names that are not in the list, without a stock', () => {
    expect(matchAccessedCompanies('Delisted Mills, Aravali Cement Works', [ARAVALI])).toEqual([
      { name: 'Delisted Mills', stock: null },
      { name: 'Aravali Cement Works', stock: ARAVALI },
    ]);
  });

  it('gives no companies for an empty summary', () => {
    expect(matchAccessedCompanies('', [ARAVALI])).toEqual([]);
  });
});
