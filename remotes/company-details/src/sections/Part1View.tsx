import { useId } from 'react';
import { readField, type ReceivedPart1 } from 'shared-types/api';
import { PART1_SECTIONS } from 'shared-types/api/fields';
import { useWords } from '../i18n/MessagesProvider';
import { KEY_INSIGHTS } from '../messages';
import { FoldedPart } from '../reading/FoldedPart';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { isBlank } from '../shared/parseFieldValue';
import { SectionContent } from '../shared/SectionContent';
import { Subsection } from '../shared/Subsection';
import { GuidanceView, type GuidanceFigures } from './GuidanceView';
import styles from './sections.module.css';

const [FORECAST, GUIDANCE] = PART1_SECTIONS;

/** Key Insights shown before 'Show the working' when they are a list: the first few, by position. */
export const INSIGHTS_SHOWN = 3;

/**
 * Part 1: '1. Future Forecast vs. Actuals (Past 5 Years)' and '2. Management
 * Guidance Analysis'. It opens on the guidance's Key Insights (a field of the
 * payload, not a sentence picked from its prose) and folds the rest under
 * 'Show the working'; without Key Insights it opens on its first section. A list
 * of insights shows its first few; the rest are folded with the working.
 */
export function Part1View({ part, figures }: { part: ReceivedPart1; figures: GuidanceFigures }) {
  const moreId = useId();
  const words = useWords();
  const guidance = readField(part[GUIDANCE]);
  const insights = guidance.kind === 'value' ? guidance.value[KEY_INSIGHTS] : undefined;
  const forecast = (
    <Subsection title={words('view.part_1.forecast')}>
      <GenericValue value={part[FORECAST]} />
    </Subsection>
  );
  const rest = (
    <>
      <Subsection title={words('view.part_1.guidance')}>
        <SectionContent read={guidance} empty={words('view.empty.guidance')}>
          {(value) => <GuidanceView guidance={value} figures={figures} withInsights={false} />}
        </SectionContent>
      </Subsection>
      <OtherEntries record={part} known={PART1_SECTIONS} />
    </>
  );
  if (isBlank(insights)) return <FoldedPart lead={forecast} working={rest} />;
  const more = Array.isArray(insights) && insights.length > INSIGHTS_SHOWN;
  return (
    <FoldedPart
      {...(more ? { leadFoldId: moreId } : {})}
      lead={(open) =>
        more ? (
          <Subsection title={words('part.1.key_insights')} className={styles.calloutBox}>
            <GenericValue value={insights.slice(0, INSIGHTS_SHOWN)} />
            <div id={moreId} hidden={!open}>
              <GenericValue value={insights.slice(INSIGHTS_SHOWN)} />
            </div>
          </Subsection>
        ) : (
          <Subsection title={words('part.1.key_insights')} className={styles.calloutBox}>
            <GenericValue value={insights} />
          </Subsection>
        )
      }
      working={
        <>
          {forecast}
          {rest}
        </>
      }
    />
  );
}
