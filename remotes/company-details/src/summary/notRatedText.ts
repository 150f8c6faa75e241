import { NOT_RATED_CODES, notRatedOf, type NotRatedCode, type ReceivedAnalysisMeta } from 'shared-types/api';
import { NOT_RATED_WORDS, UNKNOWN_KINDS, UNMODELLED_KINDS } from '../messages';

const isKnownCode = (code: string): code is NotRatedCode => (NOT_RATED_CODES as readonly string[]).includes(code);

/**
 * Why there is no score, beside 'Not rated': worded here from the engine's code, with the
 * engine's detail after it ('insufficient data: only 2 fiscal years …'). A code this build does
 * not know shows the engine's own words; an older answer's sentence is read by notRatedOf. Null
 * when the company is rated or the payload says nothing.
 */
export function notRatedText(meta: ReceivedAnalysisMeta | null): string | null {
  const notRated = notRatedOf(meta);
  if (notRated === null) return null;
  if (notRated.code === null || !isKnownCode(notRated.code)) return notRated.words ?? notRated.detail;
  const kind = meta?.company_kind;
  const words = NOT_RATED_WORDS[notRated.code].replace('{kinds}', (kind !== undefined && UNMODELLED_KINDS[kind]) || UNKNOWN_KINDS);
  return notRated.detail === null ? words : `${words}: ${notRated.detail}`;
}
