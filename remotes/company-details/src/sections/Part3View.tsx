import { readField, type ReceivedPart3, type ScenarioFigure } from 'shared-types/api';
import { PART3_SECTIONS } from 'shared-types/api/fields';
import { useWords } from '../i18n/MessagesProvider';
import type { MessageId } from 'shared-types/messages';
import { FoldedPart } from '../reading/FoldedPart';
import { GenericValue } from '../shared/GenericValue';
import { OtherEntries } from '../shared/OtherEntries';
import { SectionContent } from '../shared/SectionContent';
import { Subsection } from '../shared/Subsection';
import { HoldScenariosTable } from './HoldScenariosTable';
import { OwnerEarningsView } from './OwnerEarningsView';

const [INVESTIGATION, MOAT, RISKS, OWNER_EARNINGS, HOLD_SCENARIOS] = PART3_SECTIONS;
/** The heading shown for each payload key (the English is the key, word for word). */
const TITLES: Readonly<Record<(typeof PART3_SECTIONS)[number], MessageId>> = {
  [INVESTIGATION]: 'view.part_3.investigation',
  [MOAT]: 'view.part_3.moat',
  [RISKS]: 'view.part_3.risks',
  [OWNER_EARNINGS]: 'view.part_3.owner_earnings',
  [HOLD_SCENARIOS]: 'view.part_3.hold_scenarios',
};

/**
 * Part 3: the five numbered sections of the investigation report. It opens on
 * '1. Overall Investigation' and folds the other four under 'Show the working'.
 */
export function Part3View({ part, scenarios }: { part: ReceivedPart3; scenarios: readonly ScenarioFigure[] | undefined }) {
  const words = useWords();
  return (
    <FoldedPart
      lead={
        <Subsection title={words(TITLES[INVESTIGATION])}>
          <GenericValue value={part[INVESTIGATION]} />
        </Subsection>
      }
      working={
        <>
          {[MOAT, RISKS].map((title) => (
            <Subsection key={title} title={words(TITLES[title])}>
              <GenericValue value={part[title]} />
            </Subsection>
          ))}
          <Subsection title={words(TITLES[OWNER_EARNINGS])}>
            <SectionContent read={readField(part[OWNER_EARNINGS])} empty={words('view.empty.structured')}>
              {(section) => <OwnerEarningsView section={section} />}
            </SectionContent>
          </Subsection>
          <Subsection title={words(TITLES[HOLD_SCENARIOS])}>
            <SectionContent read={readField(part[HOLD_SCENARIOS])} empty={words('view.empty.scenarios')}>
              {(section) => <HoldScenariosTable section={section} figures={scenarios} />}
            </SectionContent>
          </Subsection>
          <OtherEntries record={part} known={PART3_SECTIONS} />
        </>
      }
    />
  );
}
