import { type ReceivedResearchV2 } from 'shared-types/api';
import styles from '../../glance/glance.module.css';
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
 * The top of a v2 result, what v1 shows in its summary cards, data note and At a glance: the spec's
 * four cards, then score, price against value, risk flags and data side by side, then the small
 * print. All read from the document's parts (company, summary, score, value, risks, meta); every
 * heading is an h4 under the card the layout gives it.
 */
export function SummaryV2({ research, fallbackName }: SummaryV2Props) {
  const { document } = research;
  return (
    <>
      <SummaryCardsV2 document={document} fallbackName={fallbackName} />
      <div className={styles.grid}>
        <ScoreGlanceV2 document={document} />
        <ValueGlanceV2 value={document.value} />
        <RiskGlanceV2 risks={document.risks} />
        <DataGlanceV2 document={document} />
      </div>
      <SourcesNoteV2 document={document} />
    </>
  );
}
