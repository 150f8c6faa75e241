import { useId } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { type SelectedCompany } from 'shared-types/shell';
import { ChartsSection } from './charts/ChartsSection';
import { CHARTS_HEADING } from './messages';
import { SectionBody } from './sections/SectionBody';
import { sectionEntries } from './sections/sectionEntries';
import { asRecord } from './shared/parseFieldValue';
import { SectionCard, SectionError } from './shared/SectionCard';
import { CompanySummaryCards } from './summary/CompanySummaryCards';
import { DataSourcesNote } from './summary/DataSourcesNote';
import styles from './CompanyDetailsPage.module.css';

/**
 * The 'Company Details' result: summary cards, where the data came from, the
 * charts, then one card per remaining field. The payload is treated as data:
 * every part copes with shapes it does not expect.
 */
export function CompanyDetailsView({ details, company }: { details: unknown; company: SelectedCompany }) {
  const headingId = useId();
  const record = asRecord(details) ?? {};
  const meta = asRecord(record.analysis_meta);

  return (
    <section className={styles.view} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Company Details
      </h2>
      <ErrorBoundary resetKeys={[details]} fallback={<SectionError />}>
        <CompanySummaryCards details={record} meta={meta} fallbackName={company.name} />
        <DataSourcesNote meta={meta} />
      </ErrorBoundary>
      <SectionCard title={CHARTS_HEADING} resetKey={details}>
        <ChartsSection dataJson={record.data_json} />
      </SectionCard>
      {sectionEntries(record).map(({ key, title, value }) => (
        <SectionCard key={key} title={title} resetKey={details}>
          <SectionBody fieldKey={key} value={value} />
        </SectionCard>
      ))}
    </section>
  );
}
