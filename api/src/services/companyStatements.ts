import { type Kysely } from 'kysely';
import { type StatementBasis, type StatementsResponse } from 'shared-types/api';
import { type Database } from '../db/schema';
import { toShareAction } from '../db/statementRows';
import { loadStatementInputs, type StatementInputs } from '../db/statementsRepository';
import { DomainError } from '../errors/domainError';
import { mergeHistory } from '../statements/mergeHistory';
import { type StatementHistory } from '../statements/statementTypes';
import { statementsResponse } from './statementsResponse';
import { requireResearched } from './researchedCompany';

/**
 * GET /api/company/:id/statements (docs/statements.md): a company's
 * statements for a signed-in user who has researched it, or for any premium
 * user. Reading them never records an access: the free limit counts
 * researches, and statements are a view of one already made.
 */
export async function companyStatements(
  db: Kysely<Database>,
  input: { userId: string; companyId: string; basis: StatementBasis | undefined; now: Date },
): Promise<StatementsResponse> {
  // Who may see it first: nothing of the company is loaded for a caller who may not.
  await requireResearched(db, input, (name) => `Research ${name} first to see its statements (premium members see any company's).`);
  const inputs = await loadStatementInputs(db, input.companyId);
  if (inputs === undefined) throw new DomainError('not_found', 'company_not_found', 'No such company. Pick one from the list.'); // deleted meanwhile
  const history = mergedHistoryOf(inputs, input.basis);
  return statementsResponse(inputs, history);
}

/** The one merged history of a company's statements, on the basis asked for (else the analysed one). */
export function mergedHistoryOf(inputs: StatementInputs, basis: StatementBasis | undefined): StatementHistory {
  return mergeHistory(
    {
      filings: inputs.filings,
      exports: inputs.exports,
      exportQuarters: inputs.exportQuarters,
      actions: inputs.actions.map(toShareAction),
      asOf: inputs.close === null ? null : String(inputs.close.as_of).slice(0, 10),
    },
    basis,
  );
}
