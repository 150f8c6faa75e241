import { type CagrV2, type CompanyKind, type Figure, type ReportOverview, type ReportV2, type RisksV2, type ValueV2 } from 'shared-types/api';
import { unmodelledKindName } from './unmodelledKinds';
import { todaysSharesClause } from './todaysShares';
import { formatCrore, formatPct, formatRatio, formatRupees, plural } from '../format';
import { epsPeriodText } from './holdReasons';
import { priceWhen, todaysSharesBasis } from './part3HoldAssumptions';
import { sharesNote } from './part3ValueLender';
import { businessModelV1, oneYear } from './part3Moat';
import { risksAndQualityV1 } from './part3Quality';
import { valueOf } from './reasonParams';

/**
 * v1's Part 3 sections 1–3 ('1. Overall Investigation', '2. Business Model and Moat', '3. Risks and
 * Quality'), rendered from the v2 payload alone with the frozen v1 words and analysis/format.ts: byte
 * for byte what v1 clients were sent (docs/decisions/0005-payload-v2-and-message-catalogue.md). New
 * wording goes into shared-types/src/messages/en/report.ts, never here.
 */

/** What sections 1–3 read: the report part, and the parts it refers to (Part 2's level and flags, a lender's book value). */
export interface ReportV1Input {
  report: ReportV2;
  risks: RisksV2;
  value: ValueV2;
  /**
   * The company, the investment score and why not rated, as the answer's top level and analysis_meta
   * carry them; the score's own v2 part words the reason when it lands.
   */
  summary: { company_name: string; company_code: string; score: number | null; not_rated_reason: string | null };
}

const LEVEL_WORDS: Readonly<Record<string, string>> = { low: 'Low', moderate: 'Moderate', high: 'High' };
const RETURNS_LEVEL_WORDS: Readonly<Record<string, string>> = {
  high: 'high',
  adequate: 'adequate',
  below_cost_of_capital: 'below a typical 12–13% cost of capital',
  negative: 'negative',
};

function companyLabel(s: ReportV1Input['summary']): string {
  const name = s.company_name.trim() || 'This company';
  const code = s.company_code.trim();
  return code ? `${name} (${code})` : name;
}

function cagrReasonText(c: CagrV2): string {
  const p = c.reason?.params ?? {};
  const margin = p.net_margin as Figure | undefined;
  const median = p.median as Figure | undefined;
  switch (c.reason?.code) {
    case 'report.cagr.no_figures':
      return 'no figures';
    case 'report.cagr.latest_not_positive':
      return 'the latest figure is not positive';
    case 'report.cagr.short_window':
      return `not meaningful: no ${String(p.start_year)} figure, so the window would be shorter than ${String(p.years)} years`;
    case 'report.cagr.loss_start':
      return `not meaningful: the ${String(p.years)}-year window starts in ${String(p.start_year)} at a loss or zero`;
    case 'report.cagr.base_effect':
      return (
        `not meaningful: the ${String(p.years)}-year window starts in ${margin?.period ?? ''}, a ${String(p.extreme)} year (net margin ${formatPct(valueOf(margin))} ` +
        `against a ${String(p.median_years)}-year median of ${formatPct(valueOf(median))}, ${median?.period ?? ''})`
      );
    default:
      return 'not meaningful';
  }
}

const notMeaningful = (c: CagrV2): boolean => c.reason !== undefined && !['report.cagr.no_figures', 'report.cagr.latest_not_positive'].includes(c.reason.code);

function cagrSentence(what: string, c: CagrV2, money: boolean): string {
  const fmt = money ? formatCrore : formatRupees;
  if (c.value !== undefined && c.start !== undefined && c.end !== undefined) {
    const years = c.years ?? spanYears(c.value.period);
    const over = Number.isInteger(years) ? `a ${years}-year CAGR` : `a CAGR over ${formatRatio(years, 2)} years (from the period-end dates)`;
    const annualised =
      c.annualised === undefined ? '' : ` (${c.annualised.map((y) => `${y.period} covers ${y.months} months, annualised (× 12/${y.months})`).join('; ')})`;
    return `${what} went from ${fmt(c.start.value)} in ${c.start.period ?? ''} to ${fmt(c.end.value)} in ${c.end.period ?? ''}, ${over} of ${formatPct(c.value.value)}${annualised}`;
  }
  const latest = c.end === undefined ? '' : `${c.end.period ?? ''} figure ${fmt(c.end.value)}`;
  if (notMeaningful(c)) return `${what} CAGR is ${cagrReasonText(c)}${latest ? ` (${latest})` : ''}`;
  return `${what} CAGR is not computable (${cagrReasonText(c)}${latest ? `; ${latest}` : ''})`;
}

/** The whole years of a span 'FY2020–FY2025'. */
function spanYears(period: string | undefined): number {
  const m = /^FY(\d+)–FY(\d+)$/.exec(period ?? '');
  return m === null ? 0 : Number(m[2]) - Number(m[1]);
}

/** Net profit and EPS, in one clause when one peak or trough makes both not meaningful. */
function earningsCagrs(g: NonNullable<ReportOverview['growth']>): string {
  const { net_profit: profit, eps } = g;
  const base = (c: CagrV2) => c.reason?.code === 'report.cagr.base_effect';
  if (base(profit) && base(eps) && cagrReasonText(profit) === cagrReasonText(eps)) return `net profit and EPS CAGRs are ${cagrReasonText(profit)}`;
  return `${cagrSentence('net profit', profit, true)}; ${cagrSentence('EPS', eps, false)}`;
}

