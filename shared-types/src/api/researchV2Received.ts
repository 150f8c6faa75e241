import { type ResearchV2 } from './v2/research';
import { decodeResearchV2 } from './v2/wire';
import { type UnitTable } from './v2/wire/unitTable';
import { RESEARCH_V2_UNITS } from './v2/wire/researchUnits';

/**
 * The v2 research answer as the page keeps it (docs/research-answer-v2.md): the document decoded
 * from its wire, figures whole. (The peer comparison is its own resource: GET /api/company/:id/peers.)
 */
export interface ReceivedResearchV2 {
  document: ResearchV2;
}

export type ReadResearchV2 = { ok: true; research: ReceivedResearchV2 } | { ok: false; error: string };

/** `company_data` of a v2 answer, read: never throws; the error says where the answer went wrong. */
export function readServedResearchV2(companyData: unknown, units: UnitTable = RESEARCH_V2_UNITS): ReadResearchV2 {
  const decoded = decodeResearchV2(companyData, units);
  return decoded.ok ? { ok: true, research: { document: decoded.answer } } : decoded;
}
