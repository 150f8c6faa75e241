import { NO_SCENARIOS_DATA } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { isBlank } from '../shared/parseFieldValue';
import { ScrollTable } from '../shared/ScrollTable';
import { EmptyState } from '../shared/TextBlock';
import { scenarioBlocks } from './scenarios';

/** Part 3, section 5: Scenario, Probability ('N/A' when the text states none) and Description. */
export function HoldScenariosTable({ value }: { value: unknown }) {
  const blocks = scenarioBlocks(value);
  if (blocks.length === 0) return isBlank(value) ? <EmptyState>{NO_SCENARIOS_DATA}</EmptyState> : <GenericValue value={value} />;
  return (
    <ScrollTable caption="3-10 year hold scenarios">
      <thead>
        <tr>
          <th scope="col">Scenario</th>
          <th scope="col">Probability</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {/* Names can repeat ('Base Case' and 'Base Case (40% Probability)' both read 'Base Case'). */}
        {blocks.map((block, index) => (
          <tr key={index}>
            <th scope="row">{block.name}</th>
            <td>{block.probability ?? 'N/A'}</td>
            <td>
              <GenericValue value={block.content} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
