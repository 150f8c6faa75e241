import { PART1_TITLE, PART2_TITLE, PART3_TITLE } from 'shared-types/api/fields';
import { GenericValue } from '../shared/GenericValue';
import { asRecord, findEntry } from '../shared/parseFieldValue';
import { GuidanceView, GUIDANCE_TRIGGER } from './GuidanceView';
import { Part1View } from './Part1View';
import { Part3View } from './Part3View';
import { RiskTable } from './RiskTable';
import { ScenariosView } from './ScenariosView';

/** Picks the view for one field: by its name, or by its shape; anything else is shown generically. */
export function SectionBody({ fieldKey, value }: { fieldKey: string; value: unknown }) {
  if (fieldKey === PART1_TITLE) return <Part1View value={value} />;
  if (fieldKey === PART2_TITLE) return <RiskTable value={value} />;
  if (fieldKey === PART3_TITLE) return <Part3View value={value} />;
  const record = asRecord(value);
  if (record && findEntry(record, GUIDANCE_TRIGGER)) return <GuidanceView value={record} level={4} />;
  if (/scenario/i.test(fieldKey)) return <ScenariosView value={value} />;
  return <GenericValue value={value} />;
}
