import { engineStatements, type EngineStatements } from './engineYears';
import { mergeHistory, type HistoryInput } from './mergeHistory';
import { type StatementHistory } from './statementTypes';

/**
 * What the engine analyses of a company with filings: the merged history on
 * the basis analysed, as yearly figures. Null when that history is no basis's
 * (an export the filings cannot place, shown as it is): the engine then reads
 * the stored years exactly as it does for a company without filings.
 */
export function analysedStatements(input: HistoryInput): { history: StatementHistory; engine: EngineStatements } | null {
  const history = mergeHistory(input);
  if (history.basis === null) return null;
  return { history, engine: engineStatements(history, input.exports) };
}
