import { FAT_PITCH_ANALYSIS, NO_STRUCTURED_DATA } from '../messages';
import { GenericValue, Pairs } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { asRecord, findEntry, isBlank } from '../shared/parseFieldValue';
import { Subsection } from '../shared/Subsection';
import { TextOrEmpty } from '../shared/TextBlock';
import styles from './sections.module.css';

const ANALYSIS = "Owner's Earnings and Margin of Safety Analysis";
const IRR_PROJECTIONS = 'IRR Projections';

/** Part 3, section 4: the analysis text, IRR projections as key/value lines and the 'Fat Pitch Analysis'. */
export function OwnerEarningsView({ value }: { value: unknown }) {
  const record = asRecord(value);
  if (!record || isBlank(record)) return <TextOrEmpty value={value} empty={NO_STRUCTURED_DATA} />;
  const analysis = findEntry(record, ANALYSIS);
  const irr = findEntry(record, IRR_PROJECTIONS);
  const irrRecord = asRecord(irr?.value);
  const fatPitch = findEntry(record, FAT_PITCH_ANALYSIS);

  return (
    <div className={styles.stack}>
      {analysis && <GenericValue value={analysis.value} />}
      {irr && (
        <Subsection title={IRR_PROJECTIONS} level={5}>
          {irrRecord ? <Pairs entries={Object.entries(irrRecord)} /> : <GenericValue value={irr.value} />}
        </Subsection>
      )}
      {fatPitch && (
        <Subsection title={FAT_PITCH_ANALYSIS} level={5} className={styles.calloutBox}>
          <GenericValue value={fatPitch.value} />
        </Subsection>
      )}
      <OtherEntries record={record} known={[analysis?.key, irr?.key, fatPitch?.key]} level={5} />
    </div>
  );
}
