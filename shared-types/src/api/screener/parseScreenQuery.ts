/**
 * The screener's query language (docs/screener.md), parsed by hand so every
 * error can point at its text and offer a figure name. Grammar (EBNF;
 * keywords case-insensitive, figure names matched by figureNames.ts):
 *
 *   query      = condition [ ranking ] | ranking ;
 *   ranking    = "TOP" integer "BY" figure [ "ASC" | "DESC" ] ;
 *   condition  = and_term { "OR" and_term } ;
 *   and_term   = not_term { "AND" not_term } ;
 *   not_term   = "NOT" not_term | primary ;
 *   primary    = "(" condition ")" | comparison ;
 *   comparison = figure operator value
 *              | figure ;                     (* flag figures only: 'Has data' *)
 *   operator   = ">" | ">=" | "<" | "<=" | "=" | "!=" ;
 *   value      = number [ suffix ] | string | "TRUE" | "FALSE" ;
 *   suffix     = "%" | "Cr" | "crore" | "crores" | "L" | "lakh" | "lakhs" ;
 *   number     = [ "-" ] digits [ "." digit { digit } ] ;
 *   digits     = digit { digit } | grouped ;   (* 1,00,000 or 100,000 *)
 *   string     = "'" { character | "''" } "'" | '"' { character | '""' } '"' ;
 *   figure     = word { word } ;              (* the longest catalogue name the words start with *)
 *   word       = ( letter | "_" | "/" ) { letter | digit | "_" | "/" | "-" }
 *              | digit { digit } word ;      (* '52w', '3Years': no space before the letters *)
 *
 * Precedence NOT > AND > OR. Recursion (parentheses and NOT) is capped at
 * MAX_NESTING and the text at MAX_QUERY_LENGTH, so no query can exhaust the stack.
 */
import { type ScreenFigure } from './screenFigures';
import { type ComparisonOperator, type ParsedScreen, type ScreenCondition, type ScreenQuery, type ScreenRanking } from './screenQuery';
import { QueryProblem, problemAt, tokenize, type Token } from './screenTokens';
import { figureByName, suggestFigureName } from './figureNames';
import { suffixOf, unitWords, valueIn } from './screenValues';

export const MAX_QUERY_LENGTH = 2000;
export const MAX_NESTING = 50;
export const MAX_TOP = 1000;

// A figure name ends at these words, so 'Has data AND …' and 'BY Score DESC' read.
const KEYWORDS = new Set(['and', 'or', 'not', 'top', 'by', 'asc', 'desc']);
const OPERATORS = '>, >=, <, <=, = or !=';

export function parseScreenQuery(text: string): ParsedScreen {
  if (text.length > MAX_QUERY_LENGTH) {
    const message = `The query is too long: at most ${MAX_QUERY_LENGTH.toLocaleString('en-US')} characters`;
    return { ok: false, error: { message, column: MAX_QUERY_LENGTH + 1, length: text.length - MAX_QUERY_LENGTH } };
  }
  if (text.trim() === '') {
    return { ok: false, error: { message: 'Type a condition, for example ROCE > 20', column: 1, length: Math.max(1, text.length) } };
  }
  try {
    return { ok: true, query: new ScreenParser(tokenize(text), text).query() };
  } catch (error) {
    if (error instanceof QueryProblem) return { ok: false, error: error.detail };
    throw error;
  }
}

class ScreenParser {
  private at = 0;
  private depth = 0;
  private readonly figures: string[] = [];

  constructor(
    private readonly tokens: readonly Token[],
    private readonly text: string,
  ) {}

  query(): ScreenQuery {
    const where = this.isKeyword(this.peek(), 'top') ? null : this.condition();
    const next = this.peek();
    if (next.kind === 'rparen') throw problemAt(next, next, "This ')' has no matching '('");
    if (next.kind !== 'end' && !this.isKeyword(next, 'top')) {
      throw problemAt(next, next, `Expected AND, OR, TOP or the end after '${this.previous().text}', found '${next.text}'`);
    }
    const top = next.kind === 'end' ? null : this.ranking();
    const after = this.peek();
    if (after.kind !== 'end') throw problemAt(after, after, `Nothing may follow the ranking, found '${after.text}': put conditions before TOP`);
    return { where, top, figures: this.figures };
  }

  private condition(): ScreenCondition {
    return this.chain('or', () => this.andTerm());
  }

  private andTerm(): ScreenCondition {
    return this.chain('and', () => this.notTerm());
  }

