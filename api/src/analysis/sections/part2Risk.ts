import { type CompanyDetails, type PART2_TITLE, type RiskRow } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { joinList, plural } from '../format';
import { lenderDataGaps } from '../metrics/assetQuality';
import { type RiskFactor } from '../metrics/riskFactors';

/** Part 2: the operational risk table and the overall risk assessment. */

type Part2 = CompanyDetails[typeof PART2_TITLE];

function toRow(r: RiskFactor): RiskRow {
  // 'Not assessed' is its own answer, N/A with the reason, never NO and never a risk.
  return { Factor: r.factor, Assessment: r.status === 'yes' ? 'YES' : r.status === 'no' ? 'NO' : 'N/A', Data: r.data, Justification: r.justification };
}

export type RiskLevel = 'Low' | 'Moderate' | 'High';

/** Factors that apply to the company's kind, and how many of them the data let us assess. */
export function riskCoverage(risks: readonly RiskFactor[]): { assessed: number; applicable: number } {
  const applicable = risks.filter((r) => r.applies !== false);
  return { assessed: applicable.filter((r) => r.status !== 'na').length, applicable: applicable.length };
}

/** The overall level, or null when fewer than half the applicable factors could be assessed: two of eleven is no basis for 'Low'. */
export function riskLevel(risks: readonly RiskFactor[]): RiskLevel | null {
  const assessed = risks.filter((r) => r.status !== 'na');
  const coverage = riskCoverage(risks);
  if (assessed.length === 0 || coverage.assessed * 2 < coverage.applicable) return null;
  const flagged = assessed.filter((r) => r.status === 'yes');
  const severe = flagged.some((r) => r.severe === true);
  if (severe || flagged.length >= 4) return 'High';
  return flagged.length >= 2 ? 'Moderate' : 'Low';
}

function overall(a: Analysis): string {
  if (a.ctx.latest === null) return 'No financial statements imported yet, so operational risks cannot be assessed.';
  const assessed = a.risks.filter((r) => r.status !== 'na');
  const flagged = assessed.filter((r) => r.status === 'yes').map((r) => r.factor);
  const skipped = a.risks.filter((r) => r.status === 'na').map((r) => r.factor);
  const level = riskLevel(a.risks);
  const coverage = riskCoverage(a.risks);
  const parts: string[] = [];
  if (a.risks.length === 0) parts.push(`${a.rating.reason ?? 'Not rated'}: operational risks are not assessed with a model that does not fit the company.`);
  else if (level === null) parts.push(`Not enough data to judge: ${coverage.assessed} of ${plural(coverage.applicable, 'factor')} assessed.`);
  else {
    parts.push(
      `Overall operational risk: ${level}. ${flagged.length} of ${plural(assessed.length, 'assessed factor')} ${flagged.length === 1 ? 'is' : 'are'} flagged${flagged.length > 0 ? `: ${joinList(flagged)}` : ''}.`,
    );
    parts.push(
      'Rule: distress or negative net worth, or four or more flags, is High; two or three is Moderate; otherwise Low; no level when fewer than half the factors that apply could be assessed.',
    );
  }
  if (skipped.length > 0)
    parts.push(
      `Not assessed for want of data or because they do not apply: ${joinList(skipped)} (shown as N/A with the reason; unknown is not counted as a risk).`,
    );
  if (a.ctx.isLender)
    parts.push(
      'As a lender, leverage, interest cover, receivables, cash conversion, Altman and Beneish are replaced by the capital cushion and return on equity.',
      lenderDataGaps(a.ctx),
    );
  return parts.join(' ');
}

export function buildPart2(a: Analysis): Part2 {
  return { summary_table: a.risks.map(toRow), 'Overall Risk Assessment': overall(a) };
}
