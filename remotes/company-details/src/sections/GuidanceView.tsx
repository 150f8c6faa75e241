import { credibilityScoreOf, type ReceivedFigures, type ReceivedGuidance } from 'shared-types/api';
import { useWords } from '../i18n/MessagesProvider';
import type { MessageId } from 'shared-types/messages';
import { KEY_INSIGHTS } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { isBlank } from '../shared/parseFieldValue';
import { Subsection, type HeadingLevel } from '../shared/Subsection';
import { themeLabels } from './guidanceSummary';
import { GuidanceSummary } from './GuidanceSummary';
import styles from './sections.module.css';

/** The field that marks an object as management guidance, wherever it appears. */
export const GUIDANCE_TRIGGER = 'Current Guidance';
const SUBSECTIONS = [GUIDANCE_TRIGGER, 'Historical Comparison', 'Overall Credibility Assessment'] as const;
/** The heading shown for each payload key (the English is the key). */
const SUBSECTION_TITLES: Readonly<Record<(typeof SUBSECTIONS)[number], MessageId>> = {
  [GUIDANCE_TRIGGER]: 'part.1.current_guidance',
  'Historical Comparison': 'part.1.historical_comparison',
  'Overall Credibility Assessment': 'part.1.credibility',
};

/** The figures the guidance summary shows: its credibility score and key themes. */
export type GuidanceFigures = Pick<ReceivedFigures, 'credibility_score' | 'guidance_themes'>;

/**
 * Management guidance: current guidance, the historical comparison (one
 * sub-entry per guided figure), the credibility assessment, a summary box with
 * the key themes and the credibility score from the payload's figures, and Key Insights.
 */
export function GuidanceView({
  guidance,
  figures,
  level = 5,
  withInsights = true,
}: {
  guidance: ReceivedGuidance;
  figures: GuidanceFigures;
  level?: HeadingLevel;
  /** False where Key Insights are shown elsewhere (Part 1 opens on them). */
  withInsights?: boolean;
}) {
  const insights = withInsights ? guidance[KEY_INSIGHTS] : undefined;
  const words = useWords();
  // An older answer without the figure states its score as 'N/100' in the assessment.
  const score = credibilityScoreOf(figures.credibility_score, guidance['Overall Credibility Assessment']);
  return (
    <div className={styles.stack}>
      {SUBSECTIONS.map((title) => (
        <Subsection key={title} title={words(SUBSECTION_TITLES[title])} level={level}>
          <GenericValue value={guidance[title]} />
        </Subsection>
      ))}
      <GuidanceSummary themes={themeLabels(figures.guidance_themes)} score={score} level={level} />
      {!isBlank(insights) && (
        <Subsection title={words('part.1.key_insights')} level={level} className={styles.calloutBox}>
          <GenericValue value={insights} />
        </Subsection>
      )}
      <OtherEntries record={guidance} known={[...SUBSECTIONS, KEY_INSIGHTS]} level={level} />
    </div>
  );
}
