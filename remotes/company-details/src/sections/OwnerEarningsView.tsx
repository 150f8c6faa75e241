import type { ReceivedOwnerEarnings } from 'shared-types/api';
import { useWords } from '../i18n/MessagesProvider';
import { FAT_PITCH_ANALYSIS } from '../messages';
import { GenericValue, Pairs } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { Subsection } from '../shared/Subsection';
import styles from './sections.module.css';

const ANALYSIS = "Owner's Earnings and Margin of Safety Analysis";
const IRR_PROJECTIONS = 'IRR Projections';

/** Part 3, section 4: the analysis text, IRR projections as key/value lines and the 'Fat Pitch Analysis', each when present. */
export function OwnerEarningsView({ section }: { section: ReceivedOwnerEarnings }) {
  const analysis = section[ANALYSIS];
  const irr = section[IRR_PROJECTIONS];
  const fatPitch = section[FAT_PITCH_ANALYSIS];
  const words = useWords();
  return (
    <div className={styles.stack}>
      {analysis !== undefined && <GenericValue value={analysis} />}
      {irr !== undefined && (
        <Subsection title={words('part.3.irr_projections')} level={5}>
          {typeof irr === 'string' ? <GenericValue value={irr} /> : <Pairs entries={Object.entries(irr)} />}
        </Subsection>
      )}
      {fatPitch !== undefined && (
        <Subsection title={words('part.3.fat_pitch')} level={5} className={styles.calloutBox}>
          <GenericValue value={fatPitch} />
        </Subsection>
      )}
      <OtherEntries record={section} known={[ANALYSIS, IRR_PROJECTIONS, FAT_PITCH_ANALYSIS]} level={5} />
    </div>
  );
}
