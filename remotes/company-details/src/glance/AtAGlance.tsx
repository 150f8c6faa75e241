import type { ReceivedAnalysisMeta, ReceivedCompanyDetails } from 'shared-types/api';
import { SectionCard } from '../shared/SectionCard';
import { DataPart } from './DataPart';
import { useWords } from '../i18n/MessagesProvider';
import { RiskPart } from './RiskPart';
import { ScorePart } from './ScorePart';
import { ValuePart } from './ValuePart';
import styles from './glance.module.css';

/**
 * The top of the result: score and pillars, price against value, risk flags, and the data's
 * as-of and source, all from structured fields (analysis_meta.figures), never read out of prose.
 * Each part says 'not available' on its own when an older payload lacks its figures.
 */
export function AtAGlance({ details, meta }: { details: ReceivedCompanyDetails; meta: ReceivedAnalysisMeta | null }) {
  const words = useWords();
  return (
    <SectionCard title={words('heading.at_a_glance')} resetKey={details}>
      <div className={styles.grid}>
        <ScorePart details={details} meta={meta} />
        <ValuePart price={details.current_price} meta={meta} />
        <RiskPart meta={meta} />
        <DataPart details={details} meta={meta} />
      </div>
    </SectionCard>
  );
}
