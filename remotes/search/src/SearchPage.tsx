import { useId, type FormEvent } from 'react';
import { type Stock } from 'shared-types/api';
import {
  companyCleared,
  companySelected,
  researchRequested,
  selectCompanyPageKey,
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
import { queryChanged, selectQuery, selectSignInPrompted } from './searchSlice';
import { StocksBanner } from './StocksBanner';
import styles from './SearchPage.module.css';

/** The quick pick submits this long after selecting (docs/product-rules.md, 'Research'). */
const QUICK_PICK_SUBMIT_DELAY_MS = 100;

/**
 * The research section's search panel (exposed as search/SearchPage). It only
 * dispatches: a pick is shell state, and a research is a `researchRequested`
 * command that the shell's store runs (a quick pick asks for it 100 ms later;
 * a newer pick in that time replaces it).
 */
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
  // A company page is not a first visit: no quick picks, and the hint only for screen readers (docs/company-page.md).
  const onCompanyPage = useAppSelector(selectCompanyPageKey) !== null;

  const listStatus = stockListStatus(stocks);
  const busy = result.status === 'loading';
  const canSubmit = selected !== null && query.trim() !== '' && !busy;

  function handleQueryChange(text: string) {
    dispatch(queryChanged(text));
    // Typing after a choice means a new search: the old choice no longer stands.
    if (selected) dispatch(companyCleared());
  }

  function handleSelect(stock: Stock) {
    // The key, when the list has it, becomes the research's address (docs/company-page.md).
    dispatch(companySelected({ id: stock.id, name: stock.name, code: stock.code, key: stock.key }));
  }

  function handleQuickPick(stock: Stock) {
    // A quick pick selects the company with an empty code.
    dispatch(researchRequested({ company: { id: stock.id, name: stock.name, code: '', key: stock.key }, delayMs: QUICK_PICK_SUBMIT_DELAY_MS }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Enter in the box follows the button's rules: no second request while one is loading.
    if (canSubmit && selected) dispatch(researchRequested({ company: selected }));
  }

  return (
    <div className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        Research a company
      </h2>
      <p id={hintId} className={onCompanyPage ? 'visually-hidden' : styles.hint}>
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
      {stocks.data && !onCompanyPage && <QuickPicks stocks={stocks.data} disabled={busy} onPick={handleQuickPick} />}
      {/* With the list, not before it: the quick picks would push it down as they arrive (a layout shift).
          Not on a company page, which shows its company: the empty state is for a page without one. */}
      {result.status === 'idle' && listStatus !== 'loading' && !onCompanyPage && <ReadyToResearch />}
      {result.status === 'error' && (
        <ResearchErrorCard
          companyName={result.company.name}
          message={result.message}
          onRetry={() => dispatch(researchRequested({ company: result.company }))}
        />
      )}
    </div>
  );
}
