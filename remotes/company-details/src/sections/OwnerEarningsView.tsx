import type { CompanyDetails } from 'shared-types/api';
import { type PART3_TITLE } from 'shared-types/api/fields';
import { FAT_PITCH_ANALYSIS } from '../messages';
import { GenericValue, Pairs } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { Subsection } from '../shared/Subsection';
import styles from './sections.module.css';

type OwnerEarnings = CompanyDetails[typeof PART3_TITLE]["4. Owner's Earnings and Margin of Safety"];

const ANALYSIS = "Owner's Earnings and Margin of Safety Analysis";
const IRR_PROJECTIONS = 'IRR Projections';

/** Part 3, section 4: the analysis text, IRR projections as key/value lines and the 'Fat Pitch Analysis'. */
export function OwnerEarningsView({ section }: { section: OwnerEarnings }) {
  return (
    <div className={styles.stack}>
      <GenericValue value={section[ANALYSIS]} />
      <Subsection title={IRR_PROJECTIONS} level={5}>
        <Pairs entries={Object.entries(section[IRR_PROJECTIONS])} />
      </Subsection>
      <Subsection title={FAT_PITCH_ANALYSIS} level={5} className={styles.calloutBox}>
        <GenericValue value={section[FAT_PITCH_ANALYSIS]} />
      </Subsection>
      <OtherEntries record={section} known={[ANALYSIS, IRR_PROJECTIONS, FAT_PITCH_ANALYSIS]} level={5} />
    </div>
  );
}
