import { readField, type ReceivedPart3, type ScenarioFigure } from 'shared-types/api';
import { PART3_SECTIONS } from 'shared-types/api/fields';
import { NO_SCENARIOS_DATA, NO_STRUCTURED_DATA } from '../messages';
import { FoldedPart } from '../reading/FoldedPart';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { SectionContent } from '../shared/SectionContent';
import { Subsection } from '../shared/Subsection';
import { HoldScenariosTable } from './HoldScenariosTable';
import { OwnerEarningsView } from './OwnerEarningsView';

const [INVESTIGATION, MOAT, RISKS, OWNER_EARNINGS, HOLD_SCENARIOS] = PART3_SECTIONS;

/**
 * Part 3: the five numbered sections of the investigation report. It opens on
 * '1. Overall Investigation' and folds the other four under 'Show the working'.
 */
export function Part3View({ part, scenarios }: { part: ReceivedPart3; scenarios: readonly ScenarioFigure[] | undefined }) {
  return (
    <FoldedPart
      lead={
        <Subsection title={INVESTIGATION}>
          <GenericValue value={part[INVESTIGATION]} />
        </Subsection>
      }
      working={
        <>
          {[MOAT, RISKS].map((title) => (
            <Subsection key={title} title={title}>
              <GenericValue value={part[title]} />
            </Subsection>
          ))}
          <Subsection title={OWNER_EARNINGS}>
            <SectionContent read={readField(part[OWNER_EARNINGS])} empty={NO_STRUCTURED_DATA}>
              {(section) => <OwnerEarningsView section={section} />}
            </SectionContent>
          </Subsection>
          <Subsection title={HOLD_SCENARIOS}>
            <SectionContent read={readField(part[HOLD_SCENARIOS])} empty={NO_SCENARIOS_DATA}>
              {(section) => <HoldScenariosTable section={section} figures={scenarios} />}
            </SectionContent>
          </Subsection>
          <OtherEntries record={part} known={PART3_SECTIONS} />
        </>
      }
    />
  );
}
