import { type Stock } from 'shared-types/api';
import { accessedCompanies, matchAccessedCompanies } from './matchCompanies';

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

describe('accessedCompanies', () => {
  it('identifies companies by id, so two listed companies with one name stay apart', () => {
    const twinA = stock('c-10', 'Shree Mills Ltd', 'SHREEA');
    const twinB = stock('c-11', 'Shree Mills Ltd', 'SHREEB');
    const summary = { company_names: 'Shree Mills Ltd', companies: [{ id: 'c-10', name: 'Shree Mills Ltd' }] };
    expect(accessedCompanies(summary, [twinA, twinB])).toEqual([{ name: 'Shree Mills Ltd', stock: twinA }]);
  });

  it('keeps a company whose id is no longer listed, by the name the API sent, without a stock', () => {
    const summary = { company_names: 'Larsen, Toubro Ltd', companies: [{ id: 'gone', name: 'Larsen, Toubro Ltd' }] };
    expect(accessedCompanies(summary, [LARSEN])).toEqual([{ name: 'Larsen, Toubro Ltd', stock: null }]);
  });

  it("shows the stock list's current name for a listed id", () => {
    const summary = { company_names: 'Aravali Cement', companies: [{ id: 'c-1', name: 'Aravali Cement' }] };
    expect(accessedCompanies(summary, [ARAVALI])).toEqual([{ name: 'Aravali Cement Works', stock: ARAVALI }]);
  });

  it('falls back to matching the joined names when the API sends no ids', () => {
    expect(accessedCompanies({ company_names: 'Larsen, Toubro Ltd' }, [LARSEN, LARSEN_FINANCE])).toEqual([{ name: 'Larsen, Toubro Ltd', stock: LARSEN }]);
  });
});
