import { pillarPoints, type PillarV2 } from 'shared-types/api';
import { type Messages } from 'shared-types/messages';
import glanceStyles from '../../glance/glance.module.css';
import { useMessages } from '../../i18n/MessagesProvider';
import { langOf, MessageWithPart, Said } from '../summary/EnglishInside';
import { pillarBarText } from '../summary/words';
import { MeasureTable } from './MeasureTable';
import { measureName, measureSentence } from './measureWords';
import styles from './score.module.css';

/** The pillar's points as v1's Part 4 states them ('12 of 12 assessable points (weight 15)'). */
function pillarPointsLine(messages: Messages, pillar: PillarV2, rated: boolean): string {
  const { weight, earned, assessable } = pillarPoints(pillar);
  if (!rated) return messages.format('score.pillar.not_rated');
  if (assessable === 0) return messages.format('score.pillar.none_assessable', { weight });
  const points = messages.figure({ value: earned, unit: 'score' });
  return assessable === weight
    ? messages.format('score.pillar.points', { earned: points, weight })
    : messages.format('score.pillar.points_assessable', { earned: points, assessable, weight });
}

export interface PillarSectionProps {
  pillar: PillarV2;
  rated: boolean;
  /** Whether 'Show the working' is pressed: the pillar's reasons show under its table. */
  open: boolean;
  /** The id of the pillar's folded reasons, which the working button controls. */
  foldId: string;
}

/**
 * One pillar of Part 4: its name and a bar of its points (the text says them); folded under it,
 * as the Part opens on its score (docs/company-page.md, 'Reading the page'), its measures' table,
 * each measure's reason in words with its scale, and a lender's note.
 */
export function PillarSection({ pillar, rated, open, foldId }: PillarSectionProps) {
  const messages = useMessages();
  const bar = pillarBarText(messages, pillar, rated);
  const noteCode = `score.lender_note.${pillar.id}`;
  return (
    <section className={styles.pillar} aria-label={bar.name}>
      <h4 className={styles.pillarTitle}>{bar.name}</h4>
      <div className={styles.bar}>
        <span className={`${glanceStyles.track} ${styles.track}`} role="img" aria-label={bar.label}>
          <span className={glanceStyles.earned} style={{ width: `${bar.filled}%` }} />
        </span>
        <span className={styles.points}>{bar.short}</span>
      </div>
      <div id={foldId} className={styles.working} hidden={!open}>
        {pillar.measures.length > 0 && <MeasureTable pillar={pillar} pillarName={bar.name} />}
        <p>{pillarPointsLine(messages, pillar, rated)}</p>
        <ul className={styles.reasons}>
          {pillar.measures.map((measure, index) => (
            <li key={`${measure.id}-${index}`}>
              <MessageWithPart
                code="v2.score.working.measure"
                params={{ measure: measureName(messages, measure.id) }}
                name="reason"
                part={<Said text={measureSentence(messages, measure)} />}
              />
            </li>
          ))}
        </ul>
        {pillar.lender_note === true && messages.has(noteCode) && <p lang={langOf(messages, messages.format(noteCode))}>{messages.format(noteCode)}</p>}
      </div>
    </section>
  );
}
