import { NO_GUIDANCE_DATA, KEY_INSIGHTS } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { asRecord, findEntry, isBlank, textOf } from '../shared/parseFieldValue';
import { Subsection, type HeadingLevel } from '../shared/Subsection';
import { TextOrEmpty } from '../shared/TextBlock';
import { collectText, detectKeyThemes, readCredibilityScore } from './guidanceSummary';
import { GuidanceSummary } from './GuidanceSummary';
import styles from './sections.module.css';

export const GUIDANCE_TRIGGER = 'Current Guidance';
const SUBSECTIONS = [GUIDANCE_TRIGGER, 'Historical Comparison', 'Overall Credibility Assessment'] as const;

/**
 * Management guidance: current guidance, the historical comparison (one
 * sub-entry per guided figure), the credibility assessment, a summary box and
 * Key Insights.
 */
export function GuidanceView({ value, level = 5 }: { value: unknown; level?: HeadingLevel }) {
  const record = asRecord(value);
  if (!record || isBlank(record)) return <TextOrEmpty value={value} empty={NO_GUIDANCE_DATA} />;
  const entries = SUBSECTIONS.map((title) => ({ title, entry: findEntry(record, title) }));
  const insights = findEntry(record, KEY_INSIGHTS);
  const assessment = entries[2]?.entry?.value;
  const score = readCredibilityScore(textOf(assessment) ?? collectText(assessment));
  const themes = detectKeyThemes(collectText(record));

  return (
    <div className={styles.stack}>
      {entries.map(({ title, entry }) => (
        <Subsection key={title} title={title} level={level}>
          <GenericValue value={entry?.value} />
        </Subsection>
      ))}
      <GuidanceSummary themes={themes} score={score} level={level} />
      {insights && !isBlank(insights.value) && (
        <Subsection title={KEY_INSIGHTS} level={level} className={styles.calloutBox}>
          <GenericValue value={insights.value} />
        </Subsection>
      )}
      <OtherEntries record={record} known={[...entries.map(({ entry }) => entry?.key), insights?.key]} level={level} />
    </div>
  );
}
