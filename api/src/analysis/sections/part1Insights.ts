import { type Analysis } from '../analyse';
import { formatCrore, formatPct, fyLabel, fySpan, plural } from '../format';
import { mean, safeDivide } from '../math/growth';
import { type GovernanceSignal } from '../metrics/governanceSignals';
import { METRIC_INFO, type GuidanceOutcome } from '../metrics/guidanceCredibility';
import { type GuidanceRecord } from '../types';
import { guidanceFigure, quote } from './text';

/** Current guidance set against the record, and the key insights list of Part 1. */

/** How a current guided figure compares with what the statements show. */
function againstRecord(a: Analysis, r: GuidanceRecord): string | null {
  const t = a.ctx.latest;
  const g = a.growth;
  const compare = (what: string, actual: number | null, actualIsPct: boolean): string | null => {
    if (actual === null) return null;
    const guided = actualIsPct ? r.guidedValue / 100 : r.guidedValue;
    const shown = actualIsPct ? formatPct(actual) : formatCrore(actual);
    const word = guided > actual ? 'above' : guided < actual ? 'below' : 'in line with';
    const tone = guided > actual ? ' — ambitious against the record' : ' — achievable on the record';
    return `${word} ${what} of ${shown}${tone}`;
  };
  switch (r.metric) {
    case 'revenue_growth_pct':
      return compare(`the ${fySpan(g.sales.fromFy, g.sales.toFy)} sales CAGR`, g.sales.value, true);
    case 'net_profit_growth_pct':
      return compare(`the ${fySpan(g.profit.fromFy, g.profit.toFy)} net profit CAGR`, g.profit.value, true);
    case 'operating_margin_pct':
      return t === null ? null : compare(`the ${t.label} operating margin`, t.opm, true);
    case 'revenue_crore': {
      if (t === null || t.y.sales === null || t.y.sales <= 0) return null;
      const implied = safeDivide(r.guidedValue - t.y.sales, t.y.sales);
      return implied === null ? null : `implies ${formatPct(implied)} growth on ${t.label} sales of ${formatCrore(t.y.sales)}`;
    }
    case 'capex_crore':
      return t === null || t.y.capex === null ? null : `against ${t.label} capex of ${formatCrore(t.y.capex)}${t.y.capexEstimated ? ' (estimated)' : ''}`;
    default:
      return null;
  }
}

export function currentGuidanceText(a: Analysis, current: readonly GuidanceRecord[]): string {
  if (current.length === 0) {
    return 'No current guidance is on record: either management has not put figures on the year ahead, or none has been entered in the guidance ledger.';
  }
  const items = current.map((r) => {
    const said = quote(r.statement);
    const where = r.source.trim();
    const cmp = againstRecord(a, r);
    return `${fyLabel(r.fiscalYear)} ${METRIC_INFO[r.metric].label}: ${guidanceFigure(r.metric, r.guidedValue)}${cmp ? `, ${cmp}` : ''}${said ? `. ${said}` : ''}${where ? ` (${where})` : ''}`;
  });
  return `${items.join('. ')}.`;
}

function worstMiss(outcomes: readonly GuidanceOutcome[]): GuidanceOutcome | null {
  let worst: GuidanceOutcome | null = null;
  for (const o of outcomes) if (!o.hit && (worst === null || o.score < worst.score)) worst = o;
  return worst;
}

/** 'Earnings quality · Profit backed by cash: concern — operating cash flow …'. */
export function signalText(s: GovernanceSignal): string {
  const verdict = s.status === 'concern' ? 'concern' : s.status === 'ok' ? 'no concern' : 'not assessed';
  return `${s.area} · ${s.name}: ${verdict} — ${s.status === 'na' ? s.text.replace(/^not assessed: /, '') : s.text}.`;
}

export function keyInsights(a: Analysis): string[] {
  const c = a.credibility;
  const out: string[] = a.governance.map(signalText);
  if (c.score === null) out.push('No past guidance with outcomes: credibility cannot be scored, and the investment score leaves it out.');
  else {
    out.push(
      `Delivered ${c.hits} of ${plural(c.outcomes.length, 'guided figure')} (${formatPct(safeDivide(c.hits, c.outcomes.length), 0)}); credibility score ${c.score}/100.`,
    );
    const worst = worstMiss(c.outcomes);
    if (worst !== null) {
      out.push(
        `Largest miss: ${fyLabel(worst.record.fiscalYear)} ${worst.info.label}, ${guidanceFigure(worst.record.metric, worst.record.actual)} against ${guidanceFigure(worst.record.metric, worst.record.guidedValue)} guided (accuracy ${Math.round(worst.score)}/100).`,
      );
    }
    if (c.outcomes.length >= 4) {
      const half = Math.floor(c.outcomes.length / 2);
      const older = mean(c.outcomes.slice(0, half).map((o) => o.score));
      const newer = mean(c.outcomes.slice(half).map((o) => o.score));
      if (older !== null && newer !== null) {
        const trend = newer > older + 5 ? 'improving' : newer < older - 5 ? 'deteriorating' : 'steady';
        out.push(`Accuracy is ${trend}: the older half of guided figures averaged ${Math.round(older)}/100, the more recent half ${Math.round(newer)}/100.`);
      }
    }
  }
  if (c.current.length > 0) out.push(`${plural(c.current.length, 'guided figure')} for the current period still to be tested (see Current Guidance).`);
  const s = a.shareChange;
  if (s !== null) {
    const moved = Math.abs(s.change) < 0.005 ? 'were unchanged' : `${s.change > 0 ? 'rose' : 'fell'} ${formatPct(Math.abs(s.change))}`;
    // The dilution figure is shareChange.ts's, as in Part 2 and the score: a corporate action is not dilution.
    const why = s.corporateAction === null ? '' : ` (${s.corporateAction})`;
    const verdict =
      s.dilution > 0.05
        ? ': material dilution of existing holders'
        : s.change > 0.05 && s.corporateAction !== null
          ? ', a corporate action rather than dilution'
          : '';
    out.push(`Shares outstanding ${moved} over ${fySpan(s.fromFy, s.toFy)}${why}${verdict}.`);
  }
  const t = a.ctx.latest;
  if (t !== null && t.payout !== null) out.push(`${t.label} dividends were ${formatPct(t.payout, 0)} of net profit (${formatCrore(t.y.dividends)}).`);
  if (a.ctx.latest === null) out.push('No financial statements imported yet, so nothing can be said about results.');
  return out;
}