function priceSentences(o: ReportOverview, value: ValueV2): string[] {
  if (o.price === undefined) return [];
  const at = `At ${formatRupees(o.price.value)} (${priceWhen(o.price, o.price_reasons ?? [])})`;
  const e = o.earnings ?? {};
  const out: string[] = [];
  if (e.eps === undefined) out.push(`${at} no P/E can be given: EPS is unknown.`);
  else if (e.pe === undefined)
    out.push(`${at} a P/E is not meaningful: ${epsPeriodText(e.eps.period ?? '', e.eps_months)} EPS is ${formatRupees(e.eps.value)}.`);
  else {
    const pe = e.pe.value ?? 0;
    const shares = e.todays_shares === undefined ? '' : todaysSharesClause(todaysSharesBasis(e.todays_shares), 'EPS');
    const median =
      e.median_pe === undefined ? '' : `, against a median fiscal-year-end P/E of ${formatRatio(e.median_pe.value)} over ${plural(e.pe_years ?? 0, 'year')}`;
    out.push(
      `${at} the shares trade at ${formatRatio(pe)} times ${epsPeriodText(e.eps.period ?? '', e.eps_months)} EPS of ${formatRupees(e.eps.value)} (an earnings yield of ${formatPct(1 / pe)}${shares === '' ? '' : `; ${shares}`})${median}.`,
    );
  }
  const book = value.lender_book;
  if (book?.current_pb !== undefined && book.current_pb.value !== null) {
    out.push(
      `On book value, the measure a lender is valued by, they trade at ${formatRatio(book.current_pb.value, 2)} times ${book.period} book value per share of ${formatRupees(valueOf(value.book_value_per_share))}${sharesNote(book)}, against a justified P/B of ${formatRatio(book.justified_pb.value, 2)} (Part 3, section 4).`,
    );
  }
  return out;
}

function verdictSentence(input: ReportV1Input): string {
  const { summary, risks } = input;
  const verdict = summary.not_rated_reason ?? (summary.score !== null ? `Investment score ${summary.score}/100 (Part 4)` : 'Not rated');
  const level = risks.level === null ? null : (LEVEL_WORDS[risks.level] ?? risks.level);
  return `${verdict}${level === null ? '' : `; operational risk ${level} (Part 2)`}.`;
}

export function overallInvestigationV1(input: ReportV1Input): string {
  const o = input.report.overview;
  const who = companyLabel(input.summary);
  if (o.growth === undefined) {
    const price = o.price === undefined ? '' : ` The last price is ${formatRupees(o.price.value)} (${priceWhen(o.price, o.price_reasons ?? [])}).`;
    return `${who}: no financial statements have been imported yet, so there is nothing to analyse beyond the listing.${price} ${input.summary.not_rated_reason ?? ''}.`;
  }
  const sector = o.sector === undefined ? '' : ` — sector: ${o.sector}`;
  const kindName = o.unmodelled_kind === undefined ? null : unmodelledKindName(o.unmodelled_kind as CompanyKind);
  const kindNote = o.lender === true ? '; a lender (bank or NBFC)' : kindName !== null ? `; classified among ${kindName}` : '';
  const parts = [`${who}${sector}${kindNote}. The analysis covers ${plural(o.years ?? 0, 'fiscal year')} of statements (${o.period ?? ''}), in ₹ crore.`];
  const g = o.growth;
  const longNote = g.sales_long === undefined ? '' : ` (over ${g.sales_long.period ?? ''} the sales CAGR was ${formatPct(g.sales_long.value)})`;
  parts.push(`${cagrSentence('Sales', g.sales, true)}${longNote}; ${earningsCagrs(g)}.`);
  const r = o.returns;
  if (r !== undefined) {
    const name = r.measure === 'roe' ? 'ROE' : 'ROCE';
    const over = oneYear(r.median.period) ? `${name} in ${r.median.period ?? ''}` : `Median ${name} over ${r.median.period ?? ''}`;
    parts.push(`${over} was ${formatPct(r.median.value)} (${RETURNS_LEVEL_WORDS[r.level] ?? r.level}).`);
  }
  parts.push(...priceSentences(o, input.value), verdictSentence(input));
  if (o.lender === true) {
    parts.push(
      'As a lender, ROCE, capex-based owner’s earnings, Altman and Beneish do not apply; the verdict rests on the level and stability of ROE, growth, the capital cushion and the trend in leverage, the profit record through the credit cycle, management credibility, and a book-value (justified P/B) valuation rather than Graham’s growth P/E.',
    );
  }
  return parts.join(' ');
}

/** Sections 1–3 of v1's Part 3; a kind with no model gets section 1 and plainly nothing judged. */
export function renderReportV1(input: ReportV1Input): { overview: string; business: string; quality: string; unmodelled: string | null } {
  const overview = overallInvestigationV1(input);
  const o = input.report.overview;
  const kindName = o.unmodelled_kind === undefined ? null : unmodelledKindName(o.unmodelled_kind as CompanyKind);
  if (kindName !== null && o.growth !== undefined) {
    const why = `Not assessed: the engine has no model for ${kindName} yet, and judging one with an industrial company's measures would mislead. The statements and charts above are shown as imported.`;
    return { overview, business: why, quality: why, unmodelled: why };
  }
  return { overview, business: businessModelV1(input.report), quality: risksAndQualityV1(input), unmodelled: null };
}
