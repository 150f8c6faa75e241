import {
  ReceivedPart1Schema,
  ReceivedPart2Schema,
  ReceivedPart3Schema,
  Part4Schema,
  readSection,
  type ReceivedFigures,
  type ReceivedCompanyDetails,
} from 'shared-types/api';
import { PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE } from 'shared-types/api/fields';
import { useWords } from '../i18n/MessagesProvider';
import { SectionContent } from '../shared/SectionContent';
import { OtherField } from './OtherField';
import { Part1View } from './Part1View';
import { Part3View } from './Part3View';
import { Part4View } from './Part4View';
import { RiskTable } from './RiskTable';

export interface SectionBodyProps {
  fieldKey: string;
  details: ReceivedCompanyDetails;
  /** The payload's structured figures; empty when analysis_meta is missing or unreadable. */
  figures: ReceivedFigures;
}

/**
 * Picks the view for one field by its name, reading a Part with its schema
 * first; a field this build does not know is shown by its shape.
 */
export function SectionBody({ fieldKey, details, figures }: SectionBodyProps) {
  const raw = details[fieldKey];
  const words = useWords();
  switch (fieldKey) {
    case PART1_TITLE:
      return (
        <SectionContent read={readSection(ReceivedPart1Schema, raw)} empty={words('view.empty.part_1')}>
          {(part) => <Part1View part={part} figures={figures} />}
        </SectionContent>
      );
    case PART2_TITLE:
      return (
        <SectionContent read={readSection(ReceivedPart2Schema, raw)} empty={words('view.empty.risks')}>
          {(part) => <RiskTable part={part} />}
        </SectionContent>
      );
    case PART3_TITLE:
      return (
        <SectionContent read={readSection(ReceivedPart3Schema, raw)} empty={words('view.empty.part_3')}>
          {(part) => <Part3View part={part} scenarios={figures.scenarios} />}
        </SectionContent>
      );
    case PART4_TITLE:
      return (
        <SectionContent read={readSection(Part4Schema, raw)} empty={words('view.empty.part_4')}>
          {(part) => <Part4View part={part} />}
        </SectionContent>
      );
    default:
      return <OtherField fieldKey={fieldKey} value={raw} figures={figures} />;
  }
}
