import { useId } from 'react';
import type { ResearchV2 } from 'shared-types/api';
import { FoldedPart } from '../../reading/FoldedPart';
import { ForecastSection } from './ForecastSection';
import { GuidanceSection, GuidanceSummaryV2 } from './GuidanceSection';
import { SignalsSection } from './SignalsSection';

/**
 * Part 1 of the v2 research: the spec's '1. Future Forecast vs. Actuals (Past 5 Years)' (a table
 * of guided against delivered figures) and '2. Management Guidance Analysis' (key themes, the
 * credibility bar, current guidance quoted as filed, Key Insights), then the governance signals and
 * the ownership facts. The Part opens on the guidance's summary box (the credibility bar and the
 * key themes); 'Show the working' shows the two numbered sections, the signals and every sentence
 * where it belongs (docs/company-page.md, 'Reading the page').
 */
export function GovernancePartV2({ document }: { document: ResearchV2 }) {
  const governance = document.governance;
  const forecastId = useId();
  const guidanceId = useId();
  const signalsId = useId();
  const ownershipId = useId();
  return (
    <FoldedPart
      lead={<GuidanceSummaryV2 guidance={governance.guidance} />}
      working={
        // Inside the Part's working, which stays hidden until it is shown: each section whole.
        <>
          <ForecastSection governance={governance} workingId={forecastId} open />
          <GuidanceSection governance={governance} workingId={guidanceId} open withSummary={false} />
          <SignalsSection governance={governance} workingId={signalsId} ownershipWorkingId={ownershipId} open />
        </>
      }
    />
  );
}
