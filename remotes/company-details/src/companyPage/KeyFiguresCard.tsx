import { KeyFiguresStrip } from '../keyFigures/KeyFiguresStrip';
import placeholder from '../shared/Shimmer.module.css';
import { useGetCompanyPublicQuery } from './companyPageApi';
import styles from './companyPage.module.css';

/**
 * The key figures at the top of a research result, from the public endpoint by the
 * company's key (or its id, which the endpoint also resolves). A company the endpoint
 * does not know, or a failed call, leaves the strip out: the result below still stands.
 */
export function KeyFiguresCard({ lookupKey }: { lookupKey: string }) {
  const { data, isLoading } = useGetCompanyPublicQuery(lookupKey);
  if (isLoading) return <div className={`${placeholder.shimmer} ${styles.stripLoading}`} aria-hidden="true" />;
  return data ? <KeyFiguresStrip figures={data.key_figures} /> : null;
}
