import { PART3_SECTIONS, type CompanyDetails, type PART3_TITLE } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { formatCrore, formatPct, formatRatio, formatRupees, fyLabel, fySpan, medianOver, plural } from '../format';
import { COST_OF_CAPITAL, COST_OF_CAPITAL_SOURCE, DISCOUNT_RATE } from '../assumptions';
import { unmodelledKindName } from '../companyModel';
import { stabilityPhrase } from '../math/stability';
import { moatReading } from '../metrics/afterTaxReturns';
import { type CagrResult } from '../metrics/growthProfile';
import { todaysSharesClause } from '../context/perShareBasis';
import { latestWithEps } from '../metrics/holdAssumptions';
import { LENDER_ROCE_REASON, ROCE_BASIS_LABEL } from '../metrics/roce';
import { lenderMoat, lenderMoatText } from '../lenderMeasures';
import { operatingCycleText } from './operatingCycleText';
import { buildOwnerEarningsSection } from './part3OwnerEarnings';
import { risksAndQuality } from './part3Quality';
import { buildScenarioSection } from './part3Scenarios';
import { riskLevel } from './part2Risk';
import { companyLabel, returnsLevel, stabilityWord } from './text';
import { priceWhen } from '../priceSource';

/** Part 3: the holistic investigation report (five numbered sections). */

type Part3 = CompanyDetails[typeof PART3_TITLE];

function cagrSentence(what: string, c: CagrResult, money: boolean): string {
  const fmt = money ? formatCrore : formatRupees;
  if (c.value !== null && c.fromFy !== null && c.toFy !== null) {
    return `${what} went from ${fmt(c.start)} in ${fyLabel(c.fromFy)} to ${fmt(c.end)} in ${fyLabel(c.toFy)}, ${Number.isInteger(c.years) ? `a ${c.years}-year CAGR` : `a CAGR over ${formatRatio(c.years, 2)} years (from the period-end dates)`} of ${formatPct(c.value)}${c.annualised === null ? '' : ` (${c.annualised})`}`;
  }
  const latest = c.end !== null && c.toFy !== null ? `${fyLabel(c.toFy)} figure ${fmt(c.end)}` : '';
  if (c.notMeaningful !== null) return `${what} CAGR is ${c.reason ?? 'not meaningful'}${latest ? ` (${latest})` : ''}`;
  return `${what} CAGR is not computable (${c.reason ?? 'no data'}${latest ? `; ${latest}` : ''})`;
}

/** Net profit and EPS, in one clause when one peak or trough makes both not meaningful. */
function earningsCagrs(a: Analysis): string {
  const { profit, eps } = a.growth;
  if (profit.notMeaningful === 'base_effect' && eps.notMeaningful === 'base_effect' && profit.reason === eps.reason)
    return `net profit and EPS CAGRs are ${profit.reason ?? 'not meaningful'}`;
  return `${cagrSentence('net profit', profit, true)}; ${cagrSentence('EPS', eps, false)}`;
}

