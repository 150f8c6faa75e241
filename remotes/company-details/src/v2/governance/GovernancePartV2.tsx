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
 * the ownership facts. The Part opens on the forecast against actuals, its sentences folded; 'Show
 * the working' shows them, the guidance analysis and the signals, each sentence where it belongs
 * (docs/company-page.md, 'Reading the page').
 */
export function GovernancePartV2({ document }: { document: ResearchV2 }) {
  const governance = document.governance;
  const forecastId = useId();
  const guidanceId = useId();
  const signalsId = useId();
  const ownershipId = useId();
  return (
    <FoldedPart
      buttonBesideTitle
      leadFoldId={forecastId}
      lead={(open) => <ForecastSection governance={governance} workingId={forecastId} open={open} />}
      working={
        // Inside the Part's working, which stays hidden until it is shown: each section whole.
        <>
          <GuidanceSection governance={governance} workingId={guidanceId} open />
          <SignalsSection governance={governance} workingId={signalsId} ownershipWorkingId={ownershipId} open />
        </>
      }
    />
  );
}
