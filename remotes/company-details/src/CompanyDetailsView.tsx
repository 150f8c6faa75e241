import { useId, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { readSection, ReceivedAnalysisMetaSchema, ReceivedDataJsonSchema, type ReceivedCompanyDetails } from 'shared-types/api';
import { selectPreferences, useAppSelector, type SelectedCompany } from 'shared-types/shell';
import { ChartsSection } from './charts/ChartsSection';
import { AtAGlance } from './glance/AtAGlance';
import { InvestorLensesCard } from './lenses/InvestorLensesCard';
import { CHARTS_HEADING } from './messages';
import { KeyFiguresCard } from './companyPage/KeyFiguresCard';
import { PriceSection } from './companyPage/PriceSection';
import { PeerComparisonCard } from './peers/PeerComparisonCard';
import { SectionBody } from './sections/SectionBody';
import { sectionEntries } from './sections/sectionEntries';
import { SectionCard, SectionError } from './shared/SectionCard';
import { StatementsCard } from './statements/StatementsCard';
import { CompanySummaryCards } from './summary/CompanySummaryCards';
import { DataSourcesNote } from './summary/DataSourcesNote';
import { usePersonalScore } from './personal/usePersonalScore';
import styles from './CompanyDetailsPage.module.css';

/**
 * The 'Company Details' result: summary cards, where the data came from, the
 * charts, then one card per remaining field. Only the company name is sure;
 * each section is read with its schema here, so a section that does not match
 * shows 'Error rendering this section' in its own card and the rest renders.
 * Fields this build does not know get cards of their own, rendered by shape.
 */
export function CompanyDetailsView({ details, company }: { details: ReceivedCompanyDetails; company: SelectedCompany }) {
  const headingId = useId();
  // Read once per payload: the charts memoise on data_json's identity.
  const { meta, dataJson } = useMemo(() => {
    const metaRead = readSection(ReceivedAnalysisMetaSchema, details.analysis_meta);
    return { meta: metaRead.kind === 'value' ? metaRead.value : null, dataJson: readSection(ReceivedDataJsonSchema, details.data_json) };
  }, [details]);
  const figures = meta?.figures ?? {};
  const personal = usePersonalScore(meta);
  // Signed-out visitors and users who never chose get the standard view ('standard' opens the first lens).
  const { lens } = useAppSelector(selectPreferences);

  return (
    <section className={styles.view} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Company Details
      </h2>
      <KeyFiguresCard lookupKey={company.key ?? company.id} />
      <ErrorBoundary resetKeys={[details]} fallback={<SectionError />}>
        <CompanySummaryCards details={details} meta={meta} fallbackName={company.name} personal={personal} />
        <DataSourcesNote meta={meta} />
      </ErrorBoundary>
      <AtAGlance details={details} meta={meta} />
      <PriceSection lookupKey={company.key ?? company.id} />
      <SectionCard title={CHARTS_HEADING} resetKey={details}>
        {/* Text instead of chart data ('still processing') means the charts are not ready yet. */}
        {dataJson.kind === 'unreadable' ? <SectionError /> : <ChartsSection dataJson={dataJson.kind === 'value' ? dataJson.value : null} />}
      </SectionCard>
      <StatementsCard company={company} />
      <PeerComparisonCard details={details} />
      {sectionEntries(details).map(({ key, title }) => (
        <SectionCard key={key} title={title} resetKey={details}>
          <SectionBody fieldKey={key} details={details} figures={figures} />
        </SectionCard>
      ))}
      <InvestorLensesCard details={details} initialLens={lens} />
    </section>
  );
}
