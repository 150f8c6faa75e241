import { useId } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { CompanyDetails } from 'shared-types/api';
import { type SelectedCompany } from 'shared-types/shell';
import { ChartsSection } from './charts/ChartsSection';
import { CHARTS_HEADING } from './messages';
import { SectionBody } from './sections/SectionBody';
import { sectionEntries } from './sections/sectionEntries';
import { SectionCard, SectionError } from './shared/SectionCard';
import { CompanySummaryCards } from './summary/CompanySummaryCards';
import { DataSourcesNote } from './summary/DataSourcesNote';
import styles from './CompanyDetailsPage.module.css';

/**
 * The 'Company Details' result: summary cards, where the data came from, the
 * charts, then one card per remaining field. The payload was parsed with its
 * schema where it entered the page; fields this build does not know get cards
 * of their own, rendered generically.
 */
export function CompanyDetailsView({ details, company }: { details: CompanyDetails; company: SelectedCompany }) {
  const headingId = useId();
  const meta = details.analysis_meta;

  return (
    <section className={styles.view} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Company Details
      </h2>
      <ErrorBoundary resetKeys={[details]} fallback={<SectionError />}>
        <CompanySummaryCards details={details} meta={meta} fallbackName={company.name} />
        <DataSourcesNote meta={meta} />
      </ErrorBoundary>
      <SectionCard title={CHARTS_HEADING} resetKey={details}>
        <ChartsSection dataJson={details.data_json} />
      </SectionCard>
      {sectionEntries(details).map(({ key, title }) => (
        <SectionCard key={key} title={title} resetKey={details}>
          <SectionBody fieldKey={key} details={details} />
        </SectionCard>
      ))}
    </section>
  );
}
