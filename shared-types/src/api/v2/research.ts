import * as z from 'zod/mini';
import { ChartsV2Schema } from './charts';
import { CompanyV2Schema } from './company';
import { GovernanceV2Schema } from './governance';
import { HoldSchema } from './hold';
import { KeyFiguresV2Schema } from './keyFigures';
import { InvestorLensesV2Schema } from './lenses';
import { MetaV2Schema } from './meta';
import { PeerFiguresV2Schema } from './peerFigures';
import { ReportV2Schema } from './report';
import { RisksSchema } from './risks';
import { ScoreV2Schema } from './score';
import { SummaryV2Schema } from './summary';
import { ValueV2Schema } from './value';

/**
 * The v2 research answer: every part as figures, ids and reason codes, no sentence
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md). It is complete: v1's whole answer is
 * rendered from it alone (api/src/analysis/v1/research.ts), so it is what the server stores.
 */
export const ResearchV2Schema = z.object({
  /** The company's name and code, and the run: engine version, when, demo or not, the statements' end. */
  company: CompanyV2Schema,
  /** The rating, the score and its band, coverage, the price and what the data lacks. */
  summary: SummaryV2Schema,
  /** Part 4: the score pillar by pillar, measure by measure. */
  score: ScoreV2Schema,
  /** Part 1: governance signals, guidance against results, share count, shareholding. */
  governance: GovernanceV2Schema,
  /** Part 2: the operational risk factors and the overall level. */
  risks: RisksSchema,
  /** Part 3 sections 1–3: the overview, business model and moat, risks and quality. */
  report: ReportV2Schema,
  /** Part 3 section 4: owner's earnings, the valuation models, margin of safety, the fat pitch. */
  value: ValueV2Schema,
  /** Part 3 sections 4 and 5: IRR by horizon and the 3–10 year hold scenarios. */
  hold: HoldSchema,
  /** The investor lenses: each criterion's outcome, figures and reason. */
  lenses: InvestorLensesV2Schema,
  /** Where the data came from, the trailing twelve months, the price's source and age, the classification. */
  meta: MetaV2Schema,
  /** The chart series, year by year. */
  charts: ChartsV2Schema,
  /** The market figures no other part carries. */
  key_figures: KeyFiguresV2Schema,
  /** The figures peer groups are built from that no other part carries. */
  peer_figures: PeerFiguresV2Schema,
});
export type ResearchV2 = z.infer<typeof ResearchV2Schema>;
