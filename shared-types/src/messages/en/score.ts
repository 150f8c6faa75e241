/**
 * The score's words in English (Part 4): measure names, each measure's reason codes
 * (SCORE_REASON_CODES, shared-types/src/api/v2/score.ts) and the Method. ICU MessageFormat
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md): a figure parameter is a bare
 * `{name}` (the runtime writes it by its unit: '15.3%', '0.43×', '5.3 points', '₹755.95 a
 * share'); a count is `{n, number}` or `#` in a plural; ’ never '. The words are v1's
 * (api/src/analysis/v1/measureText.ts), numbers turned into the parameters the engine sets.
 * Pillar names are common's `pillar.<id>`.
 */

const stability = (series: string): string =>
  `${series}: {shape, select, rise {a rise of about {slope} a year, with a standard deviation of {swing} around that trend} ` +
  `fall {a fall of about {slope} a year, with a standard deviation of {swing} around its mean (a fall counts against stability)} ` +
  `around_mean {a standard deviation of {swing} around its mean} other {a standard deviation of {swing} around its trend}} over {period}`;

const cagr = (what: string, id: string) =>
  ({
    [`score.${id}.measured`]: `${what} CAGR {cagr} over {period}`,
    [`score.${id}.loss_start`]: `${what} CAGR not meaningful: the {years, number}-year window starts in {start_fiscal_year} at a loss or zero, so no growth points`,
    [`score.${id}.base_effect`]:
      `${what} CAGR not meaningful: the {years, number}-year window starts in {start_fiscal_year}, a {extreme, select, peak {peak} other {trough}} year ` +
      '(net margin {net_margin} against a {median_years, number}-year median of {median_net_margin}, {median_period}): growth from it measures the base, not the business',
    [`score.${id}.short_window`]: `no ${what} CAGR (not meaningful: no {start_fiscal_year} figure, so the window would be shorter than {years, number} years)`,
    [`score.${id}.no_figures`]: `no ${what} CAGR (no figures)`,
    [`score.${id}.unclassified`]: `no ${what} CAGR`,
  }) as const;

const ALTMAN_NAME = 'Altman Z’’';

