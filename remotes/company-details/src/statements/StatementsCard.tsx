import { useMemo, useState } from 'react';
import { STATEMENT_BASES, STATEMENTS_RESEARCH_REQUIRED, type StatementBasis, type StatementsResponse } from 'shared-types/api';
import { SectionCard } from '../shared/SectionCard';
import { Tabs } from '../shared/Tabs';
import {
  BASIS_GROUP,
  BASIS_NAMES,
  CRORE_NOTE,
  LOADING_STATEMENTS,
  NO_STATEMENTS,
  STATEMENTS_FAILED,
  STATEMENTS_HEADING,
  STATEMENTS_RESEARCH_FIRST,
  TABLES_LABEL,
  TRY_AGAIN,
} from './messages';
import { statementsErrorCode, useGetStatementsQuery } from './statementsApi';
import { StatementTableCard } from './StatementTableCard';
import { statementTables } from 'shared-types/api';
import styles from './statements.module.css';

interface Company {
  id: string;
  name: string;
}

/**
 * The statements tables of the company researched (docs/company-page.md,
 * 'Statements tables'), from GET /api/company/:id/statements. The basis
 * switch appears when both bases exist; choosing one fetches that basis.
 */
export function StatementsCard({ company }: { company: Company }) {
  const [basis, setBasis] = useState<StatementBasis | undefined>(undefined);
  const query = useGetStatementsQuery({ companyId: company.id, basis });
  return (
    <SectionCard title={STATEMENTS_HEADING} resetKey={company.id}>
      <div className={styles.statements} aria-busy={query.isFetching}>
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <StatementsBody answer={query.data} companyName={company.name} chosen={basis ?? query.data.basis} onBasis={setBasis} />
        ) : (
          <p role="status">{LOADING_STATEMENTS}</p>
        )}
      </div>
    </SectionCard>
  );
}

function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // The browser decides on the code, never on the server's words.
  if (statementsErrorCode(error) === STATEMENTS_RESEARCH_REQUIRED) return <p className={styles.note}>{STATEMENTS_RESEARCH_FIRST}</p>;
  return (
    <div role="alert" className={styles.errorState}>
      <p>{STATEMENTS_FAILED}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {TRY_AGAIN}
      </button>
    </div>
  );
}

interface BodyProps {
  answer: StatementsResponse;
  companyName: string;
  /** The basis asked for (pressed at once, while its statements load), else the one shown. */
  chosen: StatementBasis | null;
  onBasis: (basis: StatementBasis) => void;
}

function StatementsBody({ answer, companyName, chosen, onBasis }: BodyProps) {
  const tables = useMemo(() => statementTables(answer), [answer]);
  const bothBases = STATEMENT_BASES.every((basis) => answer.bases_available.includes(basis));
  const empty = tables.every((table) => table.columns.length === 0);
  return (
    <>
      {bothBases && (
        <div role="group" aria-label={BASIS_GROUP} className={styles.basisSwitch}>
          {STATEMENT_BASES.map((basis) => (
            <button key={basis} type="button" aria-pressed={chosen === basis} className={styles.basisButton} onClick={() => onBasis(basis)}>
              {BASIS_NAMES[basis]}
            </button>
          ))}
        </div>
      )}
      {/* The basis and the units in one paragraph: two short notes, one gap fewer (docs/company-page.md 'Reading the page'). */}
      <p className={styles.note}>
        <span>{answer.basis_note}</span>
        {!empty && (
          <>
            {' '}
            <span>{CRORE_NOTE}</span>
          </>
        )}
      </p>
      {empty ? (
        <p className={styles.note}>{NO_STATEMENTS}</p>
      ) : (
        <>
          {/* One table at a time (issue 30 item 6: a page that can be read); the others stay in the DOM, hidden. */}
          <Tabs
            label={TABLES_LABEL}
            tabs={tables.map((table) => ({
              id: table.id,
              label: table.title,
              panel: <StatementTableCard table={table} companyId={answer.company.id} companyName={companyName} basis={answer.basis} />,
            }))}
          />
        </>
      )}
    </>
  );
}
