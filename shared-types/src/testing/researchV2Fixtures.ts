// The v2 research answer for front-end tests: three archetypes of the engine's golden v2 answers
// (api/src/analysis/__golden__/v2, joined part by part; api/src/analysis/v2/sharedFixtures.test.ts
// keeps the copies equal to the goldens), with a peer table beside them.
import {
  encodeResearchV2,
  RESEARCH_V2_PEERS_FIELD,
  ResearchV2Schema,
  type PeerComparison,
  type ReceivedResearchV2,
  type ResearchV2,
  type ServedResearchV2,
} from '../api';
import lender from './researchV2/lender.json';
import notRated from './researchV2/no-statements.json';
import steadyCompounder from './researchV2/steady-compounder.json';

/** The archetypes kept here: a rated industrial, a rated lender, and a company with no statements ('Not rated'). */
export const RESEARCH_V2_ARCHETYPES = ['steady-compounder', 'lender', 'no-statements'] as const;
export type ResearchV2Archetype = (typeof RESEARCH_V2_ARCHETYPES)[number];

const DOCUMENTS: Record<ResearchV2Archetype, unknown> = { 'steady-compounder': steadyCompounder, lender, 'no-statements': notRated };

/** The archetype's v2 document, parsed (a contract change breaks the fixture loudly), a fresh copy each call. */
export function researchV2Document(archetype: ResearchV2Archetype = 'steady-compounder'): ResearchV2 {
  return ResearchV2Schema.parse(structuredClone(DOCUMENTS[archetype]));
}

/** A peer table in the served shape: a cement maker, two industrial peers and a lender (another kind of measure). */
export function researchV2Peers(): PeerComparison {
  const metrics = (overrides: Partial<PeerComparison['company']['metrics']> = {}): PeerComparison['company']['metrics'] => ({
    price: 1652.1,
    market_cap_crore: 16521,
    pe: 30,
    pb: 5.89,
    return_on_capital: 0.2587,
    return_on_capital_kind: 'roce',
    sales_cagr_5y: 0.15,
    leverage: 0.0178,
    leverage_kind: 'debt_to_equity',
    score: 92,
    ...overrides,
  });
  return {
    basis: 'industry',
    group_name: 'Cement',
    as_of: '2026-11-21T06:00:00.000Z',
    company: {
      id: 'demo:0001',
      name: 'Aravali Cement Works',
      metrics: metrics(),
      percentiles: { market_cap_crore: 62.5, pe: 25, return_on_capital: 87.5, leverage: 12.5 },
      magic_formula_rank: 2,
      magic_formula_of: 9,
    },
    peers: [
      { id: 'demo:0002', name: 'Bharat Cements', code: 'BHARAT', metrics: metrics({ price: 410, market_cap_crore: 12000, pe: null }) },
      { id: 'demo:0003', name: 'Deccan Cements', code: 'DECCAN', metrics: metrics({ market_cap_crore: 22000, score: null }) },
      {
        id: 'demo:0004',
        name: 'Kaveri Finance',
        code: 'KAVERI',
        metrics: metrics({ return_on_capital: 0.14, return_on_capital_kind: 'roe', leverage: 0.12, leverage_kind: 'capital_cushion' }),
      },
    ],
    medians: { price: 900, market_cap_crore: 15000, pe: 28, pb: 4, return_on_capital: 0.18, sales_cagr_5y: 0.11, leverage: 0.3, score: 70 },
    note: null,
  };
}

/** The research as the page keeps it once read: the document and its peers (null: none served). */
export function receivedResearchV2(archetype: ResearchV2Archetype = 'steady-compounder', peers: PeerComparison | null = researchV2Peers()): ReceivedResearchV2 {
  return { document: researchV2Document(archetype), peers };
}

/** `company_data` of the v2 answer as the API serves it: the wire (figures rounded for display) and the peers. */
export function servedResearchV2(archetype: ResearchV2Archetype = 'steady-compounder', peers: PeerComparison | null = researchV2Peers()): ServedResearchV2 {
  const wire = encodeResearchV2(researchV2Document(archetype), { round: 'display' });
  return peers === null ? wire : { ...wire, [RESEARCH_V2_PEERS_FIELD]: peers };
}