export const scoreMessages = {
  // Measure names, by MEASURE_IDS.
  'score.measure.roce_level': 'ROCE level',
  'score.measure.roce_stability': 'ROCE stability',
  'score.measure.margin_stability': 'Margin stability',
  'score.measure.sales_cagr': 'Sales growth',
  'score.measure.eps_cagr': 'EPS growth',
  'score.measure.growth_consistency': 'Growth consistency',
  'score.measure.leverage': 'Leverage',
  'score.measure.interest_cover': 'Interest cover',
  'score.measure.altman_z': ALTMAN_NAME,
  'score.measure.cash_conversion': 'Cash conversion',
  'score.measure.piotroski_f_score': 'Piotroski F-score',
  'score.measure.beneish_m_score': 'Beneish M-score',
  'score.measure.profit_record': 'Profit record',
  'score.measure.guidance_accuracy': 'Guidance accuracy',
  'score.measure.share_count_discipline': 'Share count discipline',
  'score.measure.margin_of_safety': 'Margin of safety',
  'score.measure.expected_return': 'Expected return',
  'score.measure.roe_level': 'ROE level',
  'score.measure.roe_stability': 'ROE stability',
  'score.measure.capital_cushion': 'Capital cushion',
  'score.measure.leverage_trend': 'Leverage trend',
  'score.measure.asset_quality': 'Asset quality',
  'score.measure.profit_consistency': 'Profit consistency',
  'score.measure.worst_profit_fall': 'Worst profit fall',

  // How a measure's points are shown.
  'score.points': '{points}/{max, number}',
  'score.left_out': 'left out ({max, plural, one {# point} other {# points}})',
  'score.scale': '0 points at {zero_at}, full marks at {full_at}',

  // Business quality.
  'score.roce_level.median': 'median ROCE {roce} over {period}',
  'score.roce_level.one_year': 'ROCE {roce} in {period}',
  'score.roce_level.capital_not_positive': 'capital employed is not positive in {fiscal_year} ({capital_employed}): borrowings no longer cover the losses',
  'score.roce_level.unknown': 'ROCE unknown',
  'score.roce_stability.measured': stability('ROCE'),
  'score.roce_stability.too_few_years': 'needs three years of ROCE',
  'score.margin_stability.measured': stability('operating margin'),
  'score.margin_stability.too_few_years': 'needs three years of operating margin',

  // Growth.
  ...cagr('sales', 'sales_cagr'),
  'score.sales_cagr.latest_not_positive': 'latest sales are not positive',
  ...cagr('EPS', 'eps_cagr'),
  'score.eps_cagr.latest_not_positive': '{fiscal_year} EPS is not positive (loss-making)',
  'score.growth_consistency.measured':
    'sales or net profit rose in {rose, number} of {comparisons, plural, one {# measurable year-on-year comparison} other {# measurable year-on-year comparisons}}',
  'score.growth_consistency.unknown': 'no year-on-year growth can be measured',

  // Financial strength.
  'score.leverage.measured': 'D/E {debt_to_equity} in {fiscal_year}',
  'score.leverage.negative_net_worth': 'negative net worth in {fiscal_year}',
  'score.leverage.unknown': 'borrowings or net worth unknown',
  'score.interest_cover.measured': 'EBIT / interest {interest_cover} in {fiscal_year}',
  'score.interest_cover.no_interest_shown': 'no interest shown against borrowings of {borrowings} in {fiscal_year}',
  'score.interest_cover.debt_free': 'no interest cost and no borrowings in {fiscal_year}',
  'score.interest_cover.not_covered': 'EBIT does not cover interest in {fiscal_year}',
  'score.interest_cover.unknown': 'EBIT or interest unknown',
  'score.altman_z.zone': 'Z’’ {z}, {zone, select, safe {safe} grey {grey} other {distress}} zone: safe 3, grey 1.5, distress 0',
  'score.altman_z.lender': 'financial company: Altman Z-score not applicable, as it was built for non-financial firms',
  'score.altman_z.total_assets_unknown': 'total assets unknown or not positive',
  'score.altman_z.needs_inputs': 'needs reserves, EBIT and net worth',
  'score.altman_z.liabilities_not_positive': 'total liabilities (total assets − net worth) are zero or negative',
  'score.altman_z.no_working_capital':
    'current assets and current liabilities are unknown (Screener exports do not carry them), so X1 (working capital / total assets) cannot be computed, and Z’’ is not judged with a term missing',
  'score.altman_z.out_of_range': 'ratios out of range',
  'score.altman_z.unclassified': 'Z’’ could not be computed',

  // Earnings quality.
  'score.cash_conversion.measured': 'CFO / net profit {cash_conversion} over {period}',
  'score.cash_conversion.no_cumulative_profit': 'no cumulative profit over {period}',
  'score.cash_conversion.too_few_years': 'needs two years of CFO and net profit',
  'score.piotroski_f_score.measured': 'F-score {f_score, number}/{criteria, number}',
  'score.piotroski_f_score.too_few_criteria': 'only {criteria, number} of 9 criteria could be tested',
  'score.piotroski_f_score.lender': 'financial company: the F-score’s leverage, liquidity and asset-turnover tests do not fit a lender’s balance sheet',
  'score.piotroski_f_score.no_statements': 'no financial statements',
  'score.piotroski_f_score.needs_previous_year': 'needs {previous_fiscal_year} as well as {fiscal_year}, and {previous_fiscal_year} is missing',
  'score.piotroski_f_score.unclassified': 'the F-score could not be computed',
  'score.beneish_m_score.zone': 'M {m}: below −2.22 earns 2, grey band 1, above −1.78 none',
  'score.beneish_m_score.too_many_proxies': 'M {m} rests on more than 2 of its 8 variables proxied or neutral ({unmeasured})',
  'score.beneish_m_score.lender': 'financial company: Beneish M-score not applicable, as its ratios assume an industrial balance sheet',
  'score.beneish_m_score.no_statements': 'no financial statements',
  'score.beneish_m_score.needs_previous_year': 'needs {previous_fiscal_year} as well as {fiscal_year}, and {previous_fiscal_year} is missing',
  'score.beneish_m_score.needs_inputs': 'needs the inputs of {inputs}',
  'score.beneish_m_score.out_of_range': 'ratios out of range',
  'score.beneish_m_score.unclassified': 'the M-score could not be computed',
  'score.profit_record.measured': 'profitable in {profitable_years, number} of the last {years, plural, one {# year} other {# years}} with figures',
  'score.profit_record.unknown': 'net profit unknown',

  // Management credibility.
  'score.guidance_accuracy.measured': 'credibility score {credibility, number}/100 from {guided_items, plural, one {# guided item} other {# guided items}}',
  'score.guidance_accuracy.no_guidance': 'no past guidance with outcomes',
  'score.share_count_discipline.measured': 'shares {direction, select, down {down} other {up}} {share_change} over {period}',
  'score.share_count_discipline.net_of_actions':
    'shares {direction, select, down {down} other {up}} {share_change} over {period}, dilution {dilution} once corporate actions are set aside',
  'score.share_count_discipline.unknown': 'share counts unknown',

  // Valuation.
  'score.margin_of_safety.no_price': 'no current price',
  'score.margin_of_safety.no_estimate': 'no positive intrinsic-value estimate to compare with the price',
  'score.margin_of_safety.book_no_statements': 'no book-value estimate (no financial statements) to compare with the price',
  'score.margin_of_safety.book_value_not_positive':
    'no book-value estimate (book value per share is unknown or not positive in {fiscal_year}) to compare with the price',
  'score.margin_of_safety.book_roe_unknown': 'no book-value estimate (ROE is unknown (needs net profit and a positive net worth)) to compare with the price',
  'score.margin_of_safety.book_too_large': 'no book-value estimate (the book value is too large to value) to compare with the price',
  'score.margin_of_safety.book_floor':
    'the lender’s ROE of {roe} does not exceed its growth, so the {value} value rests on the {price_to_book} book floor, not on earnings; like a loss, a floor earns no margin-of-safety points',
  'score.margin_of_safety.against_book':
    'margin of safety {margin} against the justified-P/B value of {value} ({price_to_book} book value per share of {book_value_per_share}; current P/B {current_price_to_book})',
  'score.margin_of_safety.against_range_low': 'margin of safety {margin} against the low end of the intrinsic-value range, {intrinsic_value}',
  'score.margin_of_safety.against_only_estimate': 'margin of safety {margin} against the only intrinsic-value estimate that applies, {intrinsic_value}',
  'score.margin_of_safety.unclassified': 'no book-value estimate to compare with the price',
  'score.expected_return.measured': 'base-case 5-year IRR {irr} a year',
  'score.expected_return.eps_not_positive': 'EPS is not positive, so no earnings-based return',
  'score.expected_return.no_price': 'there is no current share price',
  'score.expected_return.eps_unknown': 'EPS is unknown',
  'score.expected_return.pe_unknown': 'the current P/E cannot be computed',
  'score.expected_return.no_growth': 'there is no usable growth history (neither an EPS nor a sales CAGR can be computed)',
  'score.expected_return.irr_no_projection': '5-year IRR not meaningful (no projection)',
  'score.expected_return.irr_needs_outlay': '5-year IRR not meaningful (needs an initial outlay followed by returns)',
  'score.expected_return.irr_out_of_range': '5-year IRR not meaningful (cash flows out of range)',
  'score.expected_return.irr_below_floor': '5-year IRR not meaningful (the projected returns do not recover even 1% of the price (IRR below −99%))',
  'score.expected_return.irr_above_ceiling': '5-year IRR not meaningful (IRR above 1,000% a year: the inputs are not plausible)',
  'score.expected_return.irr_no_solution': '5-year IRR not meaningful (no solution)',
  'score.expected_return.irr_no_price': '5-year IRR not meaningful (no positive current price)',
  'score.expected_return.irr_eps_not_positive': '5-year IRR not meaningful (EPS is zero or negative, so an earnings-based IRR is not meaningful)',
  'score.expected_return.irr_no_exit_pe': '5-year IRR not meaningful (no positive exit P/E)',
  'score.expected_return.irr_invalid_inputs': '5-year IRR not meaningful (invalid horizon or growth)',
  'score.expected_return.unclassified': 'no earnings-based return could be projected',

  // A lender's own measures.
  'score.roe_level.measured': 'median ROE {roe} on average net worth over {period}; return on assets {return_on_assets} in {fiscal_year}',
  'score.roe_level.unknown': 'ROE unknown (needs net profit and a positive net worth)',
  'score.roe_stability.measured': stability('ROE'),
  'score.roe_stability.too_few_years': 'needs three years of ROE',
  'score.capital_cushion.measured': 'net worth {equity_to_assets} of total assets in {fiscal_year}',
  'score.capital_cushion.unknown': 'net worth or total assets unknown',
  'score.leverage_trend.measured':
    'total assets / net worth {from} in {from_fiscal_year} and {to} in {to_fiscal_year}, {direction, select, down {down} other {up}} {change}',
  'score.leverage_trend.net_worth_not_positive': 'net worth is not positive in {fiscal_year}',
  'score.leverage_trend.unknown': 'needs total assets and a positive net worth in the latest year and in one at least two years earlier',
  'score.asset_quality.measured':
    'net NPA {net_npa} and gross NPA {gross_npa} at {date} ({trend, select, none {no filing for the same quarter a year earlier, so no trend} ' +
    'other {a year earlier, at {year_before}: gross {gross_npa_year_before}, net {net_npa_year_before}}})',
  'score.asset_quality.no_filing': 'no net NPA in the imported results filings (a bank files it in its standalone results)',
  'score.profit_consistency.measured':
    'net profit rose in {rose, number} of {comparisons, plural, one {# year-on-year comparison} other {# year-on-year comparisons}} over {period}',
  'score.profit_consistency.unknown': 'no year-on-year change in net profit can be measured',
  'score.worst_profit_fall.measured':
    '{fiscal_year} was the worst year over {period}: {loss, select, true {a loss (counted as a 100% fall)} other {net profit down {fall}}}',
  'score.worst_profit_fall.no_fall':
    'net profit did not fall in any of {comparisons, plural, one {# year-on-year comparison} other {# year-on-year comparisons}} over {period}',
  'score.worst_profit_fall.unknown': 'no year-on-year change in net profit can be measured',
  // The score line and each pillar's.
  'score.band.strong': 'strong',
  'score.band.good': 'good',
  'score.band.average': 'average',
  'score.band.weak': 'weak',
  'score.band_rule': '75 and above strong, 60–74 good, 45–59 average, below 45 weak',
  'score.rescaled': '{earned} points earned of {assessable} assessable ({coverage} of the score’s points), rescaled to 100',
  'score.all_assessable': '{earned} points earned of 100',
  'score.stale_price_used': 'The valuation measures used the price though it is stale.',
  'score.pillar.points': '{earned} of {weight, number} points',
  'score.pillar.points_assessable': '{earned} of {assessable, number} assessable points (weight {weight, number})',
  'score.pillar.none_assessable': 'No points assessable (weight {weight, number})',
  'score.pillar.not_rated': 'Not scored while the company is not rated. What the data shows:',

  // What a lender is judged on instead, by pillar (a pillar's lender_note).
  'score.lender_note.business_quality':
    'A lender is judged on ROE (net profit / net worth) and how steady it stays through the credit cycle, in place of ROCE and operating-margin stability.',
  'score.lender_note.financial_strength':
    'D/E, interest cover and Altman Z’’ do not apply to a lender, whose borrowings are its raw material: the capital cushion (net worth / total assets) and the trend in leverage (total assets / net worth) carry the pillar’s 15 points.',
  'score.lender_note.earnings_quality':
    'No cash-flow measures for a lender: its operating cash flow swings with loan growth, deposits and borrowings rather than with the quality of its profit, and the F-score and Beneish M do not fit its balance sheet. The profit record, how consistently profit rose and its worst fall (the mark of credit losses) carry the pillar’s 15 points.',
  'score.lender_note.valuation':
    'The margin of safety is measured against the justified-P/B value of the lender’s book (Part 3, section 4), not against Graham’s growth P/E.',
  // The Method: the common rules, then how this kind of company is measured (the score's method), then the last sentence.
  'score.method.common':
    'Six pillars with fixed weights: business quality 25, growth 20, financial strength 15, earnings quality 15, management credibility 10, valuation 15 (total 100). Each measure earns points on a linear scale between a floor (0 points) and a full-marks target, both stated beside it. Measures that cannot be computed for want of data are left out and the total is rescaled (score = 100 × points earned ÷ points assessable); a loss or a bad figure earns zero. Rescaling is fair only while most of the score rests on data, so the share of the 100 points that could be assessed is published beside the score, and there is no score below 70 assessable points or below half the points of business quality, financial strength and valuation each. Rating also needs at least 3 fiscal years with both sales and net profit, and a current price.',
  'score.method.industrial':
    'Banks and NBFCs are scored on the same pillars and weights with measures of their own (ROE level and stability, capital cushion and leverage trend, profit record and stability, and a justified-P/B valuation), set out in a lender’s Method.',
  'score.method.lender':
    'Lenders (banks and NBFCs) are scored on the same six pillars and weights, with measures that fit a lender and add up to each pillar’s full weight, so no pillar is rescaled for want of applicable measures. Business quality: ROE level 15 (0 at 10%, full at 20%) and ROE stability 10 (standard deviation over ten years around the trend, or around the mean when ROE falls, 0 at 6 points, full at 1). Financial strength: capital cushion 6 (net worth / total assets, 0 at 6%, full at 15%) and leverage trend 4 (change in total assets / net worth over up to five years, 0 at a 20% rise, full with no rise) and asset quality 5 (net NPA of the latest quarter in the standalone results filings, 0 at 3%, full at 0.5%; left out without a filing), in place of D/E, interest cover and Altman. Earnings quality: profit record 3, profit consistency 6 (share of years net profit rose, 0 at 50%, full at 100%) and worst profit fall 6 (largest year-on-year fall over ten years, 0 at a 50% fall or a swing into loss, full with none); no cash-flow measures, because a lender’s operating cash flow moves with loan growth, deposits and borrowings rather than with the quality of its profit, and the F-score and Beneish M do not fit its balance sheet. Growth and management credibility are measured as for any company. Valuation: margin of safety 8 against the justified-P/B value of book, (ROE − g) / (r − g) × book value per share, not Graham’s growth P/E, and the base 5-year IRR 7, with EPS growth capped at ROE × retention.',
  'score.method.deterministic': 'The score is deterministic: the same data always gives the same score.',
} as const satisfies Record<string, string>;
