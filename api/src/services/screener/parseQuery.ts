import * as sharedApi from 'shared-types/api';
import { type ParsedScreen } from 'shared-types/api';

/**
 * The screener's parser (shared-types parseScreenQuery.ts), looked up when first
 * called: it is written on another branch, and this keeps the API compiling
 * until it is merged. Then this file becomes
 * `export { parseScreenQuery } from 'shared-types/api';`.
 */
export function parseScreenQuery(text: string): ParsedScreen {
  const parse = (sharedApi as unknown as { parseScreenQuery?: (text: string) => ParsedScreen }).parseScreenQuery;
  if (parse === undefined) throw new Error('parseScreenQuery is not in shared-types yet (docs/screener.md)');
  return parse(text);
}
