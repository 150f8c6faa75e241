import { type Metrics } from './computedMetrics';
import { type CagrResult } from './metrics/growthProfile';
import { cagrGapParams } from './v2/cagrGap';
import { MAX_UNMEASURED_BENEISH_VARIABLES } from './metrics/beneish';
import { MIN_PIOTROSKI_CRITERIA } from './metrics/piotroski';
import { figure } from './v2/figure';
import { qualityGapCode } from './v2/measureReasons';
import { bookGapCode } from './v2/marginOfSafetyCodes';
import { expectedReturnCode } from './v2/expectedReturnCodes';

import { lenderBusinessQuality, lenderEarningsQuality, lenderFinancialStrength } from './lenderMeasures';
import { fixed, fyPeriod, leftOut, linear, maxOf, profitRecord, stabilityParams, why, type Measure } from './measureScale';

/**
 * The measures inside each score pillar, with their scales. Points null = left out for want of data.
 * Lenders get their own measures in business quality, financial strength and earnings quality, each
 * set adding up to the pillar's full weight, so a lender is judged as fully as any other company
 * instead of being rescaled over the few measures that happen to apply.
 */

export type { Measure } from './measureScale';

export function businessQualityMeasures(m: Metrics): Measure[] {
  if (m.ctx.isLender) return lenderBusinessQuality(m);
  const r = m.returns;
  const latest = m.ctx.latest;
  const capital = latest?.roce.capitalEmployed ?? null;
  // Negative capital employed is a bad figure, not a missing one: it earns 0, as a loss does.
  const roce = { roce: figure(r.roce.median, 'fraction'), period: fyPeriod(r.roce.fromFy, r.roce.toFy) };
  // A median of one year is no median.
  const oneYear = r.roce.fromFy !== null && r.roce.fromFy === r.roce.toFy;
  const roceLevel =
    r.roce.median !== null
      ? linear('roce_level', r.roce.median, why('roce_level', oneYear ? 'one_year' : 'median', roce))
      : capital !== null && capital <= 0
        ? fixed('roce_level', 0, 'capital_not_positive', { capital_employed: figure(capital, 'inr_crore'), fiscal_year: latest?.label })
        : leftOut('roce_level', 'unknown');
  return [
    roceLevel,
    r.roceLong.stability === null
      ? leftOut('roce_stability', 'too_few_years')
      : linear(
          'roce_stability',
          r.roceLong.stability.swing,
          why('roce_stability', 'measured', stabilityParams(r.roceLong.stability, r.roceLong.fromFy, r.roceLong.toFy)),
        ),
    r.opm.stability === null
      ? leftOut('margin_stability', 'too_few_years')
      : linear('margin_stability', r.opm.stability.swing, why('margin_stability', 'measured', stabilityParams(r.opm.stability, r.opm.fromFy, r.opm.toFy))),
  ];
}

/**
 * A 5-year CAGR, 0 at 0% and full at 15%. A window that starts in a loss is not meaningful and
 * earns nothing (a recovery is not growth); one shorter than five years, or starting in a peak or a
 * trough year (metrics/peaksAndTroughs.ts), is left out (unknown).
 */
function cagrMeasure(id: 'sales_cagr' | 'eps_cagr', c: CagrResult): Measure {
  if (c.value !== null) return linear(id, c.value, why(id, 'measured', { cagr: figure(c.value, 'fraction'), period: fyPeriod(c.fromFy, c.toFy) }));
  if (c.end !== null && c.end <= 0) return fixed(id, 0, 'latest_not_positive', { fiscal_year: `FY${c.toFy ?? 0}` });
  const w = c.why ?? { code: 'no_figures' };
  if (w.code === 'loss_start') return fixed(id, 0, w.code, cagrGapParams(w));
  // Growth from a peak or a trough measures the base, not the business: unknown, not bad.
  return leftOut(id, w.code, cagrGapParams(w));
}

