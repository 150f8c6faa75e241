import { readSection, scenarioFiguresOf, ScenarioTextsSchema, type ScenarioFigure } from 'shared-types/api';
import { NO_SCENARIOS_DATA } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { SectionContent } from '../shared/SectionContent';
import { Subsection } from '../shared/Subsection';
import { EmptyState } from '../shared/TextBlock';
import { scenarioRows } from './scenarios';
import styles from './sections.module.css';

/**
 * A scenarios field: Base Case, Bull Case and Bear Case blocks, each with its
 * probability from the payload's scenario figures ('N/A' when there is none)
 * and its content. Figures undefined: an older answer, read from the titles.
 */
export function ScenariosView({ value, figures }: { value: unknown; figures: readonly ScenarioFigure[] | undefined }) {
  return (
    <SectionContent read={readSection(ScenarioTextsSchema, value)} empty={NO_SCENARIOS_DATA}>
      {(section) => <ScenarioBlocks section={section} figures={figures} />}
    </SectionContent>
  );
}

function ScenarioBlocks({ section, figures }: { section: Readonly<Record<string, string>>; figures: readonly ScenarioFigure[] | undefined }) {
  const rows = scenarioRows(section, scenarioFiguresOf(section, figures));
  if (rows.length === 0) return <EmptyState>{NO_SCENARIOS_DATA}</EmptyState>;
  return (
    <div className={styles.scenarios}>
      {/* Names can repeat when a newer server adds a case of a known kind. */}
      {rows.map((row, index) => (
        <Subsection key={index} title={row.name} className={styles.scenarioBlock}>
          <p className={styles.probability}>Probability: {row.probability ?? 'N/A'}</p>
          <GenericValue value={row.content} />
        </Subsection>
      ))}
    </div>
  );
}