function overallInvestigation(a: Analysis): string {
  const ctx = a.ctx;
  const who = companyLabel(ctx);
  const price = ctx.price === null ? '' : ` The last price is ${formatRupees(ctx.price.price)} (${priceWhen(ctx.price, ctx.latest, ctx.today)}).`;
  if (ctx.latest === null) {
    return `${who}: no financial statements have been imported yet, so there is nothing to analyse beyond the listing.${price} ${a.rating.reason ?? ''}.`;
  }
  const t = ctx.latest;
  const sector = ctx.profile?.sector ? ` — sector: ${ctx.profile.sector}` : '';
  const kindName = unmodelledKindName(ctx.kind);
  const kindNote = ctx.isLender ? '; a lender (bank or NBFC)' : kindName !== null ? `; classified among ${kindName}` : '';
  const parts = [
    `${who}${sector}${kindNote}. The analysis covers ${plural(ctx.years.length, 'fiscal year')} of statements (${fySpan(ctx.years[0]?.fy ?? t.fy, t.fy)}), in ₹ crore.`,
  ];
  const long = a.growth.salesLong;
  const longNote =
    long.value !== null && long.fromFy !== a.growth.sales.fromFy ? ` (over ${fySpan(long.fromFy, long.toFy)} the sales CAGR was ${formatPct(long.value)})` : '';
  parts.push(`${cagrSentence('Sales', a.growth.sales, true)}${longNote}; ${earningsCagrs(a)}.`);
  const r = ctx.isLender ? a.returns.roe : a.returns.roce;
  if (r.median !== null) {
    const name = ctx.isLender ? 'ROE' : 'ROCE';
    // One year with a figure is that year's figure, not a median over it.
    const over = r.fromFy !== null && r.fromFy === r.toFy ? `${name} in ${fyLabel(r.fromFy)}` : `Median ${name} over ${fySpan(r.fromFy, r.toFy)}`;
    parts.push(`${over} was ${formatPct(r.median)} (${returnsLevel(r.median)}).`);
  }
  const h = a.hold;
  const epsView = latestWithEps(ctx);
  if (ctx.price !== null) {
    const at = `At ${formatRupees(ctx.price.price)} (${priceWhen(ctx.price, ctx.latest, ctx.today)})`;
    const pe = h.currentPe;
    const med = h.medianPe;
    if (epsView === null) parts.push(`${at} no P/E can be given: EPS is unknown.`);
    else if (pe === null) parts.push(`${at} a P/E is not meaningful: ${epsView.label} EPS is ${formatRupees(epsView.eps)}.`);
    else {
      const sharesClause = todaysSharesClause(ctx.perShare, 'EPS');
      const median = med !== null ? `, against a median fiscal-year-end P/E of ${formatRatio(med)} over ${plural(h.peYears, 'year')}` : '';
      parts.push(
        `${at} the shares trade at ${formatRatio(pe)} times ${epsView.label} EPS of ${formatRupees(epsView.eps)} (an earnings yield of ${formatPct(1 / pe)}${sharesClause === '' ? '' : `; ${sharesClause}`})${median}.`,
      );
    }
    const book = a.valuation.lenderBook;
    if (book !== null && !('reason' in book) && book.currentPb !== null) {
      parts.push(
        `On book value, the measure a lender is valued by, they trade at ${formatRatio(book.currentPb, 2)} times ${fyLabel(book.fy)} book value per share of ${formatRupees(book.bvps)}${book.sharesNote}, against a justified P/B of ${formatRatio(book.pb.value, 2)} (Part 3, section 4).`,
      );
    }
  }
  const level = riskLevel(a.risks);
  const verdict = a.rating.status === 'rated' && a.score.score !== null ? `Investment score ${a.score.score}/100 (Part 4)` : (a.rating.reason ?? 'Not rated');
  parts.push(`${verdict}${level === null ? '' : `; operational risk ${level} (Part 2)`}.`);
  if (ctx.isLender) {
    parts.push(
      'As a lender, ROCE, capex-based owner’s earnings, Altman and Beneish do not apply; the verdict rests on the level and stability of ROE, growth, the capital cushion and the trend in leverage, the profit record through the credit cycle, management credibility, and a book-value (justified P/B) valuation rather than Graham’s growth P/E.',
    );
  }
  return parts.join(' ');
}

/**
 * The moat reading compares after-tax returns with a post-tax hurdle: ROE with the cost of equity for a
 * lender, after-tax ROCE with the cost of capital for anyone else (pre-tax ROCE against a post-tax hurdle
 * flattered every company).
 */
