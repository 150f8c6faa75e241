/**
 * The screener query's lexer (docs/screener.md). It never throws: a character
 * it cannot read becomes an 'invalid' token carrying its message, so the
 * parser reports problems in reading order (an unknown figure before a stray
 * ';' further on) rather than whatever the lexer met first.
 */
import { type ScreenQueryError } from './screenQuery';

export type TokenKind = 'word' | 'number' | 'string' | 'op' | 'percent' | 'lparen' | 'rparen' | 'invalid' | 'end';

export interface Token {
  kind: TokenKind;
  /** The source text as written (a string with its quotes). */
  text: string;
  /** 'string': the literal with doubled quotes undone; 'number': the digits without grouping commas. */
  value: string;
  /** 0-based offsets into the query: [start, end). */
  start: number;
  end: number;
  /** 'invalid' only: what is wrong here. */
  problem?: string;
}

/** A positioned problem, thrown inside the parser and turned into `{ ok: false }` at its edge. */
export class QueryProblem extends Error {
  constructor(readonly detail: ScreenQueryError) {
    super(detail.message);
  }
}

export function problemAt(first: { start: number }, last: { end: number }, message: string, suggestion?: string): QueryProblem {
  const detail: ScreenQueryError = { message, column: first.start + 1, length: Math.max(1, last.end - first.start) };
  return new QueryProblem(suggestion === undefined ? detail : { ...detail, suggestion });
}

// '-' opens a number only right before a digit; grouping commas only between digits.
const NUMBER = /-?\d+(?:,\d+)*(?:\.\d+)?/y;
// Figure names hold letters, digits, '/', '-' and '_' ('P/E', 'F-score', 'Sales growth 3Years').
const WORD = /[\p{L}_/][\p{L}\p{N}_/-]*/uy;
const OPERATOR = /[<>!]=|[<>=]/y;
// 1,00,000 (Indian lakhs and crores) or 100,000 (thousands); anything else is a typo, not grouping.
const GROUPED = /^-?(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d+)?$/;

const SINGLE: Record<string, TokenKind> = { '(': 'lparen', ')': 'rparen', '%': 'percent' };

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const push = (kind: TokenKind, length: number, value?: string, problem?: string) => {
    const written = text.slice(at, at + length);
    tokens.push({ kind, text: written, value: value ?? written, start: at, end: at + length, ...(problem === undefined ? {} : { problem }) });
    at += length;
  };
  while (at < text.length) {
    const char = text[at] ?? '';
    const single = SINGLE[char];
    const number = match(NUMBER, text, at);
    const word = match(WORD, text, at);
    const operator = match(OPERATOR, text, at);
    if (/\s/.test(char)) at += 1;
    else if (single) push(single, 1);
    else if (number !== undefined && number.includes(',') && !GROUPED.test(number)) {
      push('invalid', number.length, number, `Digit grouping should look like 1,00,000 or 100,000, not ${number}`);
    } else if (number !== undefined) push('number', number.length, number.replaceAll(',', ''));
    else if (word !== undefined) push('word', word.length);
    else if (operator !== undefined) push('op', operator.length);
    else if (char === "'" || char === '"') {
      const literal = readString(text, at);
      if (literal) push('string', literal.length, literal.value);
      else push('invalid', text.length - at, undefined, 'This quote is never closed');
    } else {
      const shown = String.fromCodePoint(text.codePointAt(at) ?? 0);
      push('invalid', shown.length, shown, `Unexpected character '${shown}'`);
    }
  }
  tokens.push({ kind: 'end', text: '', value: '', start: text.length, end: text.length });
  return tokens;
}

function match(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

/** A quoted literal from `at` (its opening quote): a doubled quote stands for one ('Dr. Reddy''s'). */
function readString(text: string, at: number): { length: number; value: string } | undefined {
  const quote = text[at];
  let value = '';
  let index = at + 1;
  while (index < text.length) {
    const char = text[index];
    if (char !== quote) value += char;
    else if (text[index + 1] === quote) {
      value += quote;
      index += 1;
    } else return { length: index + 1 - at, value };
    index += 1;
  }
  return undefined;
}
