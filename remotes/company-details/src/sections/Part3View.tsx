import { PART3_SECTIONS } from 'shared-types/api/fields';
import { NO_PART3_DATA } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { asRecord, findEntry, isBlank } from '../shared/parseFieldValue';
import { Subsection } from '../shared/Subsection';
import { TextOrEmpty } from '../shared/TextBlock';
import { HoldScenariosTable } from './HoldScenariosTable';
import { OwnerEarningsView } from './OwnerEarningsView';
import styles from './sections.module.css';

const OWNER_EARNINGS = PART3_SECTIONS[3];
const HOLD_SCENARIOS = PART3_SECTIONS[4];

function SectionContent({ title, value }: { title: string; value: unknown }) {
  if (title === OWNER_EARNINGS) return <OwnerEarningsView value={value} />;
  if (title === HOLD_SCENARIOS) return <HoldScenariosTable value={value} />;
  return <GenericValue value={value} />;
}

/** Part 3: the five numbered sections of the investigation report. */
export function Part3View({ value }: { value: unknown }) {
  const record = asRecord(value);
  if (!record || isBlank(record)) return <TextOrEmpty value={value} empty={NO_PART3_DATA} />;
  const sections = PART3_SECTIONS.map((title) => ({ title, entry: findEntry(record, title) }));
  return (
    <div className={styles.stack}>
      {sections.map(({ title, entry }) => (
        <Subsection key={title} title={title}>
          <SectionContent title={title} value={entry?.value} />
        </Subsection>
      ))}
      <OtherEntries record={record} known={sections.map(({ entry }) => entry?.key)} />
    </div>
  );
}
