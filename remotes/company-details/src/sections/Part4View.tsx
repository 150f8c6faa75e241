import { FoldedPart } from '../reading/FoldedPart';
import { GenericValue } from '../shared/GenericValue';

/**
 * Part 4: the score explained, one entry per key ('Score', then a pillar each,
 * then 'Method'). It opens on its first entry, the score, by the payload's
 * order, and folds the rest under 'Show the working'.
 */
export function Part4View({ part }: { part: Readonly<Record<string, string>> }) {
  const [first, ...rest] = Object.entries(part);
  if (first === undefined) return <GenericValue value={part} />;
  return (
    <FoldedPart
      lead={<GenericValue value={Object.fromEntries([first])} />}
      working={rest.length === 0 ? null : <GenericValue value={Object.fromEntries(rest)} />}
    />
  );
}
