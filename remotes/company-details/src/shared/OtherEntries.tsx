import { GenericValue } from './GenericValue';
import { readableKey } from './readableTitle';
import { Subsection, type HeadingLevel } from './Subsection';

/** Entries a view does not know by name (added by a newer server): still shown, under readable titles. */
export function OtherEntries({ record, known, level = 4 }: { record: object; known: readonly string[]; level?: HeadingLevel }) {
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
