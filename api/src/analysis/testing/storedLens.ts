import { InvestorLensV2Schema, type InvestorLens, type InvestorLensV2 } from 'shared-types/api';
import { renderLensV1 } from '../v1/lenses';

/**
 * A v2 lens as v1 clients will get it: stored as JSON, read back through its schema and rendered
 * (v1 is served from stored v2, docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */
export function v1FromStored(lens: InvestorLensV2): InvestorLens {
  return renderLensV1(InvestorLensV2Schema.parse(JSON.parse(JSON.stringify(lens))));
}
