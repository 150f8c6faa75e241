import { type ResearchV2 } from 'shared-types/api';
import { useMessages } from '../../i18n/MessagesProvider';
import styles from '../../glance/glance.module.css';
import { Said } from './EnglishInside';
import { notRatedWords } from './notRated';
import { PillarBar } from './PillarBar';
import { pointsText } from './words';

/** At a glance's score: n/100 or 'Not rated' and why, how much of it rests on data, and the pillars as bars. */
export function ScoreGlanceV2({ document }: { document: ResearchV2 }) {
  const messages = useMessages();
  const { summary, score } = document;
  const notRated = notRatedWords(messages, summary);
  const rated = summary.rating === 'rated';
  return (
    <div className={styles.part}>
      <h4 className={styles.partTitle}>{messages.format('heading.score')}</h4>
      <p className={styles.big}>
        {summary.score === null ? messages.format('not_rated.label') : messages.format('part.4.score_out_of', { score: pointsText(messages, summary.score) })}
      </p>
      {notRated && (
        <p className={styles.note}>
          <Said text={notRated.full} />
        </p>
      )}
      <p className={styles.note}>
        {summary.coverage === null
          ? messages.format('view.glance.coverage_not_available')
          : messages.format('v2.summary.points_on_data', { points: pointsText(messages, summary.coverage * 100) })}
      </p>
      {score.pillars.length > 0 ? (
        <ul className={styles.pillars} aria-label={messages.format('view.glance.points_by_pillar')}>
          {score.pillars.map((pillar, index) => (
            <PillarBar key={`${pillar.id}-${index}`} pillar={pillar} rated={rated} />
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{messages.format('view.glance.pillars_not_available')}</p>
      )}
    </div>
  );
}
