import { type CompanyDetails, type PART2_TITLE, type RiskFactorV2, type RiskRow, type RisksV2 } from 'shared-types/api';
import { noModelReason } from './unmodelledKinds';
import { formatPct, joinList, plural } from '../format';
import { riskJustificationV1 } from './part2Justifications';
import { reader, riskDataV1, riskFactorV1Name } from './part2Text';

/**
 * Part 2 as v1 clients receive it, rendered from the v2 risks alone (a stored v2 answer is
 * enough): the summary table and the overall assessment, byte for byte what the engine wrote
 * before v2 (api/src/analysis/__golden__, docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

type Part2 = CompanyDetails[typeof PART2_TITLE];

const notAssessed = (f: RiskFactorV2): boolean => f.outcome === 'not_assessed' || f.outcome === 'not_applicable';

function toRow(f: RiskFactorV2): RiskRow {
  // 'Not assessed' is its own answer, N/A with the reason, never NO and never a risk.
  return {
    Factor: riskFactorV1Name(f.id),
    Assessment: f.outcome === 'flag' ? 'YES' : f.outcome === 'clear' ? 'NO' : 'N/A',
    Data: notAssessed(f) ? 'n/a' : riskDataV1(f),
    Justification: riskJustificationV1(f, reader(f).value),
  };
}

const LEVEL_WORDS: Readonly<Record<string, string>> = { low: 'Low', moderate: 'Moderate', high: 'High' };

function lenderGapsV1(gaps: NonNullable<RisksV2['lender_gaps']>): string {
  const cet1 = gaps.cet1;
  const capital =
    cet1 === undefined
      ? 'capital adequacy (CRAR), the CET1 ratio'
      : `capital adequacy (CRAR; the CET1 ratio was ${formatPct(cet1.value, 2)} at ${cet1.period ?? ''}, as filed)`;
  return `Not in the data, so not assessed: ${capital} and the CASA (low-cost deposit) ratio; read the bank's investor presentation for those.`;
}

function overallV1(v2: RisksV2): string {
  if (v2.overall?.code === 'risk.overall.no_statements') return 'No financial statements imported yet, so operational risks cannot be assessed.';
  const names = (keep: (f: RiskFactorV2) => boolean): string[] => v2.factors.filter(keep).map((f) => riskFactorV1Name(f.id));
  const flagged = names((f) => f.outcome === 'flag');
  const skipped = names(notAssessed);
  const parts: string[] = [];
  if (v2.overall?.code === 'risk.overall.no_model') {
    const kind = v2.overall.params?.kind;
    const why = typeof kind === 'string' ? noModelReason(kind as Parameters<typeof noModelReason>[0]) : null;
    parts.push(`${why ?? 'Not rated'}: operational risks are not assessed with a model that does not fit the company.`);
  } else if (v2.level === null) parts.push(`Not enough data to judge: ${v2.assessed} of ${plural(v2.applicable, 'factor')} assessed.`);
  else {
    const assessedCount = v2.factors.filter((f) => !notAssessed(f)).length;
    parts.push(
      `Overall operational risk: ${LEVEL_WORDS[v2.level] ?? v2.level}. ${flagged.length} of ${plural(assessedCount, 'assessed factor')} ${flagged.length === 1 ? 'is' : 'are'} flagged${flagged.length > 0 ? `: ${joinList(flagged)}` : ''}.`,
    );
    parts.push(
      'Rule: distress or negative net worth, or four or more flags, is High; two or three is Moderate; otherwise Low; no level when fewer than half the factors that apply could be assessed.',
    );
  }
  if (skipped.length > 0)
    parts.push(
      `Not assessed for want of data or because they do not apply: ${joinList(skipped)} (shown as N/A with the reason; unknown is not counted as a risk).`,
    );
  if (v2.lender_gaps !== undefined)
    parts.push(
      'As a lender, leverage, interest cover, receivables, cash conversion, Altman and Beneish are replaced by the capital cushion and return on equity.',
      lenderGapsV1(v2.lender_gaps),
    );
  return parts.join(' ');
}

export function renderPart2V1(v2: RisksV2): Part2 {
  return { summary_table: v2.factors.map(toRow), 'Overall Risk Assessment': overallV1(v2) };
}
