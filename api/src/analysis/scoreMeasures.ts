import { type Metrics } from './computedMetrics';
import { formatCrore, formatPct, formatRatio, formatRupees, fyLabel, fySpan as span, medianOver, plural } from './format';
import { stabilityPhrase } from './math/stability';
import { type CagrResult } from './metrics/growthProfile';
import { MAX_UNMEASURED_BENEISH_VARIABLES } from './metrics/beneish';
import { MIN_PIOTROSKI_CRITERIA } from './metrics/piotroski';

import { lenderBusinessQuality, lenderEarningsQuality, lenderFinancialStrength } from './lenderMeasures';
import { fixed, leftOut, linear, points, profitRecord, type Measure } from './measureScale';

/**
 * The measures inside each score pillar, with their scales. Points null = left out for want of data.
 * Lenders get their own measures in business quality, financial strength and earnings quality, each
 * set adding up to the pillar's full weight, so a lender is judged as fully as any other company
 * instead of being rescaled over the few measures that happen to apply.
 */

export type { Measure } from './measureScale';
export { LENDER_MEASURES } from './lenderMeasures';

export function businessQualityMeasures(m: Metrics): Measure[] {
  if (m.ctx.isLender) return lenderBusinessQuality(m);
  const r = m.returns;
  const latest = m.ctx.latest;
  const capital = latest?.roce.capitalEmployed ?? null;
  // Negative capital employed is a bad figure, not a missing one: it earns 0, as a loss does.
  const where = latest?.label ?? 'the latest year';
  const roceLevel =
    r.roce.median !== null
      ? linear('ROCE level', 15, r.roce.median, 0.08, 0.25, medianOver(formatPct(r.roce.median), r.roce.fromFy, r.roce.toFy, 'ROCE'))
      : capital !== null && capital <= 0
        ? fixed('ROCE level', 15, 0, `capital employed is not positive in ${where} (${formatCrore(capital)}): borrowings no longer cover the losses`)
        : leftOut('ROCE level', 15, 'ROCE unknown');
  return [
    roceLevel,
    r.roceLong.stability === null
      ? leftOut('ROCE stability', 5, 'needs three years of ROCE')
      : linear(
          'ROCE stability',
          5,
          r.roceLong.stability.swing,
          0.1,
          0.02,
          `ROCE: ${stabilityPhrase(r.roceLong.stability)} over ${span(r.roceLong.fromFy, r.roceLong.toFy)}`,
          points,
        ),
    r.opm.stability === null
      ? leftOut('Margin stability', 5, 'needs three years of operating margin')
      : linear(
          'Margin stability',
          5,
          r.opm.stability.swing,
          0.08,
          0.015,
          `operating margin: ${stabilityPhrase(r.opm.stability)} over ${span(r.opm.fromFy, r.opm.toFy)}`,
          (x) => `${formatRatio(x * 100, 1)} points`,
        ),
  ];
}

/**
 * A 5-year CAGR, 0 at 0% and full at 15%. A window that starts in a loss is not meaningful and
 * earns nothing (a recovery is not growth); one shorter than five years, or starting in a peak or a
 * trough year (metrics/peaksAndTroughs.ts), is left out (unknown).
 */
function cagrMeasure(label: string, what: string, c: CagrResult, notPositive: string): Measure {
  if (c.value !== null) return linear(label, 8, c.value, 0, 0.15, `${what} CAGR ${formatPct(c.value)} over ${span(c.fromFy, c.toFy)}`);
  if (c.end !== null && c.end <= 0) return fixed(label, 8, 0, notPositive);
  if (c.notMeaningful === 'loss_start') return fixed(label, 8, 0, `${what} CAGR ${c.reason ?? 'not meaningful'}, so no growth points`);
  // Growth from a peak or a trough measures the base, not the business: unknown, not bad.
  if (c.notMeaningful === 'base_effect')
    return leftOut(label, 8, `${what} CAGR ${c.reason ?? 'not meaningful'}: growth from it measures the base, not the business`);
  return leftOut(label, 8, `no ${what} CAGR (${c.reason ?? 'unknown'})`);
}

