import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { readSection, ReceivedAnalysisMetaSchema, ReceivedDataJsonSchema, type ReceivedCompanyDetails } from 'shared-types/api';
import { selectPreferences, useAppSelector, type SelectedCompany } from 'shared-types/shell';
import { ChartsSection } from './charts/ChartsSection';
import { AtAGlance } from './glance/AtAGlance';
import { InvestorLensesCard } from './lenses/InvestorLensesCard';
import { KeyFiguresCard } from './companyPage/KeyFiguresCard';
import { useMessages, useWords } from './i18n/MessagesProvider';
import { PeerComparisonCard } from './peers/PeerComparisonCard';
import { ResultSection } from './reading/ResultSection';
import { PART_SECTION_IDS, presentSections } from './reading/resultSections';
import { scrollAndFocus } from './reading/scrollMotion';
import { SectionBar } from './reading/SectionBar';
import { SectionBody } from './sections/SectionBody';
import { PART_TITLE_IDS, sectionEntries } from './sections/sectionEntries';
import { SectionCard, SectionError } from './shared/SectionCard';
import { CompanySummaryCards } from './summary/CompanySummaryCards';
import { DataSourcesNote } from './summary/DataSourcesNote';
import { usePersonalScore } from './personal/usePersonalScore';
import styles from './CompanyDetailsPage.module.css';

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
  const headingId = useId();
  const { locale } = useMessages();
  const words = useWords();
  const heading = useRef<HTMLHeadingElement>(null);
  // Read once per payload: the charts memoise on data_json's identity.
  const { meta, dataJson } = useMemo(() => {
    const metaRead = readSection(ReceivedAnalysisMetaSchema, details.analysis_meta);
    return { meta: metaRead.kind === 'value' ? metaRead.value : null, dataJson: readSection(ReceivedDataJsonSchema, details.data_json) };
  }, [details]);
  const figures = meta?.figures ?? {};
  const personal = usePersonalScore(meta);
  // Signed-out visitors and users who never chose get the standard view ('standard' opens the first lens).
  const { lens } = useAppSelector(selectPreferences);
  const entries = sectionEntries(details);
  const sections = presentSections(
    new Set([
      'summary',
      'peers',
      'lenses',
      ...(price === undefined ? [] : ['price']),
      ...(statements === undefined ? [] : ['statements']),
      ...entries.map((entry) => PART_SECTION_IDS[entry.key] ?? ''),
    ]),
  );

  // Only as the view mounts (once per company): a later render must not take focus away.
  const arrivedOnMount = useRef(arriving);
  useEffect(() => {
    if (arrivedOnMount.current && heading.current) scrollAndFocus(heading.current);
  }, []);

  return (
    <section className={styles.view} aria-labelledby={headingId} lang={locale === 'en' ? undefined : locale}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {words('view.title')}
      </h2>
      <SectionBar sections={sections} />
      <ResultSection id="summary">
        <KeyFiguresCard lookupKey={company.key ?? company.id} />
        <ErrorBoundary resetKeys={[details]} fallback={<SectionError />}>
          <CompanySummaryCards details={details} meta={meta} fallbackName={company.name} personal={personal} />
          <DataSourcesNote meta={meta} />
        </ErrorBoundary>
        <AtAGlance details={details} meta={meta} />
        <SectionCard title={words('heading.charts')} resetKey={details}>
          {/* Text instead of chart data ('still processing') means the charts are not ready yet. */}
          {dataJson.kind === 'unreadable' ? <SectionError /> : <ChartsSection dataJson={dataJson.kind === 'value' ? dataJson.value : null} />}
        </SectionCard>
      </ResultSection>
      {price !== undefined && <ResultSection id="price">{price}</ResultSection>}
      {statements !== undefined && <ResultSection id="statements">{statements}</ResultSection>}
      <ResultSection id="peers">
        <PeerComparisonCard details={details} />
      </ResultSection>
      <ResultSection id="lenses">
        <InvestorLensesCard details={details} initialLens={lens} />
      </ResultSection>
      {entries.map(({ key, title }) => {
        // A Part's payload key stays its key; the heading shown is the catalogue's.
        const titleId = PART_TITLE_IDS[key];
        const card = (
          <SectionCard key={key} title={titleId === undefined ? title : words(titleId)} resetKey={details}>
            <SectionBody fieldKey={key} details={details} figures={figures} />
          </SectionCard>
        );
        const id = PART_SECTION_IDS[key];
        return id === undefined ? (
          card
        ) : (
          <ResultSection key={key} id={id}>
            {card}
          </ResultSection>
        );
      })}
    </section>
  );
}
