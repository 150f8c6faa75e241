/**
 * Numbers in a screen query and their units (docs/screener.md): a bare number
 * is in the figure's own unit; a suffix must fit the figure, and the result
 * is always in the figure's unit (`5 lakh` on a crore figure is 0.05).
 */
import { type ScreenFigure, type ScreenUnit } from './screenFigures';
import { problemAt, type Token } from './screenTokens';

/** Larger than any real figure (₹1 lakh crore is 1e5 crore): beyond this a number is a typo or a probe. */
export const LARGEST_VALUE = 1e12;

type Suffix = 'percent' | 'crore' | 'lakh';

const SUFFIX_WORDS: Readonly<Record<string, Suffix>> = {
  cr: 'crore',
  crore: 'crore',
  crores: 'crore',
  l: 'lakh',
  lakh: 'lakh',
  lakhs: 'lakh',
};

const UNIT_WORDS: Readonly<Record<ScreenUnit, string>> = {
  crore: '₹ crore',
  rupees: '₹ per share',
  percent: 'percent',
  times: 'times (a multiple)',
  points: 'points',
  text: 'text',
  flag: 'true or false',
};

/** How a figure's values are described in messages: 'ROCE is in percent'. */
export function unitWords(unit: ScreenUnit): string {
  return UNIT_WORDS[unit];
}

/** Whether a token right after a number is its unit: '%', 'Cr', 'crore', 'lakh', 'L'. */
export function suffixOf(token: Token): Suffix | undefined {
  if (token.kind === 'percent') return 'percent';
  return token.kind === 'word' ? SUFFIX_WORDS[token.text.toLowerCase()] : undefined;
}

/** The number a value token and its optional unit stand for, in the figure's unit; throws at the misfit. */
export function valueIn(figure: ScreenFigure, number: Token, unit: Token | undefined): number {
  let value = Number(number.value);
  const suffix = unit && suffixOf(unit);
  if (unit && suffix) {
    const fits = suffix === 'percent' ? figure.unit === 'percent' : figure.unit === 'crore';
    if (!fits) {
      const belongs = suffix === 'percent' ? 'percent figures' : '₹ crore figures';
      throw problemAt(unit, unit, `${figure.name} is in ${unitWords(figure.unit)}, so '${unit.text}' does not fit: it is for ${belongs}`);
    }
    if (suffix === 'lakh') value /= 100;
  }
  const last = unit ?? number;
  if (!Number.isFinite(value) || Math.abs(value) > LARGEST_VALUE) {
    throw problemAt(number, last, `${number.text} is out of range: a value is at most 1,000,000,000,000 either way`);
  }
  // -0 would surprise a reader of the parsed query and mean nothing else.
  return value + 0;
}
