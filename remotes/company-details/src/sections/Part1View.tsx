import { readField, type ReceivedPart1 } from 'shared-types/api';
import { PART1_SECTIONS } from 'shared-types/api/fields';
import { NO_GUIDANCE_DATA } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { SectionContent } from '../shared/SectionContent';
import { Subsection } from '../shared/Subsection';
import { GuidanceView, type GuidanceFigures } from './GuidanceView';
import styles from './sections.module.css';

const [FORECAST, GUIDANCE] = PART1_SECTIONS;

/** Part 1: '1. Future Forecast vs. Actuals (Past 5 Years)' and '2. Management Guidance Analysis'. */
export function Part1View({ part, figures }: { part: ReceivedPart1; figures: GuidanceFigures }) {
  return (
    <div className={styles.stack}>
      <Subsection title={FORECAST}>
        <GenericValue value={part[FORECAST]} />
      </Subsection>
      <Subsection title={GUIDANCE}>
        <SectionContent read={readField(part[GUIDANCE])} empty={NO_GUIDANCE_DATA}>
          {(guidance) => <GuidanceView guidance={guidance} figures={figures} />}
        </SectionContent>
      </Subsection>
      <OtherEntries record={part} known={PART1_SECTIONS} />
    </div>
  );
}