function moatVerdict(a: Analysis): string {
  const r = a.returns;
  const lender = a.ctx.isLender;
  // A lender's bar: a spread over the cost of equity held across the credit cycle (lenderMeasures.ts).
  const lm = lender ? lenderMoat(a.ctx) : null;
  if (lm !== null) return lenderMoatText(lm);
  const level = lender ? r.roe.median : r.roceAfterTax.median;
  const stability = lender ? r.roeLong.stability : r.roceAfterTaxLong.stability;
  const sd = stability?.swing ?? null;
  // A falling series is measured around its mean (math/stability), so its spread may be the fall itself.
  const unsteady =
    stability?.basis === 'mean'
      ? ' but have been falling or swinging, so any advantage is not secure'
      : ' but swing from year to year, so any advantage depends on the cycle';
  const hurdle = lender ? DISCOUNT_RATE : COST_OF_CAPITAL;
  const hurdleName = lender
    ? `the ${formatPct(DISCOUNT_RATE, 0)} cost of equity`
    : `the ${formatPct(COST_OF_CAPITAL, 0)} cost of capital (${COST_OF_CAPITAL_SOURCE})`;
  const name = lender ? 'ROE' : 'after-tax ROCE';
  if (level === null) return `There is not enough ${lender ? 'ROE' : 'ROCE'} history to judge a moat.`;
  const tax = lender
    ? ''
    : ` After tax (${r.statutoryTaxYears > 0 ? `the 25.17% statutory rate assumed in ${plural(r.statutoryTaxYears, 'year')} without a plausible effective rate, the effective rate otherwise` : 'at each year’s effective tax rate'}), ROCE had a median of ${formatPct(level)} over ${fySpan(r.roceAfterTax.fromFy, r.roceAfterTax.toFy)}${r.roicAfterTax.median === null ? '' : ` and ROIC (after-tax EBIT / net worth + borrowings − cash) ${formatPct(r.roicAfterTax.median)}`}, against ${hurdleName}.`;
  const reading = lender ? (level >= hurdle + 0.05 && sd !== null && sd <= 0.05 ? 'moat' : level > hurdle ? 'clears' : 'no_moat') : moatReading(level, sd);
  const verdict =
    reading === 'moat'
      ? lender
        ? `${name} well above ${hurdleName}, sustained year after year, points to a franchise: cheap deposits, underwriting discipline or a loyal borrower base.`
        : `Returns well above the cost of capital, sustained year after year, are the footprint of a moat: pricing power, a cost edge or sticky customers.`
      : reading === 'clears'
        ? `${lender ? `${name} clears ${hurdleName}` : 'Returns clear the cost of capital'}${sd !== null && sd > 0.05 ? unsteady : ', but not by enough to call it a moat'}.`
        : `${lender ? `${name} is at or below ${hurdleName}` : 'Returns after tax are at or below the cost of capital'}: the numbers show no moat.`;
  return `${tax}${tax === '' ? '' : ' '}${verdict}`.trim();
}

