import { PART1_SECTIONS } from 'shared-types/api/fields';
import { NO_PART1_DATA } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { asRecord, findEntry, isBlank } from '../shared/parseFieldValue';
import { Subsection } from '../shared/Subsection';
import { TextOrEmpty } from '../shared/TextBlock';
import { GuidanceView } from './GuidanceView';
import styles from './sections.module.css';

const [FORECAST, GUIDANCE] = PART1_SECTIONS;

/** Part 1: '1. Future Forecast vs. Actuals (Past 5 Years)' and '2. Management Guidance Analysis'. */
export function Part1View({ value }: { value: unknown }) {
  const record = asRecord(value);
  if (!record || isBlank(record)) return <TextOrEmpty value={value} empty={NO_PART1_DATA} />;
  const forecast = findEntry(record, FORECAST);
  const guidance = findEntry(record, GUIDANCE);
  return (
    <div className={styles.stack}>
      <Subsection title={FORECAST}>
        <GenericValue value={forecast?.value} />
      </Subsection>
      <Subsection title={GUIDANCE}>
        <GuidanceView value={guidance?.value} />
      </Subsection>
      <OtherEntries record={record} known={[forecast?.key, guidance?.key]} />
    </div>
  );
}
