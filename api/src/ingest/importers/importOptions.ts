import * as z from 'zod/mini';
import { COMPANY_KINDS, STATEMENT_BASES } from 'shared-types/api';
import { parseIsoDate } from '../formats/values';

/**
 * What a person can tell an import besides the file, on the command line or as
 * the server route's query: the same options, checked by the same schema, so
 * an import through the running server behaves exactly like a direct one.
 */

const isoDay = z.string().check(z.refine((value) => parseIsoDate(value) !== null, { message: 'expected a date as YYYY-MM-DD' }));

export const ImportOptionsSchema = z.object({
  /** screener, filings: the company a workbook or filing is about (NSE symbol, BSE code or ISIN); wins over what the file says. */
  company: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  /** screener: how the company is classified; wins over the BSE list and the export's structure, and stays. */
  kind: z.optional(z.enum(COMPANY_KINDS)),
  /** screener: whether the export is consolidated or standalone (the export does not say). */
  basis: z.optional(z.enum(STATEMENT_BASES)),
  /** screener: the day the export was downloaded, which dates its current price. */
  priceDate: z.optional(isoDay),
  /** screener: allow replacing most stored figures by more than 5%, or a newer export's years (the replaced ones are kept). */
  replace: z.optional(z.boolean()),
  /** prices, daily: the trading day of a file whose name and rows carry none (BSE legacy, a renamed pd file). */
  tradeDate: z.optional(isoDay),
});
export type ImportOptions = z.infer<typeof ImportOptionsSchema>;

/** The option names as the server route's query carries them. */
export const OPTION_QUERY_NAMES: Readonly<Record<keyof ImportOptions, string>> = {
  company: 'company',
  kind: 'kind',
  basis: 'basis',
  priceDate: 'price_date',
  replace: 'replace',
  tradeDate: 'trade_date',
};

/** Options → query parameters (replace as '1'); the route reads them back with optionsFromQuery. */
export function optionsToQuery(options: ImportOptions, query: URLSearchParams): void {
  for (const [key, name] of Object.entries(OPTION_QUERY_NAMES) as Array<[keyof ImportOptions, string]>) {
    const value = options[key];
    if (value === undefined || value === false) continue;
    query.set(name, value === true ? '1' : String(value));
  }
}

/** Query parameters → checked options; a bad value is an error message naming the option. */
export function optionsFromQuery(query: Record<string, unknown>): { options: ImportOptions } | { error: string } {
  const raw: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(OPTION_QUERY_NAMES) as Array<[keyof ImportOptions, string]>) {
    const value = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return { error: `${name} must be given once` };
    raw[key] = key === 'replace' ? value === '1' : value;
  }
  const parsed = ImportOptionsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.path[0];
    const name = typeof key === 'string' && key in OPTION_QUERY_NAMES ? OPTION_QUERY_NAMES[key as keyof ImportOptions] : 'option';
    return { error: `${name}: ${issue?.message ?? 'invalid'}` };
  }
  return { options: parsed.data };
}
