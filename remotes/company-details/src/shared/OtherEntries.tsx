import { GenericValue } from './GenericValue';
import { readableKey } from './readableTitle';
import { Subsection, type HeadingLevel } from './Subsection';

/** Entries a view does not know by name: still shown, under readable titles. */
export function OtherEntries({ record, known, level = 4 }: { record: Record<string, unknown>; known: readonly (string | undefined)[]; level?: HeadingLevel }) {
  const others = Object.entries(record).filter(([key]) => !known.includes(key));
  return (
    <>
      {others.map(([key, value]) => (
        <Subsection key={key} title={readableKey(key)} level={level}>
          <GenericValue value={value} />
        </Subsection>
      ))}
    </>
  );
}
