import { useDeferredValue, useId, useMemo, type ChangeEvent } from 'react';
import { hasStatements } from 'shared-types/api';
import { companySelected, selectSelectedCompany, useAppDispatch, useAppSelector, useGetStocksQuery } from 'shared-types/shell';
import styles from './StockPicker.module.css';
import { SECTION_IDS, scrollToSection } from './scrollToSection';
import { VisuallyHidden } from '../ui/VisuallyHidden';

interface StockOption {
  id: string;
  name: string;
  code: string;
  label: string;
  /** The company's address key, when the list gives it (docs/company-page.md). */
  key?: string;
}

// One collator for the whole sort: localeCompare with options builds one per comparison,
// which for a full exchange list costs a slow phone a long task (docs/performance.md).
// Built at the first sort, not while start-up evaluates this module: the page's first
// collator loads the locale's data, itself a long task on a slow phone.
let nameCollator: Intl.Collator | undefined;
const byName = (a: StockOption, b: StockOption) => (nameCollator ??= new Intl.Collator(undefined, { sensitivity: 'base' })).compare(a.name, b.name);

/**
 * Step 1 of "How it works": a native dropdown of the companies in the stock
 * list that have statements. Choosing one stores the pick for the research tool and scrolls to it.
 */
export function StockPicker() {
  const selectId = useId();
  const errorId = useId();
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedCompany);
  const { data: received, isLoading, isError, refetch } = useGetStocksQuery();
  // A full exchange list is thousands of <option>s: built in a deferred render, which
  // React splits into short tasks, instead of one long task as the list arrives (docs/performance.md).
  const data = useDeferredValue(received);

  const options = useMemo<StockOption[]>(() => {
    // Only companies with data: thousands without would each open an empty page (docs/product-rules.md).
    const list = (data ?? []).filter(hasStatements).map((stock) => {
      const code = stock.code.trim();
      return { id: stock.id, name: stock.name, code, key: stock.key, label: code ? `${stock.name} (${code})` : stock.name };
    });
    return list.sort(byName);
  }, [data]);

  const hasOptions = options.length > 0;
  // A failed refetch keeps the last good list usable; the error shows only without one.
  const failed = isError && !data;
  const loading = !failed && (isLoading || !data);
  const ready = !loading && !failed && hasOptions;
  // Reflect a pick made elsewhere (e.g. the search box) when it is in this list.
  const value = ready && selected && options.some((o) => o.id === selected.id) ? selected.id : '';

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const choice = options.find((o) => o.id === event.target.value);
    if (!choice) return;
    dispatch(companySelected({ id: choice.id, name: choice.name, code: choice.code, key: choice.key }));
    scrollToSection(SECTION_IDS.research);
  }

  let placeholder = 'Choose a company';
  if (loading) placeholder = 'Loading companies...';
  else if (failed) placeholder = 'Companies unavailable';
  else if (!hasOptions) placeholder = 'No companies available';

  return (
    <div className={styles.picker}>
      <label htmlFor={selectId}>
        <VisuallyHidden>Select a Stock</VisuallyHidden>
      </label>
      <div className={styles.control}>
        <select
          id={selectId}
          className={styles.select}
          value={value}
          onChange={handleChange}
          disabled={!ready}
          aria-busy={loading || undefined}
          aria-describedby={failed ? errorId : undefined}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {ready &&
            options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      {failed && (
        <div className={styles.error}>
          <span id={errorId} role="alert">
            Failed to load stocks
          </span>
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            Retry
          </button>
        </div>
      )}
    </div>
  );
}
