/**
 * A parsed screen (docs/screener.md): what parseScreenQuery returns and the
 * API compiles to a parameterised query. Numbers are already in the figure's
 * own unit (`5 lakh` on a crore figure is 0.05); text values are as written.
 */

export type ComparisonOperator = '>' | '>=' | '<' | '<=' | '=' | '!=';

export type ScreenCondition =
  /** A number figure compared with a number in its unit. Unknown figure: false (also under NOT). */
  | { kind: 'compare'; figure: string; op: ComparisonOperator; value: number }
  /** A text figure (sector, industry, kind, Altman zone) equal or not to a literal, compared without case. */
  | { kind: 'text'; figure: string; op: '=' | '!='; value: string }
  /** A flag figure ('Has data'), or a flag compared with true/false. */
  | { kind: 'flag'; figure: string; value: boolean }
  | { kind: 'and' | 'or'; items: readonly ScreenCondition[] }
  | { kind: 'not'; item: ScreenCondition };

export interface ScreenRanking {
  n: number;
  by: string;
  direction: 'asc' | 'desc';
}

export interface ScreenQuery {
  /** Null: every company (then a ranking usually follows). */
  where: ScreenCondition | null;
  top: ScreenRanking | null;
  /** The figures the query names, in first-mention order: the result table's extra columns. */
  figures: readonly string[];
}

export interface ScreenQueryError {
  message: string;
  /** 1-based column of the offending text. */
  column: number;
  /** How many characters it spans (at least 1). */
  length: number;
  /** A figure name to offer ('ROCE' for 'ROEC'). */
  suggestion?: string;
}

export type ParsedScreen = { ok: true; query: ScreenQuery } | { ok: false; error: ScreenQueryError };
