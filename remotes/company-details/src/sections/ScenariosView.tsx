import { readSection, scenarioFiguresOf, ScenarioTextsSchema, type ScenarioFigure } from 'shared-types/api';
import { useWords } from '../i18n/MessagesProvider';
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
  const words = useWords();
  return (
    <SectionContent read={readSection(ScenarioTextsSchema, value)} empty={words('view.empty.scenarios')}>
      {(section) => <ScenarioBlocks section={section} figures={figures} />}
    </SectionContent>
  );
}

function ScenarioBlocks({ section, figures }: { section: Readonly<Record<string, string>>; figures: readonly ScenarioFigure[] | undefined }) {
  const rows = scenarioRows(section, scenarioFiguresOf(section, figures));
  const words = useWords();
  if (rows.length === 0) return <EmptyState>{words('view.empty.scenarios')}</EmptyState>;
  return (
    <div className={styles.scenarios}>
      {/* Names can repeat when a newer server adds a case of a known kind. */}
      {rows.map((row, index) => (
        <Subsection key={index} title={row.name} className={styles.scenarioBlock}>
          <p className={styles.probability}>{words('view.scenarios.probability_line', { probability: row.probability ?? 'N/A' })}</p>
          <GenericValue value={row.content} />
        </Subsection>
      ))}
    </div>
  );
}
