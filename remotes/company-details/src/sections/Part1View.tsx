import type { CompanyDetails } from 'shared-types/api';
import { PART1_SECTIONS, type PART1_TITLE } from 'shared-types/api/fields';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { Subsection } from '../shared/Subsection';
import { GuidanceView } from './GuidanceView';
import styles from './sections.module.css';

const [FORECAST, GUIDANCE] = PART1_SECTIONS;

/** Part 1: '1. Future Forecast vs. Actuals (Past 5 Years)' and '2. Management Guidance Analysis'. */
export function Part1View({ part, credibilityScore }: { part: CompanyDetails[typeof PART1_TITLE]; credibilityScore: number | null }) {
  return (
    <div className={styles.stack}>
      <Subsection title={FORECAST}>
        <GenericValue value={part[FORECAST]} />
      </Subsection>
      <Subsection title={GUIDANCE}>
        <GuidanceView guidance={part[GUIDANCE]} credibilityScore={credibilityScore} />
      </Subsection>
      <OtherEntries record={part} known={PART1_SECTIONS} />
    </div>
  );
}
