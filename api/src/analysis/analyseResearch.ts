import { type CompanyDetails, type ResearchV2 } from 'shared-types/api';
import { runAnalysis } from './analyse';
import { analyseCompany, type AnalyseOptions } from './index';
import { type CompanyFacts } from './types';
import { buildResearchV2 } from './v2/research';

/** Both research answers of one company: v2, and v1 for clients that do not ask for v2 (docs/api-compatibility.md). */
export interface AnalysedResearch {
  v2: ResearchV2;
  v1: CompanyDetails;
}

export function analyseResearch(facts: CompanyFacts, options: AnalyseOptions): AnalysedResearch {
  const computedAt = typeof options.computedAt === 'string' ? options.computedAt : options.computedAt.toISOString();
  // Runs the engine twice until v1 is rendered from v2 (docs/decisions/0005-payload-v2-and-message-catalogue.md, 'Next').
  return { v1: analyseCompany(facts, options), v2: buildResearchV2(runAnalysis(facts, computedAt), facts.sources ?? []) };
}
