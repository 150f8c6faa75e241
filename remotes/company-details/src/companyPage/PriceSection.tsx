import { useDeferredValue } from 'react';
import { NO_PRICE_HISTORY, PRICE_CHART_HEADING, PRICES_FAILED } from '../priceChart/messages';
import { PriceChart } from '../priceChart/PriceChart';
import { SectionCard } from '../shared/SectionCard';
import placeholder from '../shared/Shimmer.module.css';
import { isCompanyNotFound, useGetCompanyPricesQuery } from './companyPageApi';
import { TRY_AGAIN } from './messages';
import styles from './companyPage.module.css';

/**
 * 'Price chart': the stored closes of a company, by its key or id (GET /api/company/by-key/:key/prices).
 * `drawWhenNear`: draw the chart only once it is about to be seen (the public view, see PriceChart).
 */
export function PriceSection({ lookupKey, drawWhenNear = false }: { lookupKey: string; drawWhenNear?: boolean }) {
  const { data, isLoading, error, refetch } = useGetCompanyPricesQuery(lookupKey);
  // The closes arrive in a store update, which React renders in one blocking task; the chart
  // (its ranges, its table) is drawn in a deferred render that yields (docs/performance.md,
  // "The company page"). Until then its place keeps the shimmer.
  const history = useDeferredValue(data);
  let body;
  if (isLoading || (data !== undefined && history === undefined)) body = <div className={`${placeholder.shimmer} ${styles.chartLoading}`} aria-hidden="true" />;
  else if (history) body = <PriceChart history={history} drawWhenNear={drawWhenNear} />;
  // A company the endpoint does not know has no stored closes: nothing to retry.
  else if (isCompanyNotFound(error)) body = <p className={styles.muted}>{NO_PRICE_HISTORY}</p>;
  else
    body = (
      <p className={styles.muted}>
        {PRICES_FAILED}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
          {TRY_AGAIN}
        </button>
      </p>
    );
  return (
    <SectionCard title={PRICE_CHART_HEADING} resetKey={history}>
      {body}
    </SectionCard>
  );
}
