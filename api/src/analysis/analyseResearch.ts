import { type CompanyDetails, type ResearchV2 } from 'shared-types/api';
import { runAnalysis } from './analyse';
import { type CompanyFacts } from './types';
import { renderResearchV1 } from './v1/research';
import { buildResearchV2 } from './v2/research';

/**
 * One run of the engine, both answers: the v2 research document, which is what the server stores
 * (as its JSON text), and v1 rendered from that document alone after a JSON round trip, exactly as
 * it will be rendered from the stored text (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

export interface AnalyseOptions {
  /** When the analysis was computed: an ISO timestamp (a Date is accepted and converted). */
  computedAt: string | Date;
}

function isoOf(value: string | Date): string {
  if (typeof value === 'string') return value;
  return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
}

/** Both research answers of one company: v2, and v1 for clients that do not ask for v2 (docs/api-compatibility.md). */
export interface AnalysedResearch {
  v2: ResearchV2;
  v1: CompanyDetails;
}

export function analyseResearch(facts: CompanyFacts, options: AnalyseOptions): AnalysedResearch {
  const computedAt = isoOf(options.computedAt);
  const v2 = buildResearchV2(runAnalysis(facts, computedAt), facts.sources ?? [], computedAt);
  // Rendered from the text, not the objects: nothing that a stored document would lose can reach v1.
  return { v2, v1: renderResearchV1(JSON.parse(JSON.stringify(v2)) as ResearchV2) };
}
