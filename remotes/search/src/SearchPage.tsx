import { useEffect, type FormEvent } from 'react';
import {
  selectSelectedCompany,
  selectSelectionSeq,
  selectUserId,
  useAppDispatch,
  useAppSelector,
  useGetStocksQuery,
} from 'shared-types/shell';
import { PLACEHOLDER_LOADING, PLACEHOLDER_READY, SIGN_IN_REQUIRED, STOCKS_FAILED_BANNER, STOCKS_FAILED_SHORT, SUBMIT_LABEL } from './messages';
import { noticeShown, queryChanged, selectNotice, selectQuery } from './searchSlice';
import { ReadyToResearch } from './ReadyToResearch';
import styles from './SearchPage.module.css';

/** The research section's search panel (exposed as search/SearchPage). */
export default function SearchPage() {
  const dispatch = useAppDispatch();
  const stocks = useGetStocksQuery();
  const query = useAppSelector(selectQuery);
  const notice = useAppSelector(selectNotice);
  const selected = useAppSelector(selectSelectedCompany);
  const selectionSeq = useAppSelector(selectSelectionSeq);
  const userId = useAppSelector(selectUserId);

  // A pick made elsewhere (the landing dropdown, the accessed list) fills the box.
  useEffect(() => {
    if (selected) dispatch(queryChanged(selected.name));
  }, [dispatch, selected, selectionSeq]);

  const listReady = Boolean(stocks.data);
  const canSubmit = Boolean(selected) && query.trim() !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    dispatch(noticeShown(userId ? null : SIGN_IN_REQUIRED));
  }

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Research a company</h2>
      <p className={styles.hint}>Search by company name or NSE code, pick a suggestion, then press “{SUBMIT_LABEL}”.</p>
      {stocks.isError && (
        <div className={styles.banner} role="alert">
          <span>{STOCKS_FAILED_BANNER}</span>
          <button type="button" className={styles.secondary} onClick={() => void stocks.refetch()}>
            Retry
          </button>
        </div>
      )}
      <form className={styles.form} onSubmit={submit}>
        <label className="visually-hidden" htmlFor="company-search">
          Company
        </label>
        <input
          id="company-search"
          className={styles.input}
          type="search"
          autoComplete="off"
          disabled={!listReady}
          placeholder={listReady ? PLACEHOLDER_READY : stocks.isError ? STOCKS_FAILED_SHORT : PLACEHOLDER_LOADING}
          value={query}
          onChange={(event) => dispatch(queryChanged(event.target.value))}
        />
        <button type="submit" className={styles.primary} disabled={!canSubmit}>
          {SUBMIT_LABEL}
        </button>
      </form>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <ReadyToResearch />
    </div>
  );
}
