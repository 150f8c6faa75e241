import { formatRupees } from '../format';
import { exactFigure } from './exactFigure';
import { figure } from './figure';

describe('exactFigure', () => {
  it('keeps full precision, so v1 rendered from it rounds once, as v1 always did', () => {
    const perShare = -117.3 / 20;
    expect(formatRupees(perShare)).toBe('−₹5.87');
    // Rounded when stored and again when shown, the same figure reads a paisa off.
    expect(formatRupees(figure(perShare, 'inr_per_share').value)).toBe('−₹5.86');
    expect(formatRupees(exactFigure(perShare, 'inr_per_share').value)).toBe('−₹5.87');
  });

  it('survives JSON exactly, keeps the period, and gives null for unknown or non-finite values, never -0', () => {
    const f = exactFigure(0.1 + 0.2, 'fraction', 'FY2025');
    expect(JSON.parse(JSON.stringify(f))).toEqual(f);
    expect(f.period).toBe('FY2025');
    expect(exactFigure(null, 'times').value).toBeNull();
    expect(exactFigure(Number.NaN, 'times').value).toBeNull();
    expect(Object.is(exactFigure(-0, 'fraction').value, 0)).toBe(true);
  });
});
