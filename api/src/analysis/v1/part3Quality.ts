import { type ReportQuality, type RiskFactorV2 } from 'shared-types/api';
import { formatCrore, formatPct, formatRatio, joinList } from '../format';
import { ALTMAN_DISTRESS, ALTMAN_SAFE } from '../metrics/altman';
import { BENEISH_GREY, BENEISH_LIKELY } from '../metrics/beneish';
import { MIN_PIOTROSKI_CRITERIA } from '../metrics/piotroski';
import { riskNotAssessedV1 } from './part2Justifications';
import { riskFactorV1Name } from './part2Text';
import { type ReportV1Input } from './part3Report';
import { piotroskiDetailV1 } from './piotroskiDetail';
import { BENEISH_NOTES_V1, LENDER_PIOTROSKI_V1, NO_STATEMENTS_V1, previousYearMissingV1 } from './qualityReasons';
import { stringParam } from './reasonParams';

/** v1's '3. Risks and Quality', from the v2 report and risks parts, in the frozen v1 words. */

const CRITERION_NAMES: Readonly<Record<string, string>> = {
  positive_roa: 'Positive return on assets',
  positive_cfo: 'Positive operating cash flow',
  improving_roa: 'Improving return on assets',
  accruals: 'Cash flow exceeds profit (accruals)',
  lower_leverage: 'Lower leverage (borrowings / average assets)',
  higher_current_ratio: 'Higher current ratio',
  no_new_shares: 'No new shares issued',
  higher_margin: 'Higher margin (operating margin as the gross-margin proxy)',
  higher_asset_turnover: 'Higher asset turnover',
};

function piotroskiText(q: ReportQuality): string {
  const p = q.piotroski;
  if (p === undefined) {
    const r = q.piotroski_reason;
    const why =
      r?.code === 'report.piotroski.lender'
        ? LENDER_PIOTROSKI_V1
        : r?.code === 'report.piotroski.no_previous_year'
          ? previousYearMissingV1(stringParam(r, 'previous_year'), stringParam(r, 'year'))
          : NO_STATEMENTS_V1;
    return `Piotroski F-score: not computed — ${why}.`;
  }
  const na = p.criteria.map((c, i) => ({ c, number: String(i + 1) })).filter((x) => x.c.outcome === 'na');
  const share = p.out_of === 0 ? 0 : p.score / p.out_of;
  const reading =
    p.out_of < MIN_PIOTROSKI_CRITERIA
      ? 'too few criteria could be tested to read much into it'
      : share >= 0.78
        ? 'strong'
        : share <= 0.33
          ? 'weak'
          : 'middling';
  let scope = '';
  const onlyCurrentRatio = na.length === 1 && na[0]?.number === '6' && na[0].c.reason.code === 'report.piotroski.current_ratio.unknown';
  if (onlyCurrentRatio) {
    scope = ` (scored out of ${p.out_of}, not 9: criterion 6, the current ratio, cannot be tested because current assets and liabilities are not in the imported data)`;
  } else if (na.length > 0) {
    scope = ` (scored out of ${p.out_of}, not 9: ${na.length === 1 ? 'criterion' : 'criteria'} ${joinList(na.map((x) => x.number))} cannot be tested for want of data)`;
  }
  const lines = p.criteria.map((c, i) => `${i + 1}. ${CRITERION_NAMES[c.id] ?? c.id}: ${c.outcome === 'na' ? 'n/a' : c.outcome} — ${piotroskiDetailV1(c)}`);
  return `Piotroski F-score: ${p.score}/${p.out_of}${scope}, ${reading}. Borrowings stand in for long-term debt and operating margin for gross margin. ${lines.join('; ')}.`;
}

const factor = (risks: readonly RiskFactorV2[], id: string): RiskFactorV2 | undefined => risks.find((f) => f.id === id);
const zoneOf = (f: RiskFactorV2 | undefined): string => f?.reason.code.slice(f.reason.code.lastIndexOf('.') + 1) ?? '';
const assessed = (f: RiskFactorV2 | undefined): f is RiskFactorV2 => f !== undefined && (f.outcome === 'flag' || f.outcome === 'clear');

