import { type Analysis } from '../analyse';
import { formatCrore, formatPct, formatRatio, fyLabel, fySpan, joinList } from '../format';
import { ALTMAN_DISTRESS, ALTMAN_SAFE } from '../metrics/altman';
import { BENEISH_GREY, BENEISH_LIKELY } from '../metrics/beneish';
import { MIN_PIOTROSKI_CRITERIA } from '../metrics/piotroski';
import { riskFactorV1Name } from '../v1/part2Text';

/** Part 3, section 3: Piotroski criterion by criterion, Altman Z'', Beneish M and cash conversion. */

function piotroskiText(a: Analysis): string {
  const p = a.piotroski;
  if ('reason' in p) return `Piotroski F-score: not computed — ${p.reason}.`;
  const na = p.criteria.filter((c) => c.status === 'na').map((c) => String(c.number));
  const share = p.outOf === 0 ? 0 : p.score / p.outOf;
  const reading =
    p.outOf < MIN_PIOTROSKI_CRITERIA ? 'too few criteria could be tested to read much into it' : share >= 0.78 ? 'strong' : share <= 0.33 ? 'weak' : 'middling';
  let scope = '';
  if (na.length === 1 && na[0] === '6' && !p.currentRatioKnown) {
    scope = ` (scored out of ${p.outOf}, not 9: criterion 6, the current ratio, cannot be tested because current assets and liabilities are not in the imported data)`;
  } else if (na.length > 0) {
    scope = ` (scored out of ${p.outOf}, not 9: ${na.length === 1 ? 'criterion' : 'criteria'} ${joinList(na)} cannot be tested for want of data)`;
  }
  const lines = p.criteria.map((c) => `${c.number}. ${c.name}: ${c.status === 'na' ? 'n/a' : c.status} — ${c.detail}`);
  return `Piotroski F-score: ${p.score}/${p.outOf}${scope}, ${reading}. Borrowings stand in for long-term debt and operating margin for gross margin. ${lines.join('; ')}.`;
}

function altmanText(a: Analysis): string {
  const z = a.altman;
  if (z.z === null) return `Altman Z'': not computed — ${z.reason}.`;
  const x1 = `X1 working capital / assets ${formatRatio(z.x1, 2)}`;
  const zone =
    z.zone === 'safe'
      ? `safe zone (above ${ALTMAN_SAFE})`
      : z.zone === 'grey'
        ? `grey zone (${ALTMAN_DISTRESS} to ${ALTMAN_SAFE})`
        : `distress zone (below ${ALTMAN_DISTRESS})`;
  return `Altman Z'' (the emerging-market, non-manufacturer version): ${formatRatio(z.z, 2)}, ${zone}. Inputs: ${x1}; X2 reserves / assets ${formatRatio(z.x2, 2)} (reserves stand in for retained earnings); X3 EBIT / assets ${formatRatio(z.x3, 2)}; X4 book equity / total liabilities ${formatRatio(z.x4, 2)} (liabilities ${formatCrore(z.totalLiabilities)}). Zones are Altman's ${ALTMAN_SAFE} and ${ALTMAN_DISTRESS}, not the 2.9 and 1.23 some web sources quote.`;
}

function beneishText(a: Analysis): string {
  const b = a.beneish;
  if (b.m === null) return `Beneish M-score: not computed — ${b.reason}.`;
  const when = b.fy === null ? '' : ` (${fyLabel(b.fy)} against ${fyLabel(b.fy - 1)})`;
  const reading =
    b.flag === 'likely'
      ? `above ${formatRatio(BENEISH_LIKELY, 2)}, the zone Beneish linked to earnings manipulators; rapid growth can also push a company here, so treat it as a prompt to check receivables and accruals`
      : b.flag === 'grey'
        ? `in the ${formatRatio(BENEISH_GREY, 2)} to ${formatRatio(BENEISH_LIKELY, 2)} grey band`
        : `below ${formatRatio(BENEISH_GREY, 2)}, consistent with non-manipulators`;
  const vars = b.variables.map((v) => `${v.name} ${formatRatio(v.value, 2)}${v.basis === 'computed' ? '' : ` (${v.basis}: ${v.note})`}`);
  return `Beneish M-score${when}: ${formatRatio(b.m, 2)}, ${reading}. Variables: ${vars.join('; ')}.`;
}

export function risksAndQuality(a: Analysis): string {
  if (a.ctx.latest === null) return 'No financial statements imported yet: the F-score, Altman Z and Beneish M cannot be computed.';
  const parts = [piotroskiText(a), altmanText(a), beneishText(a)];
  const cc = a.returns.cashConversion;
  if (!a.ctx.isLender && cc !== null && cc.ratio !== null) {
    parts.push(
      `Cash conversion: operating cash flow of ${formatCrore(cc.a)} against net profit of ${formatCrore(cc.b)} over ${fySpan(cc.fromFy, cc.toFy)}, ${formatPct(cc.ratio, 0)}.`,
    );
  }
  const flagged = a.risks.filter((r) => r.outcome === 'flag').map((r) => riskFactorV1Name(r.id));
  parts.push(flagged.length === 0 ? 'Part 2 flags no operational risk among the factors it could assess.' : `Part 2 flags: ${joinList(flagged)}.`);
  return parts.join(' ');
}
