import { scorePoints, type ResearchV2 } from 'shared-types/api';
import { type Messages } from 'shared-types/messages';
import { useMessages } from '../../i18n/MessagesProvider';
import { langOf } from '../summary/EnglishInside';
import { notRatedWords } from '../summary/notRated';
import { wholePercent, wordsIf } from '../summary/words';
import styles from './score.module.css';

/** The score and how it was reached ('88/100 (strong: 75 and above …). 90.1 points earned of 95 assessable …'). */
function scoreLines(messages: Messages, document: ResearchV2): string[] {
  const { summary, score } = document;
  if (summary.rating !== 'rated' || summary.score === null) {
    return [notRatedWords(messages, summary)?.full ?? messages.format('not_rated.label')];
  }
  const { earned, assessable } = scorePoints(score);
  const points = (value: number) => messages.figure({ value, unit: 'score' });
  const band = summary.band === undefined ? null : wordsIf(messages, `score.band.${summary.band}`);
  const lines = [
    band === null
      ? messages.format('part.4.score_out_of', { score: points(summary.score) })
      : messages.format('v2.score.working.band', { score: points(summary.score), band, rule: messages.format('score.band_rule') }),
    assessable < 100
      ? messages.format('score.rescaled', { earned: points(earned), assessable: points(assessable), coverage: wholePercent(messages, assessable / 100) })
      : messages.format('score.all_assessable', { earned: points(earned) }),
  ];
  if (summary.price_stale !== undefined) lines.push(messages.format('score.stale_price_used'));
  return lines;
}

/** Part 4's working beyond the pillars: the score line and the Method, by the score's method (industrial or lender). */
export function ScoreWorking({ document }: { document: ResearchV2 }) {
  const messages = useMessages();
  const method = document.score.method === 'lender' ? 'score.method.lender' : 'score.method.industrial';
  return (
    <div className={styles.working}>
      {scoreLines(messages, document).map((line, index) => (
        <p key={index} lang={langOf(messages, line)}>
          {line}
        </p>
      ))}
      <h4 className={styles.workingTitle}>{messages.format('v2.score.working.method')}</h4>
      {['score.method.common', method, 'score.method.deterministic'].map((code) => (
        <p key={code} lang={langOf(messages, messages.format(code))}>
          {messages.format(code)}
        </p>
      ))}
    </div>
  );
}
