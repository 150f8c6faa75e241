import { useMemo, useRef } from 'react';
import { parseScreenQuery } from 'shared-types/api';
import { researchRequested, useAppDispatch } from 'shared-types/shell';
import { LOADING_RESULTS, SCREEN_FAILED, SIGN_IN_TO_SCREEN, START_HINT, TRY_AGAIN } from '../messages';
import { CompareView } from '../compare/CompareView';
import { SavedScreensPanel } from '../saved/SavedScreensPanel';
import { Pagination } from './Pagination';
import { QueryBox } from './QueryBox';
import { ResultsTable, type OpenedCompany } from './ResultsTable';
import { screenCsvUrl, screenExcelUrl, screenFailureOf, useGetScreenQuery } from './screenApi';
import { EMPTY_SCREEN_ADDRESS } from './screenAddress';
import { useScreenAddress } from './useScreenAddress';
import styles from './Screener.module.css';

/** The signed-in page: the query box, the saved screens, one page of results and the comparison, all from the address. */
export function Screener() {
  const dispatch = useAppDispatch();
  const { address, changeAddress } = useScreenAddress();
  const compareRef = useRef<HTMLDivElement>(null);
  const { q, sort, dir, page, size } = address;

  // A query that does not parse (a hand-edited link) is refused here, without a call.
  const parsed = useMemo(() => (q === '' ? null : parseScreenQuery(q)), [q]);
  const runnable = parsed?.ok === true;
  const screen = useGetScreenQuery({ q, sort, dir, page, size }, { skip: !runnable });
  const failure = runnable && screen.isError ? screenFailureOf(screen.error) : null;
  const refusal = parsed && !parsed.ok ? parsed.error : failure?.kind === 'query' ? failure.refusal : null;

  const run = (query: string) => {
    // The same screen again asks afresh: the figures may have been refreshed since.
    if (query === q && page === 1) {
      if (runnable) void screen.refetch();
      return;
    }
    changeAddress({ q: query, sort: undefined, dir: undefined, page: 1 });
  };
  const openSaved = (query: string) => changeAddress({ ...EMPTY_SCREEN_ADDRESS, q: query, size, compare: address.compare });
  const openCompany = (company: OpenedCompany) => dispatch(researchRequested({ company }));
  const showComparison = (ids: string[]) => {
    changeAddress({ compare: ids });
    compareRef.current?.scrollIntoView({ block: 'start' });
    compareRef.current?.focus();
  };

  if (failure?.kind === 'signIn') return <p className={styles.message}>{SIGN_IN_TO_SCREEN}</p>;

  const results = failure === null && runnable ? screen.data : undefined;
  return (
    <div className={styles.screener}>
      <QueryBox query={q} refusal={refusal} onRun={run} />
      <SavedScreensPanel query={q} onOpen={openSaved} />
      <div className={styles.results} aria-busy={screen.isFetching}>
        <p role="status" className={screen.isFetching && results ? 'visually-hidden' : styles.message}>
          {screen.isFetching ? LOADING_RESULTS : ''}
        </p>
        {q === '' && <p className={styles.message}>{START_HINT}</p>}
        {failure?.kind === 'failed' && (
          <div role="alert" className={styles.failure}>
            <p>{SCREEN_FAILED}</p>
            <button type="button" className={styles.retry} onClick={() => void screen.refetch()}>
              {TRY_AGAIN}
            </button>
          </div>
        )}
        {results && (
          <>
            <ResultsTable results={results} address={address} onAddressChange={changeAddress} onOpenCompany={openCompany} onCompareSelected={showComparison} />
            {results.total > 0 && (
              <Pagination
                total={results.total}
                page={page}
                size={size}
                onAddressChange={changeAddress}
                csvHref={screenCsvUrl(address)}
                excelHref={screenExcelUrl(address)}
              />
            )}
          </>
        )}
      </div>
      {/* 'Compare selected' brings the comparison into view; it reads the ids from the address. */}
      <div ref={compareRef} tabIndex={-1} className={styles.compare}>
        <CompareView ids={address.compare} onChange={(ids) => changeAddress({ compare: ids })} onOpenCompany={openCompany} />
      </div>
    </div>
  );
}
