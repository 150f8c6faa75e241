import { editDistance, figureByName, normalizeFigureName, suggestFigureName } from './figureNames';
import { SCREEN_FIGURES } from './screenFigures';

describe('figure names', () => {
  it('gives every spelling in the catalogue to one figure only', () => {
    const keys = SCREEN_FIGURES.flatMap((figure) => [figure.name, ...figure.aliases].map(normalizeFigureName));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds a figure by name or alias, ignoring case and spaces', () => {
    expect(figureByName('  piotroski   SCORE ')?.id).toBe('piotroski');
    expect(figureByName('Return on capital employed')?.id).toBe('roce');
    expect(figureByName('Return on capital')).toBeUndefined();
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('roec', 'roce')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('offers the closest spelling within about one edit per four characters', () => {
    expect(suggestFigureName('ROEC')?.written).toBe('ROCE');
    expect(suggestFigureName('Markt Capitalisation')?.written).toBe('Market Capitalization');
    expect(suggestFigureName('promoter holdng')?.figure.id).toBe('promoter_holding');
    expect(suggestFigureName('xyz')).toBeUndefined();
    expect(suggestFigureName('Return on assets')).toBeUndefined();
  });
});
