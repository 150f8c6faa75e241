import { useId, type FormEvent } from 'react';
import { type Stock } from 'shared-types/api';
import {
  companyCleared,
  companySelected,
  selectResearchResult,
  selectSelectedCompany,
  selectUserId,
  stockListStatus,
  useAppDispatch,
  useAppSelector,
  useGetStocksQuery,
} from 'shared-types/shell';
import { CompanyCombobox } from './combobox/CompanyCombobox';
import { SIGN_IN_REQUIRED, SUBMIT_BUSY_LABEL, SUBMIT_LABEL } from './messages';
import { QuickPicks } from './quickPicks/QuickPicks';
import { ReadyToResearch } from './ReadyToResearch';
import { ResearchErrorCard } from './research/ResearchErrorCard';
import { useExternalPicks } from './research/useExternalPicks';
import { useResearchSubmit } from './research/useResearchSubmit';
import { queryChanged, selectQuery, selectSignInPrompted } from './searchSlice';
import { StocksBanner } from './StocksBanner';
import { useQuickPick } from './useQuickPick';
import styles from './SearchPage.module.css';

/** The research section's search panel (exposed as search/SearchPage). */
export default function SearchPage() {
  const headingId = useId();
  const hintId = useId();
  const dispatch = useAppDispatch();
  const stocks = useGetStocksQuery();
  const query = useAppSelector(selectQuery);
  const selected = useAppSelector(selectSelectedCompany);
  const result = useAppSelector(selectResearchResult);
  const userId = useAppSelector(selectUserId);
  const signInPrompted = useAppSelector(selectSignInPrompted);

  const submit = useResearchSubmit();
  useExternalPicks(submit);
  const quickPick = useQuickPick(submit);

  const listStatus = stockListStatus(stocks);
  const busy = result.status === 'loading';
  const canSubmit = selected !== null && query.trim() !== '' && !busy;

  function handleQueryChange(text: string) {
    dispatch(queryChanged(text));
    // Typing after a choice means a new search: the old choice no longer stands.
    if (selected) dispatch(companyCleared());
  }

  function handleSelect(stock: Stock) {
    dispatch(queryChanged(stock.name));
    dispatch(companySelected({ id: stock.id, name: stock.name, code: stock.code }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Enter in the box follows the button's rules: no second request while one is loading.
    if (canSubmit) void submit();
  }

  return (
    <div className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        Research a company
      </h2>
      <p id={hintId} className={styles.hint}>
        Search by company name or NSE code, choose a suggestion, then press “{SUBMIT_LABEL}”.
      </p>
      {listStatus === 'error' && <StocksBanner onRetry={() => void stocks.refetch()} retrying={stocks.isFetching} />}
      <form className={styles.form} role="search" aria-labelledby={headingId} onSubmit={handleSubmit}>
        <CompanyCombobox
          stocks={stocks.data}
          status={listStatus}
          query={query}
          onQueryChange={handleQueryChange}
          onSelect={handleSelect}
          describedBy={hintId}
        />
        <button type="submit" className={styles.primary} disabled={!canSubmit} aria-busy={busy || undefined}>
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          {busy ? SUBMIT_BUSY_LABEL : SUBMIT_LABEL}
        </button>
      </form>
      {signInPrompted && userId === null && (
        <p className={styles.notice} role="status">
          {SIGN_IN_REQUIRED}
        </p>
      )}
      {stocks.data && <QuickPicks stocks={stocks.data} disabled={busy} onPick={quickPick} />}
      {result.status === 'idle' && <ReadyToResearch />}
      {result.status === 'error' && (
        <ResearchErrorCard
          companyName={result.company.name}
          message={result.message}
          onRetry={() => dispatch(companySelected({ ...result.company, submit: true }))}
        />
      )}
    </div>
  );
}
