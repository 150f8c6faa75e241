import { type ResearchV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { type DataSourceNote } from '../types';
import { buildChartsV2 } from './charts';
import { buildCompanyV2 } from './company';
import { buildGovernanceV2 } from './governance';
import { buildHoldV2 } from './hold';
import { buildKeyFiguresV2 } from './keyFigures';
import { buildLensesV2 } from './lenses';
import { buildMetaV2 } from './meta';
import { buildPeerFiguresV2 } from './peerFigures';
import { buildReportV2 } from './report';
import { buildRisksV2 } from './risks';
import { buildScoreV2 } from './score';
import { buildSummaryV2 } from './summary';
import { buildValueV2 } from './value';

/**
 * The v2 research answer of one analysis: each part built by its own domain (shared-types
 * `ResearchV2Schema`). Complete: v1 is rendered from it alone (v1/research.ts). `computedAt` is the
 * ISO timestamp the analysis was run with.
 */
export function buildResearchV2(a: Analysis, sources: readonly DataSourceNote[], computedAt: string): ResearchV2 {
  return {
    company: buildCompanyV2(a, computedAt),
    summary: buildSummaryV2(a),
    score: buildScoreV2(a),
    governance: buildGovernanceV2(a),
    risks: buildRisksV2(a),
    report: buildReportV2(a),
    value: buildValueV2(a),
    hold: buildHoldV2(a),
    lenses: buildLensesV2(a),
    meta: buildMetaV2(a, sources),
    charts: buildChartsV2(a.ctx),
    key_figures: buildKeyFiguresV2(a),
    peer_figures: buildPeerFiguresV2(a),
  };
}
