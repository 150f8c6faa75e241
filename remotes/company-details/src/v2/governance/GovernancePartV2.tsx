import { useId } from 'react';
import type { ResearchV2 } from 'shared-types/api';
import { FoldedPart } from '../../reading/FoldedPart';
import { ForecastSection } from './ForecastSection';
import { GuidanceSection } from './GuidanceSection';
import { SignalsSection } from './SignalsSection';

/**
 * Part 1 of the v2 research: the spec's '1. Future Forecast vs. Actuals (Past 5 Years)' (a table
 * of guided against delivered figures) and '2. Management Guidance Analysis' (key themes, the
 * credibility bar, current guidance quoted as filed, Key Insights), then the governance signals and
 * the ownership facts. Each section's explanatory sentences sit where they belong, folded until
 * 'Show the working', so the Part opens compact (as v1's Part1View opens on its insights).
 */
export function GovernancePartV2({ document }: { document: ResearchV2 }) {
  const governance = document.governance;
  const forecastId = useId();
  const guidanceId = useId();
  const signalsId = useId();
  const ownershipId = useId();
  return (
    <FoldedPart
      leadFoldId={[forecastId, guidanceId, signalsId, ownershipId].join(' ')}
      lead={(open) => (
        <>
          <ForecastSection governance={governance} workingId={forecastId} open={open} />
          <GuidanceSection governance={governance} workingId={guidanceId} open={open} />
          <SignalsSection governance={governance} workingId={signalsId} ownershipWorkingId={ownershipId} open={open} />
        </>
      )}
      working={null}
    />
  );
}
