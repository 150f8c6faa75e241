import { NOT_RATED_CODES, notRatedOf, type NotRatedCode, type ReceivedAnalysisMeta } from 'shared-types/api';
import { NOT_RATED_WORDS, UNKNOWN_KINDS, UNMODELLED_KINDS } from '../messages';

const isKnownCode = (code: string): code is NotRatedCode => (NOT_RATED_CODES as readonly string[]).includes(code);

/**
 * The words for the engine's not-rated code ('stale data'), or null for a code this build does not
 * know. `kind` names the company's kind for 'no_model' ('the engine has no model for insurers yet').
 */
export function notRatedCodeWords(code: string, kind?: string): string | null {
  if (!isKnownCode(code)) return null;
  return NOT_RATED_WORDS[code].replace('{kinds}', (kind !== undefined && UNMODELLED_KINDS[kind]) || UNKNOWN_KINDS);
}

/**
 * Why there is no score, beside 'Not rated': worded here from the engine's code, with the
 * engine's detail after it ('insufficient data: only 2 fiscal years …'). A code this build does
 * not know shows the engine's own words; an older answer's sentence is read by notRatedOf. Null
 * when the company is rated or the payload says nothing.
 */
export function notRatedText(meta: ReceivedAnalysisMeta | null): string | null {
  const notRated = notRatedOf(meta);
  if (notRated === null) return null;
  const words = notRated.code === null ? null : notRatedCodeWords(notRated.code, meta?.company_kind);
  if (words === null) return notRated.words ?? notRated.detail;
  return notRated.detail === null ? words : `${words}: ${notRated.detail}`;
}
