import { type Stock } from 'shared-types/api';
import { chooseQuickPicks } from './chooseQuickPicks';

const stock = (name: string, code: string, is_demo = false): Stock => ({ id: `id-${name}`, name, code, is_demo });

describe('chooseQuickPicks', () => {
  it('offers the popular large caps that are in the list, in a fixed order', () => {
    const stocks = [
      stock('Infosys Limited', 'INFY'),
      stock('Aarti Drugs', 'AARTIDRUGS'),
      stock('Reliance Industries Limited', 'RELIANCE'),
      stock('Tata Consultancy Services', 'TCS'),
    ];
    expect(chooseQuickPicks(stocks)).toEqual({
      heading: 'Popular companies',
      picks: [stocks[2], stocks[3], stocks[0]],
    });
  });

  it('falls back to demo companies from the list, labelled as such, when fewer than three popular ones are listed', () => {
    const stocks = ['Echo', 'Alpha', 'Delta', 'Hotel', 'Bravo', 'Golf', 'Charlie', 'Foxtrot'].map((n) => stock(n, n.toUpperCase(), true));
    stocks.push(stock('Tata Consultancy Services', 'TCS', true));
    const { heading, picks } = chooseQuickPicks(stocks);
    expect(heading).toBe('Try a demo company');
    expect(picks.map((p) => p.name)).toEqual(['Alpha', 'Charlie', 'Echo', 'Golf']);
    for (const pick of picks) expect(stocks).toContain(pick);
  });

  it("says 'Try a company' when the fallback includes real companies, and offers nothing for an empty list", () => {
    expect(chooseQuickPicks([stock('Alpha', 'ALPHA'), stock('Bravo', 'BRAVO', true)]).heading).toBe('Try a company');
    expect(chooseQuickPicks([])).toEqual({ heading: 'Try a company', picks: [] });
  });
});