export function growthMeasures(m: Metrics): Measure[] {
  const g = m.growth;
  const out: Measure[] = [];
  out.push(cagrMeasure('Sales growth', 'sales', g.sales, 'latest sales are not positive'));
  out.push(cagrMeasure('EPS growth', 'EPS', g.eps, `${fyLabel(g.eps.toFy ?? 0)} EPS is not positive (loss-making)`));

  const measured = g.salesMeasured + g.profitMeasured;
  out.push(
    g.consistency === null
      ? leftOut('Growth consistency', 4, 'no year-on-year growth can be measured')
      : {
          label: 'Growth consistency',
          max: 4,
          points: 4 * g.consistency,
          evidence: `sales or net profit rose in ${g.salesUpYears + g.profitUpYears} of ${measured} measurable year-on-year comparisons`,
        },
  );
  return out;
}

export function financialStrengthMeasures(m: Metrics): Measure[] {
  const t = m.ctx.latest;
  if (t === null) return [];
  if (m.ctx.isLender) return lenderFinancialStrength(m, t);
  const out: Measure[] = [];
  if (t.netWorth !== null && t.netWorth <= 0) out.push(fixed('Leverage', 7, 0, `negative net worth in ${t.label}`));
  else if (t.debtToEquity === null) out.push(leftOut('Leverage', 7, 'borrowings or net worth unknown'));
  else out.push(linear('Leverage', 7, t.debtToEquity, 1.5, 0.1, `D/E ${formatRatio(t.debtToEquity, 2)} in ${t.label}`, (x) => formatRatio(x, 1)));

  if (t.y.interest === 0 && t.y.borrowings !== null && t.y.borrowings > 0) {
    out.push(leftOut('Interest cover', 5, `no interest shown against borrowings of ${formatCrore(t.y.borrowings)} in ${t.label}`));
  } else if (t.y.interest === 0) out.push(fixed('Interest cover', 5, 5, `no interest cost and no borrowings in ${t.label}`));
  else if (t.y.interest === null || t.ebit === null) out.push(leftOut('Interest cover', 5, 'EBIT or interest unknown'));
  else if (t.interestCover === null || t.ebit <= 0) out.push(fixed('Interest cover', 5, 0, `EBIT does not cover interest in ${t.label}`));
  else
    out.push(
      linear(
        'Interest cover',
        5,
        t.interestCover,
        1.5,
        10,
        `EBIT / interest ${formatRatio(t.interestCover, 1)} times in ${t.label}`,
        (x) => `${formatRatio(x, 1)} times`,
      ),
    );

  const a = m.altman;
  if (a.z === null) out.push(leftOut("Altman Z''", 3, a.reason));
  else
    out.push(
      fixed("Altman Z''", 3, a.zone === 'safe' ? 3 : a.zone === 'grey' ? 1.5 : 0, `Z'' ${formatRatio(a.z, 2)}, ${a.zone} zone: safe 3, grey 1.5, distress 0`),
    );
  return out;
}

export function earningsQualityMeasures(m: Metrics): Measure[] {
  if (m.ctx.isLender) return lenderEarningsQuality(m);
  const out: Measure[] = [];
  const cc = m.returns.cashConversion;
  if (cc === null) out.push(leftOut('Cash conversion', 5, 'needs two years of CFO and net profit'));
  else if (cc.b <= 0 || cc.ratio === null) out.push(fixed('Cash conversion', 5, 0, `no cumulative profit over ${span(cc.fromFy, cc.toFy)}`));
  else out.push(linear('Cash conversion', 5, cc.ratio, 0.5, 1, `CFO / net profit ${formatPct(cc.ratio, 0)} over ${span(cc.fromFy, cc.toFy)}`));

  const p = m.piotroski;
  if ('reason' in p) out.push(leftOut('Piotroski F-score', 5, p.reason));
  else if (p.outOf < MIN_PIOTROSKI_CRITERIA) out.push(leftOut('Piotroski F-score', 5, `only ${p.outOf} of 9 criteria could be tested`));
  else out.push({ label: 'Piotroski F-score', max: 5, points: (5 * p.score) / p.outOf, evidence: `F-score ${p.score}/${p.outOf}` });

  const b = m.beneish;
  const unmeasured = b.m === null ? [] : b.variables.filter((v) => v.basis !== 'computed').map((v) => `${v.name} ${v.basis}`);
  if (b.m === null) out.push(leftOut('Beneish M-score', 2, b.reason));
  else if (unmeasured.length > MAX_UNMEASURED_BENEISH_VARIABLES) {
    out.push(
      leftOut(
        'Beneish M-score',
        2,
        `M ${formatRatio(b.m, 2)} rests on ${unmeasured.length} of 8 variables that are proxied or neutral ` +
          `(${unmeasured.join(', ')}), more than ${MAX_UNMEASURED_BENEISH_VARIABLES}`,
      ),
    );
  } else
    out.push(
      fixed(
        'Beneish M-score',
        2,
        b.flag === 'unlikely' ? 2 : b.flag === 'grey' ? 1 : 0,
        `M ${formatRatio(b.m, 2)}: below −2.22 earns 2, grey band 1, above −1.78 none`,
      ),
    );

  out.push(profitRecord(m, 3));
  return out;
}

