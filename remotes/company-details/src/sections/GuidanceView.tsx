import type { CompanyDetails } from 'shared-types/api';
import { type PART1_TITLE } from 'shared-types/api/fields';
import { KEY_INSIGHTS } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { Subsection, type HeadingLevel } from '../shared/Subsection';
import { collectText, detectKeyThemes } from './guidanceSummary';
import { GuidanceSummary } from './GuidanceSummary';
import styles from './sections.module.css';

type GuidanceAnalysis = CompanyDetails[typeof PART1_TITLE]['2. Management Guidance Analysis'];

const SUBSECTIONS = ['Current Guidance', 'Historical Comparison', 'Overall Credibility Assessment'] as const;

/**
 * Management guidance: current guidance, the historical comparison (one
 * sub-entry per guided figure), the credibility assessment, a summary box with
 * the credibility score from the payload's figures, and Key Insights.
 */
export function GuidanceView({ guidance, credibilityScore, level = 5 }: { guidance: GuidanceAnalysis; credibilityScore: number | null; level?: HeadingLevel }) {
  const insights = guidance[KEY_INSIGHTS];
  return (
    <div className={styles.stack}>
      {SUBSECTIONS.map((title) => (
        <Subsection key={title} title={title} level={level}>
          <GenericValue value={guidance[title]} />
        </Subsection>
      ))}
      <GuidanceSummary themes={detectKeyThemes(collectText(guidance))} score={credibilityScore} level={level} />
      {insights.length > 0 && (
        <Subsection title={KEY_INSIGHTS} level={level} className={styles.calloutBox}>
          <GenericValue value={insights} />
        </Subsection>
      )}
      <OtherEntries record={guidance} known={[...SUBSECTIONS, KEY_INSIGHTS]} level={level} />
    </div>
  );
}