function businessModel(a: Analysis): string {
  const ctx = a.ctx;
  if (ctx.latest === null) return 'No financial statements imported yet: returns on capital, margins and reinvestment cannot be assessed.';
  const parts: string[] = [];
  const r = a.returns;
  const name = ctx.isLender ? 'ROE' : 'ROCE';
  const level = ctx.isLender ? r.roe : r.roce;
  const long = ctx.isLender ? r.roeLong : r.roceLong;
  if (ctx.isLender)
    parts.push(
      `${LENDER_ROCE_REASON.charAt(0).toUpperCase()}${LENDER_ROCE_REASON.slice(1)}; returns are judged on ROE (net profit / average equity + reserves).`,
    );
  if (level.median !== null) {
    const on = ctx.latest.capitalBasis === 'average' ? 'on average capital, opening and closing' : 'on year-end capital';
    const basis = !ctx.isLender && r.roceBasis !== null ? ` (${ROCE_BASIS_LABEL[r.roceBasis]}, ${on})` : '';
    parts.push(
      `${name}${basis}: ${medianOver(formatPct(level.median), level.fromFy, level.toFy)}, ranging ${formatPct(level.min)} to ${formatPct(level.max)}; latest ${formatPct(level.latest)} in ${fyLabel(level.latestFy ?? 0)}.`,
    );
    if (long.stability !== null)
      parts.push(`Over ${fySpan(long.fromFy, long.toFy)} it showed ${stabilityPhrase(long.stability)}: ${stabilityWord(long.stability.swing, 0.03, 0.07)}.`);
  } else if (!ctx.isLender) {
    parts.push(`ROCE cannot be computed: ${ctx.latest.roce.reason ?? 'inputs unknown'}.`);
  }
  parts.push(moatVerdict(a));
  const margin = ctx.isLender ? r.npm : r.opm;
  const marginName = ctx.isLender ? 'Net margin' : 'Operating margin';
  if (margin.median !== null) {
    const sd = margin.stability === null ? '' : ` (${stabilityPhrase(margin.stability)}: ${stabilityWord(margin.stability.swing, 0.02, 0.05)})`;
    parts.push(
      `${marginName}: ${medianOver(formatPct(margin.median), margin.fromFy, margin.toFy)}, range ${formatPct(margin.min)} to ${formatPct(margin.max)}${sd}.`,
    );
  }
  if (ctx.isLender) {
    if (r.equityToAssets !== null) parts.push(`Net worth is ${formatPct(r.equityToAssets)} of total assets, the cushion against loan losses.`);
    const lev = r.leverage;
    if (lev !== null) {
      const trend =
        lev.change > 0.05 ? 'the loan book has outgrown its equity' : lev.change < -0.05 ? 'equity has outgrown the balance sheet' : 'roughly steady';
      parts.push(
        `Leverage (total assets / net worth) went from ${formatRatio(lev.from, 1)} times in ${fyLabel(lev.fromFy)} to ${formatRatio(lev.to, 1)} times in ${fyLabel(lev.toFy)}: ${trend}.`,
      );
    }
    parts.push('Capex-based reinvestment analysis does not apply: a lender reinvests by growing its loan book out of retained earnings.');
    parts.push(...operatingCycleText(a));
    return parts.join(' ');
  }
  const cd = r.capexToDep;
  if (cd !== null && cd.ratio !== null) {
    const reading =
      cd.ratio > 1.5
        ? 'investing well beyond upkeep, for growth'
        : cd.ratio >= 0.8
          ? 'roughly maintaining the asset base'
          : 'spending less than depreciation (asset-light, or under-investing)';
    const cfo =
      r.capexToCfo !== null && r.capexToCfo.ratio !== null
        ? `, and absorbed ${formatPct(r.capexToCfo.ratio, 0)} of operating cash flow (${formatCrore(r.capexToCfo.b)})`
        : '';
    const est = r.capexEstimatedYears > 0 ? ` Capex is estimated from ΔNet Block + ΔCWIP + Depreciation in ${plural(r.capexEstimatedYears, 'year')}.` : '';
    parts.push(
      `Reinvestment: over ${fySpan(cd.fromFy, cd.toFy)} capex of ${formatCrore(cd.a)} was ${formatRatio(cd.ratio, 1)} times depreciation of ${formatCrore(cd.b)}, ${reading}${cfo}.${est}`,
    );
  } else parts.push('Reinvestment cannot be measured: capex or depreciation is unknown.');
  parts.push(...operatingCycleText(a));
  return parts.join(' ');
}

/** A kind the engine has no model for: the facts of section 1, and plainly nothing judged. */
function unmodelledPart3(a: Analysis, kindName: string): Part3 {
  const why = `Not assessed: the engine has no model for ${kindName} yet, and judging one with an industrial company's measures would mislead. The statements and charts above are shown as imported.`;
  return {
    [PART3_SECTIONS[0]]: overallInvestigation(a),
    [PART3_SECTIONS[1]]: why,
    [PART3_SECTIONS[2]]: why,
    [PART3_SECTIONS[3]]: { "Owner's Earnings and Margin of Safety Analysis": why, 'IRR Projections': {}, 'Fat Pitch Analysis': why },
    [PART3_SECTIONS[4]]: {},
  };
}

export function buildPart3(a: Analysis): Part3 {
  const kindName = unmodelledKindName(a.ctx.kind);
  if (kindName !== null && a.ctx.latest !== null) return unmodelledPart3(a, kindName);
  return {
    [PART3_SECTIONS[0]]: overallInvestigation(a),
    [PART3_SECTIONS[1]]: businessModel(a),
    [PART3_SECTIONS[2]]: risksAndQuality(a),
    [PART3_SECTIONS[3]]: buildOwnerEarningsSection(a),
    [PART3_SECTIONS[4]]: buildScenarioSection(a),
  };
}
