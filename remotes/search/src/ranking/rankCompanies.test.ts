import { type Stock } from 'shared-types/api';
import { indexCompanies, MAX_SUGGESTIONS, rankCompanies } from './rankCompanies';

let nextId = 0;
function stock(name: string, code = ''): Stock {
  nextId += 1;
  return { id: `c-${nextId}`, name, code, is_demo: true };
}

const names = (list: Stock[]) => list.map((s) => s.name);
const rank = (stocks: Stock[], query: string) => names(rankCompanies(indexCompanies(stocks), query));

describe('rankCompanies', () => {
  it('matches a substring of the name, ignoring case', () => {
    const stocks = [stock('Aravali Cement Works', 'ARAVALI'), stock('Kaveri Textiles', 'KAVTEX'), stock('Sahyadri Paper', 'SAHPAP')];
    expect(rank(stocks, 'CEMENT')).toEqual(['Aravali Cement Works']);
    expect(rank(stocks, 'tex')).toEqual(['Kaveri Textiles']);
    expect(rank(stocks, 'aPeR')).toEqual(['Sahyadri Paper']);
  });

  it('matches a substring of the code, ignoring case', () => {
    const stocks = [stock('Aravali Cement Works', 'ARVCEM'), stock('Kaveri Textiles', 'KAVTEX')];
    expect(rank(stocks, 'vce')).toEqual(['Aravali Cement Works']);
  });

  it('finds a company with a blank code by its name only', () => {
    const stocks = [stock('Kaveri Textiles', '   '), stock('Blank Code Holdings', ''), stock('Coastal Ports', 'KAVPORT')];
    expect(rank(stocks, 'kav')).toEqual(['Kaveri Textiles', 'Coastal Ports']);
    expect(rank(stocks, 'blank')).toEqual(['Blank Code Holdings']);
  });

  it('has no suggestions for an empty or blank query, and ignores surrounding spaces', () => {
    const stocks = [stock('Aravali Cement Works', 'ARAVALI')];
    expect(rank(stocks, '')).toEqual([]);
    expect(rank(stocks, '   ')).toEqual([]);
    expect(rank(stocks, '  cement ')).toEqual(['Aravali Cement Works']);
  });

  it('puts names starting with the query first, then codes starting with it, then the rest alphabetically', () => {
    const stocks = [
      stock('Zenith Steel', 'STEELZ'), // code starts with 'ste'
      stock('Bharat Steel Tubes', 'BST'), // only contains it
      stock('Steel Rolling Mills', 'SRM'), // name starts with it
      stock('Apex Steel', 'APXSTL'), // only contains it
      stock('Steadfast Energy', 'STEADY'), // name and code start with it
      stock('Acme Forgings', 'STEMCO'), // code starts with it
    ];
    expect(rank(stocks, 'ste')).toEqual(['Steadfast Energy', 'Steel Rolling Mills', 'Acme Forgings', 'Zenith Steel', 'Apex Steel', 'Bharat Steel Tubes']);
  });

  it('sorts alphabetically without regard to case, and breaks name ties by code', () => {
    const stocks = [stock('delta Foods', 'DF2'), stock('Delta Foods', 'DF1'), stock('Alpha Delta', 'AD'), stock('beta Delta', 'BD')];
    const ranked = rankCompanies(indexCompanies(stocks), 'delta');
    expect(ranked.map((s) => s.code)).toEqual(['DF1', 'DF2', 'AD', 'BD']);
  });

  it('shows at most 10 suggestions, keeping the best ranked ones', () => {
    const many = Array.from({ length: 25 }, (_, i) => stock(`Company ${String(i).padStart(2, '0')} Industries`, `CO${i}`));
    const prefixed = stock('Industries of Tomorrow', 'IOT');
    const ranked = rankCompanies(indexCompanies([...many, prefixed]), 'industries');
    expect(ranked).toHaveLength(MAX_SUGGESTIONS);
    expect(ranked[0]?.name).toBe('Industries of Tomorrow');
    expect(names(ranked).slice(1, 4)).toEqual(['Company 00 Industries', 'Company 01 Industries', 'Company 02 Industries']);
  });

  it('stops at 10 when more than 10 names and codes start with the query', () => {
    const many = Array.from({ length: 15 }, (_, i) => stock(`Tata Unit ${String(i).padStart(2, '0')}`, `TATA${i}`));
    const ranked = rankCompanies(indexCompanies(many), 'tata');
    expect(names(ranked)).toEqual(Array.from({ length: 10 }, (_, i) => `Tata Unit ${String(i).padStart(2, '0')}`));
  });

  it('never matches across the end of a name and the start of its code', () => {
    const stocks = [stock('Alpha', 'BETA')];
    expect(rank(stocks, 'ab')).toEqual([]);
    expect(rank(stocks, 'a\u0000b')).toEqual([]);
    expect(rank(stocks, 'ha')).toEqual(['Alpha']);
  });

  it('leaves the original list untouched', () => {
    const stocks = [stock('Zeta Labs', 'ZL'), stock('Alpha Labs', 'AL')];
    indexCompanies(stocks);
    expect(names(stocks)).toEqual(['Zeta Labs', 'Alpha Labs']);
  });
});