  /** Terms joined by one keyword become one node with every item, in order; a lone term stays itself. */
  private chain(kind: 'and' | 'or', term: () => ScreenCondition): ScreenCondition {
    const items = [term()];
    while (this.isKeyword(this.peek(), kind)) {
      this.take();
      items.push(term());
    }
    return items.length === 1 && items[0] ? items[0] : { kind, items };
  }

  private notTerm(): ScreenCondition {
    if (!this.isKeyword(this.peek(), 'not')) return this.primary();
    this.enter(this.take());
    const item = this.notTerm();
    this.depth -= 1;
    return { kind: 'not', item };
  }

  private primary(): ScreenCondition {
    const token = this.peek();
    if (token.kind === 'end') throw this.endsHere('a condition');
    if (token.kind === 'lparen') {
      this.enter(this.take());
      const inside = this.condition();
      const close = this.peek();
      if (close.kind === 'end') throw problemAt(token, token, "This '(' is never closed");
      if (close.kind !== 'rparen') throw problemAt(close, close, `Expected AND, OR or ')' after '${this.previous().text}', found '${close.text}'`);
      this.take();
      this.depth -= 1;
      return inside;
    }
    if (token.kind === 'rparen' && this.previous().kind === 'lparen') throw problemAt(token, token, 'Empty parentheses: put a condition inside');
    if (token.kind === 'string') throw problemAt(token, token, `Expected a figure name, found ${token.text}: only values are quoted`);
    if (token.kind === 'number' && !this.isNameWord(this.at)) {
      throw problemAt(token, token, `Expected a figure name, found '${token.text}': the figure comes first, for example ROCE > 20`);
    }
    if (!this.isNameWord(this.at)) throw problemAt(token, token, `Expected a condition, found '${token.text}'`);
    return this.comparison();
  }

  private comparison(): ScreenCondition {
    const { figure, first, last } = this.figureName();
    const operator = this.peek();
    if (operator.kind !== 'op') {
      if (figure.unit === 'flag') return { kind: 'flag', figure: figure.id, value: true };
      const example = figure.unit === 'text' ? `${figure.name} = '…'` : `${figure.name} > 20`;
      if (operator.kind === 'end') throw problemAt(first, last, `${figure.name} needs a comparison, for example ${example}`);
      throw problemAt(operator, operator, `Expected ${OPERATORS} after '${this.previous().text}', found '${operator.text}'`);
    }
    this.take();
    const op = operator.text as ComparisonOperator;
    const value = this.peek();
    if (value.kind === 'end') throw this.endsHere('a value');
    if (!['number', 'string', 'word'].includes(value.kind) || this.isKeyword(value)) {
      throw problemAt(value, value, `Missing value after '${operator.text}', found '${value.text}'`);
    }
    if (figure.unit === 'text') return this.textValue(figure, operator, op, value);
    if (figure.unit === 'flag') return this.flagValue(figure, operator, op, value);
    if (value.kind !== 'number') {
      const shown = value.kind === 'string' ? `${value.text} is text` : `'${value.text}' is not a number`;
      throw problemAt(value, value, `${figure.name} is a number (${unitWords(figure.unit)}) and ${shown}: compare it with a number`);
    }
    this.take();
    const unit = suffixOf(this.peek()) ? this.take() : undefined;
    return { kind: 'compare', figure: figure.id, op, value: valueIn(figure, value, unit) };
  }

  private textValue(figure: ScreenFigure, operator: Token, op: ComparisonOperator, value: Token): ScreenCondition {
    if (op !== '=' && op !== '!=') throw problemAt(operator, operator, `${figure.name} is text: only = and != apply to it, not ${op}`);
    if (value.kind === 'string') {
      this.take();
      return { kind: 'text', figure: figure.id, op, value: value.value };
    }
    if (value.kind === 'number') {
      throw problemAt(value, value, `${figure.name} is text and ${value.text} is a number: compare it with a quoted value, for example ${figure.name} = '…'`);
    }
    let end = this.at;
    while (this.isNameWord(end + 1)) end += 1;
    const words = this.text.slice(value.start, this.tokens[end]?.end);
    throw problemAt(value, this.tokens[end] ?? value, `Put text in quotes: ${figure.name} ${op} '${words}'`);
  }

  private flagValue(figure: ScreenFigure, operator: Token, op: ComparisonOperator, value: Token): ScreenCondition {
    if (op !== '=' && op !== '!=') throw problemAt(operator, operator, `${figure.name} is true or false: only = and != apply to it, not ${op}`);
    const written = value.kind === 'word' ? value.text.toLowerCase() : '';
    if (written !== 'true' && written !== 'false') {
      throw problemAt(value, value, `${figure.name} is true or false and ${value.text} is neither: write ${figure.name} = true or ${figure.name} = false`);
    }
    this.take();
    return { kind: 'flag', figure: figure.id, value: (written === 'true') === (op === '=') };
  }

