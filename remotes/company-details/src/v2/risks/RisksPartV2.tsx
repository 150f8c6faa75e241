import { useId } from 'react';
import type { ResearchV2 } from 'shared-types/api';
import { useWords } from '../../i18n/MessagesProvider';
import { FoldedPart } from '../../reading/FoldedPart';
import chips from '../governance/chips.module.css';
import { OverallRiskV2 } from './OverallRiskV2';
import { RiskTableV2 } from './RiskTableV2';

/**
 * Part 2 of the v2 research: the risk table (Risk Factor, Assessment, Data; Justification with the
 * working) and the 'Overall Risk Assessment' box. Everything is worded from the document's codes
 * and figures by the catalogue; 'Show the working' unfolds the Justification column and the
 * overall box's rule, as Part 2 of v1 does (sections/RiskTable.tsx).
 */
export function RisksPartV2({ document }: { document: ResearchV2 }) {
  const risks = document.risks;
  const words = useWords();
  const tableId = useId();
  const overallId = useId();
  const hasTable = risks.factors.length > 0;
  return (
    <FoldedPart
      leadFoldId={hasTable ? `${tableId} ${overallId}` : overallId}
      lead={(open) => (
        <>
          {hasTable ? (
            <RiskTableV2 factors={risks.factors} id={tableId} withJustification={open} />
          ) : (
            <p className={chips.muted}>{words('view.empty.risks')}</p>
          )}
          <OverallRiskV2 risks={risks} workingId={overallId} open={open} />
        </>
      )}
      working={null}
    />
  );
}
