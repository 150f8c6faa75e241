import { type CompanyDetails } from 'shared-types/api';
import { analyseResearch, type AnalyseOptions } from './analyseResearch';
import { type CompanyFacts } from './types';

/**
 * The deterministic analysis engine: CompanyFacts in, the company-details payload
 * out. Pure — no I/O, no clock, no randomness — so a stored payload is valid until
 * the facts or ANALYSIS_ENGINE_VERSION change. v1 is rendered from the v2 research
 * document (analyseResearch.ts), as it is served from the stored one.
 */

export { ANALYSIS_ENGINE_VERSION } from './engineVersion';
export { analyseResearch, type AnalyseOptions } from './analyseResearch';

export function analyseCompany(facts: CompanyFacts, options: AnalyseOptions): CompanyDetails {
  return analyseResearch(facts, options).v1;
}

export type { CompanyFacts } from './types';