function altmanText(q: ReportQuality, distress: RiskFactorV2 | undefined): string {
  const x = q.altman;
  if (x === undefined || !assessed(distress)) return `Altman Z'': not computed — ${distress === undefined ? 'no reason given' : riskNotAssessedV1(distress)}.`;
  const z = distress.figures?.z_score?.value ?? null;
  const zone = zoneOf(distress);
  const zoneText =
    zone === 'safe'
      ? `safe zone (above ${ALTMAN_SAFE})`
      : zone === 'grey'
        ? `grey zone (${ALTMAN_DISTRESS} to ${ALTMAN_SAFE})`
        : `distress zone (below ${ALTMAN_DISTRESS})`;
  const two = (f: { value: number | null }) => formatRatio(f.value, 2);
  return `Altman Z'' (the emerging-market, non-manufacturer version): ${formatRatio(z, 2)}, ${zoneText}. Inputs: X1 working capital / assets ${two(x.x1)}; X2 reserves / assets ${two(x.x2)} (reserves stand in for retained earnings); X3 EBIT / assets ${two(x.x3)}; X4 book equity / total liabilities ${two(x.x4)} (liabilities ${formatCrore(x.total_liabilities.value)}). Zones are Altman's ${ALTMAN_SAFE} and ${ALTMAN_DISTRESS}, not the 2.9 and 1.23 some web sources quote.`;
}

function beneishText(q: ReportQuality, flag: RiskFactorV2 | undefined): string {
  const b = q.beneish;
  if (b === undefined || !assessed(flag)) return `Beneish M-score: not computed — ${flag === undefined ? 'no reason given' : riskNotAssessedV1(flag)}.`;
  const m = flag.figures?.m_score?.value ?? null;
  const fy = b.period === undefined ? null : Number(b.period.slice(2));
  const when = fy === null ? '' : ` (${b.period ?? ''} against FY${fy - 1})`;
  const zone = zoneOf(flag);
  const reading =
    zone === 'likely'
      ? `above ${formatRatio(BENEISH_LIKELY, 2)}, the zone Beneish linked to earnings manipulators; rapid growth can also push a company here, so treat it as a prompt to check receivables and accruals`
      : zone === 'grey'
        ? `in the ${formatRatio(BENEISH_GREY, 2)} to ${formatRatio(BENEISH_LIKELY, 2)} grey band`
        : `below ${formatRatio(BENEISH_GREY, 2)}, consistent with non-manipulators`;
  const vars = b.variables.map(
    (v) =>
      `${v.id.toUpperCase()} ${formatRatio(v.value, 2)}${v.basis === 'computed' ? '' : ` (${v.basis}: ${v.note === undefined ? '' : (BENEISH_NOTES_V1[v.note] ?? v.note)})`}`,
  );
  return `Beneish M-score${when}: ${formatRatio(m, 2)}, ${reading}. Variables: ${vars.join('; ')}.`;
}

export function risksAndQualityV1(input: ReportV1Input): string {
  const q = input.report.quality;
  if (q === undefined) return 'No financial statements imported yet: the F-score, Altman Z and Beneish M cannot be computed.';
  const factors = input.risks.factors;
  const parts = [piotroskiText(q), altmanText(q, factor(factors, 'distress')), beneishText(q, factor(factors, 'earnings_manipulation'))];
  // Cash conversion is Part 2's factor: its figures, when the ratio could be taken (profit positive).
  const cc = factor(factors, 'cash_conversion')?.figures;
  if (cc?.cash_conversion?.value !== undefined && cc.cash_conversion.value !== null) {
    parts.push(
      `Cash conversion: operating cash flow of ${formatCrore(cc.operating_cash_flow?.value ?? null)} against net profit of ${formatCrore(cc.net_profit?.value ?? null)} over ${cc.operating_cash_flow?.period ?? ''}, ${formatPct(cc.cash_conversion.value, 0)}.`,
    );
  }
  const flagged = factors.filter((r) => r.outcome === 'flag').map((r) => riskFactorV1Name(r.id));
  parts.push(flagged.length === 0 ? 'Part 2 flags no operational risk among the factors it could assess.' : `Part 2 flags: ${joinList(flagged)}.`);
  return parts.join(' ');
}