export function growthMeasures(m: Metrics): Measure[] {
  const g = m.growth;
  const out: Measure[] = [cagrMeasure('sales_cagr', g.sales), cagrMeasure('eps_cagr', g.eps)];
  const measured = g.salesMeasured + g.profitMeasured;
  out.push(
    g.consistency === null
      ? leftOut('growth_consistency', 'unknown')
      : fixed('growth_consistency', maxOf('growth_consistency') * g.consistency, 'measured', { rose: g.salesUpYears + g.profitUpYears, comparisons: measured }),
  );
  return out;
}

export function financialStrengthMeasures(m: Metrics): Measure[] {
  const t = m.ctx.latest;
  if (t === null) return [];
  if (m.ctx.isLender) return lenderFinancialStrength(m, t);
  const out: Measure[] = [];
  const fy = t.label;
  if (t.netWorth !== null && t.netWorth <= 0) out.push(fixed('leverage', 0, 'negative_net_worth', { fiscal_year: fy }));
  else if (t.debtToEquity === null) out.push(leftOut('leverage', 'unknown'));
  else out.push(linear('leverage', t.debtToEquity, why('leverage', 'measured', { debt_to_equity: figure(t.debtToEquity, 'times'), fiscal_year: fy })));

  if (t.y.interest === 0 && t.y.borrowings !== null && t.y.borrowings > 0) {
    out.push(leftOut('interest_cover', 'no_interest_shown', { borrowings: figure(t.y.borrowings, 'inr_crore'), fiscal_year: fy }));
  } else if (t.y.interest === 0) out.push(fixed('interest_cover', maxOf('interest_cover'), 'debt_free', { fiscal_year: fy }));
  else if (t.y.interest === null || t.ebit === null) out.push(leftOut('interest_cover', 'unknown'));
  else if (t.interestCover === null || t.ebit <= 0) out.push(fixed('interest_cover', 0, 'not_covered', { fiscal_year: fy }));
  else
    out.push(
      linear('interest_cover', t.interestCover, why('interest_cover', 'measured', { interest_cover: figure(t.interestCover, 'times'), fiscal_year: fy })),
    );

  const a = m.altman;
  if (a.z === null) out.push(leftOut('altman_z', a.reason));
  else out.push(fixed('altman_z', a.zone === 'safe' ? 3 : a.zone === 'grey' ? 1.5 : 0, 'zone', { z: figure(a.z, 'number'), zone: a.zone }));
  return out;
}

export function earningsQualityMeasures(m: Metrics): Measure[] {
  if (m.ctx.isLender) return lenderEarningsQuality(m);
  const out: Measure[] = [];
  const cc = m.returns.cashConversion;
  const ccPeriod = cc === null ? undefined : fyPeriod(cc.fromFy, cc.toFy);
  if (cc === null) out.push(leftOut('cash_conversion', 'too_few_years'));
  else if (cc.b <= 0 || cc.ratio === null) out.push(fixed('cash_conversion', 0, 'no_cumulative_profit', { period: ccPeriod }));
  else out.push(linear('cash_conversion', cc.ratio, why('cash_conversion', 'measured', { cash_conversion: figure(cc.ratio, 'fraction'), period: ccPeriod })));

  const p = m.piotroski;
  if ('reason' in p) {
    const upstream = qualityGapCode(p.reason);
    out.push(leftOut('piotroski_f_score', upstream.code, upstream.params));
  } else if (p.outOf < MIN_PIOTROSKI_CRITERIA) out.push(leftOut('piotroski_f_score', 'too_few_criteria', { criteria: p.outOf }));
  else out.push(fixed('piotroski_f_score', (maxOf('piotroski_f_score') * p.score) / p.outOf, 'measured', { f_score: p.score, criteria: p.outOf }));

  const b = m.beneish;
  const unmeasured = b.m === null ? [] : b.variables.filter((v) => v.basis !== 'computed').map((v) => `${v.name.toLowerCase()}_${v.basis}`);
  if (b.m === null) {
    const upstream = qualityGapCode(b.reason);
    out.push(leftOut('beneish_m_score', upstream.code, upstream.params));
  } else if (unmeasured.length > MAX_UNMEASURED_BENEISH_VARIABLES) {
    out.push(leftOut('beneish_m_score', 'too_many_proxies', { m: figure(b.m, 'number'), unmeasured }));
  } else out.push(fixed('beneish_m_score', b.flag === 'unlikely' ? 2 : b.flag === 'grey' ? 1 : 0, 'zone', { m: figure(b.m, 'number'), zone: b.flag }));

  out.push(profitRecord(m));
  return out;
}

