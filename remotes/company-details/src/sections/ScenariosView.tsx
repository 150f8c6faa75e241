import { NO_SCENARIOS_DATA } from '../messages';
import { GenericValue } from '../shared/GenericValue';
import { Subsection } from '../shared/Subsection';
import { EmptyState } from '../shared/TextBlock';
import { scenarioBlocks } from './scenarios';
import styles from './sections.module.css';

/** Base Case, Bull Case and Bear Case blocks, each with its probability and content. */
export function ScenariosView({ value }: { value: unknown }) {
  const blocks = scenarioBlocks(value);
  if (blocks.length === 0) return <EmptyState>{NO_SCENARIOS_DATA}</EmptyState>;
  return (
    <div className={styles.scenarios}>
      {/* Names can repeat ('Base Case' and 'Base Case (40% Probability)' both read 'Base Case'). */}
      {blocks.map((block, index) => (
        <Subsection key={index} title={block.name} className={styles.scenarioBlock}>
          <p className={styles.probability}>Probability: {block.probability ?? 'N/A'}</p>
          <GenericValue value={block.content} />
        </Subsection>
      ))}
    </div>
  );
}
