import { type ResearchV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { type DataSourceNote } from '../types';
import { buildGovernanceV2 } from './governance';
import { buildHoldV2 } from './hold';
import { buildLensesV2 } from './lenses';
import { buildMetaV2 } from './meta';
import { buildReportV2 } from './report';
import { buildRisksV2 } from './risks';
import { buildScoreV2 } from './score';
import { buildSummaryV2 } from './summary';
import { buildValueV2 } from './value';

/** The v2 research answer of one analysis: each part built by its own domain (shared-types `ResearchV2Schema`). */
export function buildResearchV2(a: Analysis, sources: readonly DataSourceNote[]): ResearchV2 {
  return {
    summary: buildSummaryV2(a),
    score: buildScoreV2(a),
    governance: buildGovernanceV2(a),
    risks: buildRisksV2(a),
    report: buildReportV2(a),
    value: buildValueV2(a),
    hold: buildHoldV2(a),
    lenses: buildLensesV2(a),
    meta: buildMetaV2(a, sources),
  };
}