export function managementMeasures(m: Metrics): Measure[] {
  const c = m.credibility;
  const s = m.shareChange;
  return [
    c.score === null
      ? leftOut('guidance_accuracy', 'no_guidance')
      : fixed('guidance_accuracy', (maxOf('guidance_accuracy') * c.score) / 100, 'measured', { credibility: c.score, guided_items: c.outcomes.length }),
    s === null
      ? leftOut('share_count_discipline', 'unknown')
      : linear(
          'share_count_discipline',
          s.dilution, // The dilution is stated only when corporate actions are set aside: otherwise it is the change itself.
          why('share_count_discipline', s.notes.length === 0 ? 'measured' : 'net_of_actions', {
            // Not finite (a rise from next to no shares) counts as up.
            direction: s.change >= 0 || !Number.isFinite(s.change) ? 'up' : 'down',
            share_change: figure(Math.abs(s.change), 'fraction'),
            period: fyPeriod(s.fromFy, s.toFy),
            dilution: s.notes.length === 0 ? undefined : figure(s.dilution, 'fraction'),
          }),
        ),
  ];
}

export function valuationMeasures(m: Metrics): Measure[] {
  const out: Measure[] = [];
  const v = m.valuation;
  const book = v.lenderBook !== null && !('reason' in v.lenderBook) ? v.lenderBook : null;
  const rupees = (x: number | null): ReturnType<typeof figure> => figure(x, 'inr_per_share');
  if (m.ctx.price === null) out.push(leftOut('margin_of_safety', 'no_price'));
  else if (v.marginOfSafety === null) {
    const upstream = v.lenderBook !== null && 'reason' in v.lenderBook ? bookGapCode(v.lenderBook.reason) : { code: 'no_estimate' };
    out.push(fixed('margin_of_safety', 0, upstream.code, upstream.params));
  } else if (book !== null && book.pb.reason !== null) {
    // Like a loss, a floor earns no margin-of-safety points: the value rests on the floor, not on earnings.
    out.push(
      fixed('margin_of_safety', 0, 'book_floor', {
        roe: figure(book.roe, 'fraction'),
        value: rupees(book.value),
        price_to_book: figure(book.pb.value, 'times'),
      }),
    );
  } else {
    // The price against the justified-P/B value of a lender's book, else against the low end of the intrinsic-value range.
    const against =
      book !== null
        ? why('margin_of_safety', 'against_book', {
            margin: figure(v.marginOfSafety, 'fraction'),
            value: rupees(book.value),
            price_to_book: figure(book.pb.value, 'times'),
            book_value_per_share: rupees(book.bvps),
            current_price_to_book: figure(book.currentPb, 'times'),
          })
        : why('margin_of_safety', v.candidates.length > 1 ? 'against_range_low' : 'against_only_estimate', {
            margin: figure(v.marginOfSafety, 'fraction'),
            intrinsic_value: rupees(v.iv),
          });
    out.push(linear('margin_of_safety', v.marginOfSafety, against));
  }

  const h = m.hold;
  const five = m.horizons.find((x) => x.years === 5)?.projection ?? null;
  if (!h.ok) {
    if (h.failKind === 'eps_not_positive') out.push(fixed('expected_return', 0, 'eps_not_positive'));
    else out.push(leftOut('expected_return', expectedReturnCode(h.why)));
  } else if (five === null || five.irr === null) out.push(fixed('expected_return', 0, expectedReturnCode(five?.why ?? null)));
  else out.push(linear('expected_return', five.irr, why('expected_return', 'measured', { irr: figure(five.irr, 'fraction') })));
  return out;
}
