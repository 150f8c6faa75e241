import type { CompanyDetails, ScenarioFigure } from 'shared-types/api';
import { PART3_SECTIONS, type PART3_TITLE } from 'shared-types/api/fields';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { Subsection } from '../shared/Subsection';
import { HoldScenariosTable } from './HoldScenariosTable';
import { OwnerEarningsView } from './OwnerEarningsView';
import styles from './sections.module.css';

const [INVESTIGATION, MOAT, RISKS, OWNER_EARNINGS, HOLD_SCENARIOS] = PART3_SECTIONS;

/** Part 3: the five numbered sections of the investigation report. */
export function Part3View({ part, scenarios }: { part: CompanyDetails[typeof PART3_TITLE]; scenarios: readonly ScenarioFigure[] }) {
  return (
    <div className={styles.stack}>
      {[INVESTIGATION, MOAT, RISKS].map((title) => (
        <Subsection key={title} title={title}>
          <GenericValue value={part[title]} />
        </Subsection>
      ))}
      <Subsection title={OWNER_EARNINGS}>
        <OwnerEarningsView section={part[OWNER_EARNINGS]} />
      </Subsection>
      <Subsection title={HOLD_SCENARIOS}>
        <HoldScenariosTable section={part[HOLD_SCENARIOS]} figures={scenarios} />
      </Subsection>
      <OtherEntries record={part} known={PART3_SECTIONS} />
    </div>
  );
}
