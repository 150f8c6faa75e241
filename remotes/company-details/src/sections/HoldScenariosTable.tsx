import { scenarioFiguresOf, type ScenarioFigure } from 'shared-types/api';
import { NO_SCENARIOS_DATA } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { ScrollTable } from '../shared/ScrollTable';
import { EmptyState } from '../shared/TextBlock';
import { scenarioRows } from './scenarios';

/**
 * Part 3, section 5: Scenario, Probability ('N/A' when the payload states none) and Description.
 * Figures undefined: an older answer, whose titles state the probabilities ('(55% Probability)').
 */
export function HoldScenariosTable({ section, figures }: { section: Readonly<Record<string, string>>; figures: readonly ScenarioFigure[] | undefined }) {
  const rows = scenarioRows(section, scenarioFiguresOf(section, figures));
  if (rows.length === 0) return <EmptyState>{NO_SCENARIOS_DATA}</EmptyState>;
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
        {rows.map((row, index) => (
          // Names can repeat when a newer server adds a case of a known kind.
          <tr key={index}>
            <th scope="row">{row.name}</th>
            <td>{row.probability ?? 'N/A'}</td>
            <td>
              <GenericValue value={row.content} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
