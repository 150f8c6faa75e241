import { scenarioFiguresOf, type ScenarioFigure } from 'shared-types/api';
import { useWords } from '../i18n/MessagesProvider';
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
  const words = useWords();
  if (rows.length === 0) return <EmptyState>{words('view.empty.scenarios')}</EmptyState>;
  return (
    <ScrollTable caption={words('view.scenarios.caption')}>
      <thead>
        <tr>
          <th scope="col">{words('view.scenarios.scenario')}</th>
          <th scope="col">{words('view.scenarios.probability')}</th>
          <th scope="col">{words('view.scenarios.description')}</th>
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