  private ranking(): ScreenRanking {
    this.take();
    const count = this.peek();
    if (count.kind === 'end') throw this.endsHere('how many companies, for example TOP 30 BY Score');
    if (count.kind !== 'number') throw problemAt(count, count, `Expected how many companies after TOP, for example TOP 30 BY Score, found '${count.text}'`);
    const n = Number(count.value);
    if (!Number.isInteger(n) || n < 1 || n > MAX_TOP) throw problemAt(count, count, `TOP takes a whole number from 1 to ${MAX_TOP}, not ${count.text}`);
    this.take();
    const by = this.peek();
    if (by.kind === 'end') throw this.endsHere('BY and a figure, for example TOP 30 BY Score');
    if (!this.isKeyword(by, 'by')) throw problemAt(by, by, `Expected BY after TOP ${count.text}, found '${by.text}'`);
    this.take();
    const name = this.peek();
    if (name.kind === 'end') throw this.endsHere('a figure to rank by');
    if (!this.isNameWord(this.at)) throw problemAt(name, name, `Expected a figure to rank by after BY, found '${name.text}'`);
    const { figure, first, last } = this.figureName();
    if (figure.unit === 'text' || figure.unit === 'flag') {
      throw problemAt(first, last, `${figure.name} is ${unitWords(figure.unit)}, so it cannot rank: rank by a number figure`);
    }
    const direction = this.isKeyword(this.peek(), 'asc') ? 'asc' : 'desc';
    if (this.isKeyword(this.peek(), 'asc') || this.isKeyword(this.peek(), 'desc')) this.take();
    return { n, by: figure.id, direction };
  }

  /**
   * The longest catalogue name the words from here start with. Left-over
   * words are the caller's to reject, unless the whole run is a near miss of
   * another figure ('Sales growth 3Yrs' means 3Years, not 'Sales growth').
   */
  private figureName(): { figure: ScreenFigure; first: Token; last: Token } {
    let count = 0;
    while (this.isNameWord(this.at + count)) count += 1;
    const first = this.tokens[this.at] as Token;
    const spelled = (words: number) => this.text.slice(first.start, this.tokens[this.at + words - 1]?.end);
    const whole = this.tokens[this.at + count - 1] as Token;
    const offer = suggestFigureName(spelled(count));
    for (let words = count; words > 0; words -= 1) {
      const figure = figureByName(spelled(words));
      if (!figure || (words < count && offer && offer.figure.id !== figure.id)) continue;
      const last = this.tokens[this.at + words - 1] as Token;
      this.at += words;
      if (!this.figures.includes(figure.id)) this.figures.push(figure.id);
      return { figure, first, last };
    }
    const message = `Unknown figure '${spelled(count)}'` + (offer ? ` — did you mean ${offer.written}?` : '');
    throw problemAt(first, whole, message, offer?.written);
  }

  /** A word of a figure name: not a keyword; a number only when a word is glued to it ('52w', '3Years'). */
  private isNameWord(index: number): boolean {
    const token = this.tokens[index];
    if (token?.kind === 'word') return !this.isKeyword(token);
    const next = this.tokens[index + 1];
    return token?.kind === 'number' && next?.kind === 'word' && next.start === token.end && !this.isKeyword(next);
  }

  private isKeyword(token: Token, keyword?: string): boolean {
    const word = token.kind === 'word' ? token.text.toLowerCase() : '';
    return keyword === undefined ? KEYWORDS.has(word) : word === keyword;
  }

  /** The next token; one the lexer could not read is reported as soon as the parser reaches it. */
  private peek(): Token {
    const token = this.tokens[this.at] as Token;
    if (token.kind === 'invalid') throw problemAt(token, token, token.problem ?? `Unexpected '${token.text}'`);
    return token;
  }

  private take(): Token {
    const token = this.peek();
    this.at += 1;
    return token;
  }

  private previous(): Token {
    return this.tokens[this.at - 1] as Token;
  }

  private enter(token: Token): void {
    this.depth += 1;
    if (this.depth > MAX_NESTING) throw problemAt(token, token, `Too deeply nested: at most ${MAX_NESTING} levels of parentheses and NOT`);
  }

  private endsHere(what: string): QueryProblem {
    const last = this.previous();
    return problemAt(last, last, `The query ends after '${last.text}': ${what} should follow`);
  }
}
