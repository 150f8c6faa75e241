import { useId } from 'react';
import { type ResearchV2 } from 'shared-types/api';
import { useMessages } from '../../i18n/MessagesProvider';
import { FoldedPart } from '../../reading/FoldedPart';
import { PillarSection } from './PillarSection';
import { ScoreWorking } from './ScoreWorking';
import styles from './score.module.css';

/**
 * Part 4's body on v2: each pillar as a bar of its points, compact by default; 'Show the working'
 * unfolds under each pillar a table of its measures (figure, points, outcome) and each measure's
 * reason in words, then the score line and the Method. The card and its title are the layout's.
 */
export function ScorePartV2({ document }: { document: ResearchV2 }) {
  const messages = useMessages();
  const baseId = useId();
  const { pillars } = document.score;
  const rated = document.summary.rating === 'rated';
  const foldIds = pillars.map((_, index) => `${baseId}-pillar-${index}`);
  return (
    <FoldedPart
      leadFoldId={foldIds.length === 0 ? undefined : foldIds.join(' ')}
      lead={(open) =>
        pillars.length === 0 ? (
          <p className={styles.note}>{messages.format('view.glance.pillars_not_available')}</p>
        ) : (
          <div className={styles.pillars}>
            {pillars.map((pillar, index) => (
              <PillarSection key={`${pillar.id}-${index}`} pillar={pillar} rated={rated} open={open} foldId={foldIds[index] ?? ''} />
            ))}
          </div>
        )
      }
      working={<ScoreWorking document={document} />}
    />
  );
}
