import type { CompanyDetails } from 'shared-types/api';
import { PART1_TITLE, PART2_TITLE, PART3_TITLE } from 'shared-types/api/fields';
import { GenericValue } from '../shared/GenericValue';
import { Part1View } from './Part1View';
import { Part3View } from './Part3View';
import { RiskTable } from './RiskTable';

/** Picks the view for one field by its name; a field this build does not know is shown generically. */
export function SectionBody({ fieldKey, details }: { fieldKey: string; details: CompanyDetails }) {
  const figures = details.analysis_meta.figures;
  if (fieldKey === PART1_TITLE) return <Part1View part={details[PART1_TITLE]} credibilityScore={figures.credibility_score} />;
  if (fieldKey === PART2_TITLE) return <RiskTable part={details[PART2_TITLE]} />;
  if (fieldKey === PART3_TITLE) return <Part3View part={details[PART3_TITLE]} scenarios={figures.scenarios} />;
  return <GenericValue value={details[fieldKey]} />;
}
