// The v2 research answer for front-end tests: three archetypes of the engine's golden v2 answers
// (api/src/analysis/__golden__/v2, joined part by part; api/src/analysis/v2/sharedFixtures.test.ts
// keeps the copies equal to the goldens), and a peer table as GET /api/company/:id/peers serves it.
import {
  encodeResearchV2,
  readServedResearchV2,
  RESEARCH_V2_UNITS,
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

/** A peer table as served: a cement maker, two industrial peers and a lender (another kind of measure). */
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

/** The research as the page keeps it once read: the served answer decoded, so its figures are rounded to what they show, as a browser's are. */
export function receivedResearchV2(archetype: ResearchV2Archetype = 'steady-compounder'): ReceivedResearchV2 {
  const read = readServedResearchV2(servedResearchV2(archetype));
  if (!read.ok) throw new Error(`The ${archetype} fixture does not read: ${read.error}`);
  return read.research;
}

/** `company_data` of the v2 answer as the API serves it: the wire, figures rounded for display, keys short; `company` renames it. */
export function servedResearchV2(archetype: ResearchV2Archetype = 'steady-compounder', company?: { name: string; symbol: string }): ServedResearchV2 {
  const document = researchV2Document(archetype);
  if (company !== undefined) document.company = { ...document.company, ...company };
  return encodeResearchV2(document, { round: 'display' });
}

/** The served answer with one part replaced by something else (a wire a newer or broken server might send). */
export function servedResearchV2With(part: keyof ResearchV2, value: unknown, archetype: ResearchV2Archetype = 'steady-compounder'): ServedResearchV2 {
  const wire = servedResearchV2(archetype);
  return { ...wire, answer: { ...wire.answer, [RESEARCH_V2_UNITS.shortKeys.get(part) ?? part]: value } };
}