export function managementMeasures(m: Metrics): Measure[] {
  const c = m.credibility;
  const s = m.shareChange;
  return [
    c.score === null
      ? leftOut('Guidance accuracy', 7, 'no past guidance with outcomes')
      : {
          label: 'Guidance accuracy',
          max: 7,
          points: (7 * c.score) / 100,
          evidence: `credibility score ${c.score}/100 from ${plural(c.outcomes.length, 'guided item')}`,
        },
    s === null
      ? leftOut('Share count discipline', 3, 'share counts unknown')
      : linear(
          'Share count discipline',
          3,
          s.dilution,
          0.1,
          0.02,
          `shares ${s.change >= 0 ? 'up' : 'down'} ${formatPct(Math.abs(s.change))} over ${span(s.fromFy, s.toFy)}${s.corporateAction === null ? '' : `, dilution ${formatPct(s.dilution)} once corporate actions are set aside`}`,
        ),
  ];
}

export function valuationMeasures(m: Metrics): Measure[] {
  const out: Measure[] = [];
  const v = m.valuation;
  const book = v.lenderBook !== null && !('reason' in v.lenderBook) ? v.lenderBook : null;
  if (m.ctx.price === null) out.push(leftOut('Margin of safety', 8, 'no current price'));
  else if (v.marginOfSafety === null) {
    const why = v.lenderBook !== null && 'reason' in v.lenderBook ? `no book-value estimate (${v.lenderBook.reason})` : 'no positive intrinsic-value estimate';
    out.push(fixed('Margin of safety', 8, 0, `${why} to compare with the price`));
  } else if (book !== null && book.pb.reason !== null) {
    const why =
      `the lender's ROE of ${formatPct(book.roe)} does not exceed its growth, so the ${formatRupees(book.value)} value rests on ` +
      `the ${formatRatio(book.pb.value, 2)} times book floor, not on earnings; like a loss, a floor earns no margin-of-safety points`;
    out.push(fixed('Margin of safety', 8, 0, why));
  } else if (book !== null) {
    const against =
      `the justified-P/B value of ${formatRupees(book.value)} (${formatRatio(book.pb.value, 2)} times book value per share ` +
      `of ${formatRupees(book.bvps)}; current P/B ${formatRatio(book.currentPb, 2)})`;
    out.push(linear('Margin of safety', 8, v.marginOfSafety, -0.5, 0.4, `margin of safety ${formatPct(v.marginOfSafety)} against ${against}`));
  } else
    out.push(
      linear(
        'Margin of safety',
        8,
        v.marginOfSafety,
        -0.5,
        0.4,
        v.candidates.length > 1
          ? `margin of safety ${formatPct(v.marginOfSafety)} against the low end of the intrinsic-value range, ${formatRupees(v.iv)}`
          : `margin of safety ${formatPct(v.marginOfSafety)} against the only intrinsic-value estimate that applies, ${formatRupees(v.iv)}`,
      ),
    );

  const h = m.hold;
  const five = m.horizons.find((x) => x.years === 5)?.projection ?? null;
  if (!h.ok) {
    if (h.failKind === 'eps_not_positive') out.push(fixed('Expected return', 7, 0, 'EPS is not positive, so no earnings-based return'));
    else out.push(leftOut('Expected return', 7, h.reason));
  } else if (five === null || five.irr === null) out.push(fixed('Expected return', 7, 0, `5-year IRR not meaningful (${five?.reason ?? 'no projection'})`));
  else out.push(linear('Expected return', 7, five.irr, 0, 0.2, `base-case 5-year IRR ${formatPct(five.irr)} a year`));
  return out;
}
