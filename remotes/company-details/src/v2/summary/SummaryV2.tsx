import { type ReceivedResearchV2 } from 'shared-types/api';
import styles from '../../glance/glance.module.css';
import { useWords } from '../../i18n/MessagesProvider';
import { ErrorBoundary } from 'react-error-boundary';
import { SectionCard, SectionError } from '../../shared/SectionCard';
import { DataGlanceV2 } from './DataGlanceV2';
import { RiskGlanceV2 } from './RiskGlanceV2';
import { ScoreGlanceV2 } from './ScoreGlanceV2';
import { SourcesNoteV2 } from './SourcesNoteV2';
import { SummaryCardsV2 } from './SummaryCardsV2';
import { ValueGlanceV2 } from './ValueGlanceV2';

export interface SummaryV2Props {
  research: ReceivedResearchV2;
  /** The name picked in the search, when the answer has none. */
  fallbackName: string;
}

/**
 * The top of a v2 result, what v1 shows in its summary cards, data note and At a glance, in v1's
 * order: the spec's four cards (h3, as v1's), the small print, then the 'At a glance' card with
 * score, price against value, risk flags and data side by side (h4). All read from the document's
 * parts (company, summary, score, value, risks, meta).
 */
export function SummaryV2({ research, fallbackName }: SummaryV2Props) {
  const { document } = research;
  const words = useWords();
  return (
    <>
      {/* One boundary for the cards and the small print, as v1 has: either failing leaves the rest. */}
      <ErrorBoundary resetKeys={[research]} fallback={<SectionError />}>
        <SummaryCardsV2 document={document} fallbackName={fallbackName} />
        <SourcesNoteV2 document={document} />
      </ErrorBoundary>
      <SectionCard title={words('heading.at_a_glance')} resetKey={research}>
        <div className={styles.grid}>
          <ScoreGlanceV2 document={document} />
          <ValueGlanceV2 value={document.value} />
          <RiskGlanceV2 risks={document.risks} />
          <DataGlanceV2 document={document} />
        </div>
      </SectionCard>
    </>
  );
}
