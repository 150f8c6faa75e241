import { ReceivedGuidanceSchema, type ReceivedFigures } from 'shared-types/api';
import { GenericValue } from '../shared/GenericValue';
import { isRecord, parseFieldValue } from '../shared/parseFieldValue';
import { GUIDANCE_TRIGGER, GuidanceView } from './GuidanceView';
import { ScenariosView } from './ScenariosView';

/** A field named for scenarios ('scenarios', 'Investment Scenarios', …) gets the scenarios view. */
export function isScenariosField(fieldKey: string): boolean {
  return fieldKey.toLowerCase().includes('scenario');
}

/**
 * A field this build does not know by name, shown by its shape: an object
 * with 'Current Guidance' as management guidance, a scenarios field as
 * scenario blocks, anything else generically.
 */
export function OtherField({ fieldKey, value, figures }: { fieldKey: string; value: unknown; figures: ReceivedFigures }) {
  const parsed = parseFieldValue(value);
  if (isRecord(parsed) && Object.hasOwn(parsed, GUIDANCE_TRIGGER)) {
    const guidance = ReceivedGuidanceSchema.safeParse(parsed);
    // The payload's key themes are those of Part 1's guidance, not of this field: none are stated for it.
    if (guidance.success) return <GuidanceView guidance={guidance.data} figures={{ credibility_score: figures.credibility_score }} level={4} />;
  }
  if (isScenariosField(fieldKey)) return <ScenariosView value={parsed} figures={figures.scenarios} />;
  return <GenericValue value={parsed} />;
}
