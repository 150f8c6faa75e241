import { useId, useMemo } from 'react';
import { COMPARE_MIN, type ComparedCompany } from 'shared-types/api';
import { upgradeDialogOpened, useAppDispatch } from 'shared-types/shell';
import { failureOf } from '../saved/apiFailure';
import { useGetComparisonQuery } from './compareApi';
import { CompareCharts } from './CompareCharts';
import { COMPARE_FAILED, COMPARE_LIMIT, COMPARE_TITLE, LOADING_COMPARISON, NOT_FOUND, NOTE, PICK_TWO, TRY_AGAIN, UPGRADE } from './compareMessages';
import { CompareTable } from './CompareTable';
import styles from './Compare.module.css';

export interface CompareViewProps {
  ids: string[];
  onChange: (ids: string[]) => void;
  onOpenCompany: (company: { id: string; name: string; code: string }) => void;
}

/**
 * 2 to 4 companies side by side (issue 33): their latest figures in a table and
 * ten years of ROCE, sales and EPS in charts. Refusals are read by status and code.
 */
export function CompareView({ ids, onChange, onOpenCompany }: CompareViewProps) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const enough = ids.length >= COMPARE_MIN;
  const comparison = useGetComparisonQuery(ids, { skip: !enough });

  // Shown in the order asked. After a removal the last answer still serves, less the removed column, until the new one comes.
  const companies = useMemo(() => {
    const answered = comparison.data?.companies ?? [];
    return ids.flatMap((id) => answered.filter((company) => company.company_id === id));
  }, [comparison.data, ids]);

  const open = (company: ComparedCompany) => onOpenCompany({ id: company.company_id, name: company.name, code: company.code });
  const remove = (company: ComparedCompany) => onChange(ids.filter((id) => id !== company.company_id));

  let body;
  if (!enough) {
    body = <p className={styles.hint}>{PICK_TWO}</p>;
  } else if (comparison.isError) {
    const { status, code } = failureOf(comparison.error);
    if (status === 403 && code === 'compare_limit') {
      body = (
        <div role="alert" className={styles.problem}>
          <span>{COMPARE_LIMIT}</span>
          <button type="button" className={styles.primaryButton} onClick={() => dispatch(upgradeDialogOpened({ message: null }))}>
            {UPGRADE}
          </button>
        </div>
      );
    } else if (status === 404 && code === 'company_not_found') {
      body = (
        <p role="alert" className={styles.problem}>
          {NOT_FOUND}
        </p>
      );
    } else {
      body = (
        <div role="alert" className={styles.problem}>
          <span>{COMPARE_FAILED}</span>
          <button type="button" className={styles.secondaryButton} onClick={() => void comparison.refetch()}>
            {TRY_AGAIN}
          </button>
        </div>
      );
    }
  } else if (companies.length >= COMPARE_MIN) {
    body = (
      <div className={styles.results} aria-busy={comparison.isFetching}>
        <CompareTable companies={companies} onOpen={open} onRemove={remove} />
        <p className={styles.hint}>{NOTE}</p>
        <CompareCharts companies={companies} />
      </div>
    );
  } else {
    body = (
      <p className={styles.hint} aria-busy="true">
        {LOADING_COMPARISON}
      </p>
    );
  }

  return (
    <section className={styles.view} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {COMPARE_TITLE}
      </h2>
      {body}
    </section>
  );
}
