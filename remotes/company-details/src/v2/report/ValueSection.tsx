import type { Hold, ValueV2 } from 'shared-types/api';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { Subsection } from '../../shared/Subsection';
import { FatPitchPart } from './FatPitchPart';
import { IrrPart } from './IrrPart';
import { MarginOfSafetyBar } from './MarginOfSafetyBar';
import { OwnerEarningsTable } from './OwnerEarningsTable';
import { Note, ReportSection, Sentences } from './reportParts';
import { ValuationModelsTable } from './ValuationModelsTable';
import { marginLines, ownerEarningsLines, valueReason } from './valueSentences';
import styles from './report.module.css';

/**
 * Part 3, section 4 ("4. Owner's Earnings and Margin of Safety"): the spec's three parts, each with
 * its own 'Show the working': the analysis (owner's earnings, the models, the margin of safety bar),
 * 'IRR Projections' and 'Fat Pitch Analysis'.
 */
export function ValueSection({ value, hold }: { value: ValueV2; hold: Hold }) {
  const words = useWords();
  const messages = useMessages();
  const analysis = [...ownerEarningsLines(messages, value), ...marginLines(messages, value)];
  return (
    <Subsection title={words('view.part_3.owner_earnings')}>
      <div className={styles.part}>
        <ReportSection
          level={5}
          title={words('value.heading')}
          lead={
            value.reason !== undefined ? (
              <Note>{valueReason(messages, value, value.reason)}</Note>
            ) : (
              <>
                <OwnerEarningsTable earnings={value.owner_earnings} />
                <ValuationModelsTable value={value} />
                <MarginOfSafetyBar value={value} />
              </>
            )
          }
          working={value.reason !== undefined ? null : <Sentences lines={analysis} />}
        />
        <IrrPart hold={hold} />
        <FatPitchPart value={value} />
      </div>
    </Subsection>
  );
}
