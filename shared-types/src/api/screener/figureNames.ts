/**
 * Matching what a query calls a figure against the catalogue, and the
 * 'did you mean' offer when nothing matches (docs/screener.md).
 */
import { SCREEN_FIGURES, type ScreenFigure } from './screenFigures';

/** Case and spaces never matter: 'debt to Equity' and 'DebtToEquity' are one name. */
export function normalizeFigureName(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

interface Spelling {
  /** As the catalogue writes it: what a suggestion offers. */
  written: string;
  key: string;
  figure: ScreenFigure;
}

// Names before aliases, so a tie in the suggestion offers the figure's own name.
const SPELLINGS: readonly Spelling[] = [
  ...SCREEN_FIGURES.map((figure) => ({ written: figure.name, key: normalizeFigureName(figure.name), figure })),
  ...SCREEN_FIGURES.flatMap((figure) => figure.aliases.map((alias) => ({ written: alias, key: normalizeFigureName(alias), figure }))),
];

const BY_KEY = new Map(SPELLINGS.map((spelling) => [spelling.key, spelling.figure]));

export function figureByName(text: string): ScreenFigure | undefined {
  return BY_KEY.get(normalizeFigureName(text));
}

/**
 * The catalogue spelling nearest to `text`, or undefined when none is close:
 * about one edit per four characters ('ROEC' → 'ROCE', 'Debt to equty' →
 * 'Debt to equity'), so a wholly different word gets no misleading offer.
 */
export function suggestFigureName(text: string): { written: string; figure: ScreenFigure } | undefined {
  const key = normalizeFigureName(text);
  const allowed = Math.max(1, Math.floor(key.length / 4));
  let best: { written: string; figure: ScreenFigure; distance: number } | undefined;
  for (const spelling of SPELLINGS) {
    if (Math.abs(spelling.key.length - key.length) > allowed) continue;
    const distance = editDistance(key, spelling.key);
    if (distance <= allowed && (best === undefined || distance < best.distance)) best = { ...spelling, distance };
  }
  return best && { written: best.written, figure: best.figure };
}

/** Edits (insert, delete, replace, swap two neighbours) turning a into b: a swap is one typo, not two. */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let cost = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replace);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, (before[j - 2] ?? 0) + 1);
      current.push(cost);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}
