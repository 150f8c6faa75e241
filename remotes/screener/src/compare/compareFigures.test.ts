import { screenFigureById, type ComparedCompany, type ScreenFigure } from 'shared-types/api';
import { buildSeries, formatFigure } from './compareFigures';

const figure = (id: string) => screenFigureById(id) as ScreenFigure;

describe('formatFigure', () => {
  it('shows each unit as the table reads it, and unknown as a dash', () => {
    expect(formatFigure(152340.4, figure('market_cap'))).toBe('₹1,52,340 Cr');
    expect(formatFigure(99.999, figure('price'))).toBe('₹100');
    expect(formatFigure(-3.25, figure('sales_growth_3y'))).toBe('-3.3%');
    expect(formatFigure(0, figure('debt_to_equity'))).toBe('0');
    expect(formatFigure(null, figure('roce'))).toBe('—');
    expect(formatFigure(undefined, figure('roce'))).toBe('—');
  });

  it('shows text as sent and flags as Yes or No', () => {
    expect(formatFigure('safe', figure('altman_zone'))).toBe('safe');
    expect(formatFigure(true, figure('has_data'))).toBe('Yes');
    expect(formatFigure(false, figure('has_data'))).toBe('No');
  });
});

describe('buildSeries', () => {
  it('puts every company on the union of years, in order, with gaps where a year is missing', () => {
    const company = (id: string, years: string[], eps: (number | null)[]): ComparedCompany => ({
      company_id: id,
      code: id,
      name: id,
      values: {},
      series: { years, roce: eps, sales: eps, eps },
    });
    const series = buildSeries([company('a', ['FY2024', 'FY2025'], [1, 2]), company('b', ['FY2023', 'FY2024'], [null, 3])], 'eps');
    expect(series).toEqual({
      years: ['FY2023', 'FY2024', 'FY2025'],
      lines: [
        { id: 'a', name: 'a', values: [null, 1, 2] },
        { id: 'b', name: 'b', values: [null, 3, null] },
      ],
    });
  });
});
