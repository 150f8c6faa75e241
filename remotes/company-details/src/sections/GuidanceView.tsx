import type { ReceivedGuidance } from 'shared-types/api';
import { KEY_INSIGHTS } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { isBlank } from '../shared/parseFieldValue';
import { Subsection, type HeadingLevel } from '../shared/Subsection';
import { collectText, detectKeyThemes } from './guidanceSummary';
import { GuidanceSummary } from './GuidanceSummary';
import styles from './sections.module.css';

/** The field that marks an object as management guidance, wherever it appears. */
export const GUIDANCE_TRIGGER = 'Current Guidance';
const SUBSECTIONS = [GUIDANCE_TRIGGER, 'Historical Comparison', 'Overall Credibility Assessment'] as const;

/**
 * Management guidance: current guidance, the historical comparison (one
 * sub-entry per guided figure), the credibility assessment, a summary box with
 * the credibility score from the payload's figures, and Key Insights.
 */
export function GuidanceView({ guidance, credibilityScore, level = 5 }: { guidance: ReceivedGuidance; credibilityScore: number | null; level?: HeadingLevel }) {
  const insights = guidance[KEY_INSIGHTS];
  return (
    <div className={styles.stack}>
      {SUBSECTIONS.map((title) => (
        <Subsection key={title} title={title} level={level}>
          <GenericValue value={guidance[title]} />
        </Subsection>
      ))}
      <GuidanceSummary themes={detectKeyThemes(collectText(guidance))} score={credibilityScore} level={level} />
      {!isBlank(insights) && (
        <Subsection title={KEY_INSIGHTS} level={level} className={styles.calloutBox}>
          <GenericValue value={insights} />
        </Subsection>
      )}
      <OtherEntries record={guidance} known={[...SUBSECTIONS, KEY_INSIGHTS]} level={level} />
    </div>
  );
}
