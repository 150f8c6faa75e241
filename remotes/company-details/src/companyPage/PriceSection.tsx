import { NO_PRICE_HISTORY, PRICE_CHART_HEADING, PRICES_FAILED } from '../priceChart/messages';
import { PriceChart } from '../priceChart/PriceChart';
import { SectionCard } from '../shared/SectionCard';
import placeholder from '../shared/Shimmer.module.css';
import { isCompanyNotFound, useGetCompanyPricesQuery } from './companyPageApi';
import { TRY_AGAIN } from './messages';
import styles from './companyPage.module.css';

/** 'Price chart': the stored closes of a company, by its key or id (GET /api/company/by-key/:key/prices). */
export function PriceSection({ lookupKey }: { lookupKey: string }) {
  const { data, isLoading, error, refetch } = useGetCompanyPricesQuery(lookupKey);
  let body;
  if (isLoading) body = <div className={`${placeholder.shimmer} ${styles.chartLoading}`} aria-hidden="true" />;
  else if (data) body = <PriceChart history={data} />;
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
    <SectionCard title={PRICE_CHART_HEADING} resetKey={data}>
      {body}
    </SectionCard>
  );
}
