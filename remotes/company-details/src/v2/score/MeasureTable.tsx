import { type PillarV2 } from 'shared-types/api';
import { useMessages } from '../../i18n/MessagesProvider';
import sectionStyles from '../../sections/sections.module.css';
import { ScrollTable } from '../../shared/ScrollTable';
import { Said } from '../summary/EnglishInside';
import styles from './score.module.css';
import { measureFigure, measureName, measureOutcome, measurePoints, type MeasureOutcome } from './measureWords';

/** Each outcome's chip: a word always, and a border that echoes it (dashed for left out). */
const CHIP_CLASS: Readonly<Record<MeasureOutcome, string>> = {
  full: `${sectionStyles.badge} ${styles.full}`,
  part: `${sectionStyles.badge}`,
  none: `${sectionStyles.badge} ${sectionStyles.badgeFlagged}`,
  left_out: `${sectionStyles.badge} ${sectionStyles.badgeNotAssessed}`,
};

/**
 * A pillar's measures as a compact table: the measure, the figure it rests on, its points of full
 * marks and an outcome chip. A measure left out for want of data says so; its reason is in the working.
 */
export function MeasureTable({ pillar, pillarName }: { pillar: PillarV2; pillarName: string }) {
  const messages = useMessages();
  const none = messages.format('common.not_available');
  return (
    <ScrollTable caption={messages.format('v2.score.caption', { pillar: pillarName })}>
      <thead>
        <tr>
          <th scope="col">{messages.format('v2.score.measure')}</th>
          <th scope="col">{messages.format('part.2.figure')}</th>
          <th scope="col">{messages.format('part.4.points')}</th>
          <th scope="col">{messages.format('part.2.outcome')}</th>
        </tr>
      </thead>
      <tbody>
        {pillar.measures.map((measure, index) => {
          const outcome = measureOutcome(measure);
          return (
            <tr key={`${measure.id}-${index}`}>
              <th scope="row">
                <Said text={measureName(messages, measure.id)} />
              </th>
              <td className={styles.numeric}>{measureFigure(messages, measure) ?? none}</td>
              <td className={styles.numeric}>{measurePoints(messages, measure)}</td>
              <td>
                <span className={CHIP_CLASS[outcome]}>{messages.format(`v2.score.outcome.${outcome}`)}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
