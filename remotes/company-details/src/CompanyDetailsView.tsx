import { useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { readSection, ReceivedAnalysisMetaSchema, ReceivedDataJsonSchema, type ReceivedCompanyDetails } from 'shared-types/api';
import { selectPreferences, useAppSelector, type SelectedCompany } from 'shared-types/shell';
import { ChartsSection } from './charts/ChartsSection';
import { AtAGlance } from './glance/AtAGlance';
import { InvestorLensesCard } from './lenses/InvestorLensesCard';
import { useWords } from './i18n/MessagesProvider';
import { PeerComparisonCard } from './peers/PeerComparisonCard';
import { ResultPage } from './reading/ResultPage';
import { PART_SECTION_IDS } from './reading/resultSections';
import { SectionBody } from './sections/SectionBody';
import { PART_TITLE_IDS, sectionEntries } from './sections/sectionEntries';
import { SectionCard, SectionError } from './shared/SectionCard';
import { CompanySummaryCards } from './summary/CompanySummaryCards';
import { DataSourcesNote } from './summary/DataSourcesNote';
import { usePersonalScore } from './personal/usePersonalScore';

export interface CompanyDetailsViewProps {
  details: ReceivedCompanyDetails;
  company: SelectedCompany;
  /** Just researched: bring the result into view and move focus to its heading (issue 30 item 2). */
  arriving?: boolean;
  /** The 'Price' section's content (key figures' price chart); its bar entry shows only when given. */
  price?: ReactNode;
  /** The 'Statements' section's content (the statements tables); its bar entry shows only when given. */
  statements?: ReactNode;
}

/**
 * The 'Company Details' result: a sticky section bar, then the sections in its
 * order (docs/company-page.md 'Reading the page'): Summary (summary cards, data
 * sources, at a glance, charts), Price, Statements, Peers, Lenses and the
 * Parts, then one card per field this build does not know (rendered by shape).
 * Each section is read with its schema, so one that does not match shows
 * 'Error rendering this section' in its own card and the rest renders.
 */
export function CompanyDetailsView({ details, company, arriving = false, price, statements }: CompanyDetailsViewProps) {
  const words = useWords();
  // Read once per payload: the charts memoise on data_json's identity.
  const { meta, dataJson } = useMemo(() => {
    const metaRead = readSection(ReceivedAnalysisMetaSchema, details.analysis_meta);
    return { meta: metaRead.kind === 'value' ? metaRead.value : null, dataJson: readSection(ReceivedDataJsonSchema, details.data_json) };
  }, [details]);
  const figures = meta?.figures ?? {};
  const personal = usePersonalScore(meta);
  // Signed-out visitors and users who never chose get the standard view ('standard' opens the first lens).
  const { lens } = useAppSelector(selectPreferences);
  const parts = sectionEntries(details).map(({ key, title }) => {
    // A Part's payload key stays its key; the heading shown is the catalogue's.
    const titleId = PART_TITLE_IDS[key];
    const card = (
      <SectionCard key={key} title={titleId === undefined ? title : words(titleId)} resetKey={details}>
        <SectionBody fieldKey={key} details={details} figures={figures} />
      </SectionCard>
    );
    return { id: PART_SECTION_IDS[key], key, card };
  });

  return (
    <ResultPage
      answer="v1"
      arriving={arriving}
      lookupKey={company.key ?? company.id}
      price={price}
      statements={statements}
      summary={
        <>
          <ErrorBoundary resetKeys={[details]} fallback={<SectionError />}>
            <CompanySummaryCards details={details} meta={meta} fallbackName={company.name} personal={personal} />
            <DataSourcesNote meta={meta} />
          </ErrorBoundary>
          <AtAGlance details={details} meta={meta} />
          <SectionCard title={words('heading.charts')} resetKey={details}>
            {/* Text instead of chart data ('still processing') means the charts are not ready yet. */}
            {dataJson.kind === 'unreadable' ? <SectionError /> : <ChartsSection dataJson={dataJson.kind === 'value' ? dataJson.value : null} />}
          </SectionCard>
        </>
      }
      peers={<PeerComparisonCard details={details} />}
      lenses={<InvestorLensesCard details={details} initialLens={lens} />}
      parts={parts}
    />
  );
}
