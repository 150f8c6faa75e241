/**
 * The v2 result view's own words for its summary (the cards and 'At a glance') and for Part 4's
 * compact view (remotes/company-details/src/v2/summary, v2/score): labels, chips and text
 * alternatives around the payload's figures. The reasons themselves are the part domains' (summary.ts,
 * score.ts, meta.ts); the spec's labels ('Company Name', 'Not Available') are view.ts's or here word
 * for word. ICU as in common.ts: a figure parameter arrives written ('₹1,652.10', '95%'); ’ never '.
 */

const KIND = (tail: string) =>
  `Analysed as {kind, select, industrial {an industrial company} lender {a lender (bank or NBFC)} insurer {an insurer} ` +
  `other_financial {a financial company other than a lender or insurer} other {a company of another kind}}${tail}`;

export const v2SummaryMessages = {
  // The summary cards.
  'v2.summary.not_available': 'Not Available',
  'v2.summary.coverage': '{coverage} of the score’s points assessable',
  'v2.summary.dated_by': '{date} ({source})',

  // At a glance: the score and its pillars.
  'v2.summary.points_on_data': '{points} of 100 points rest on data',
  'v2.summary.pillar.points': '{earned} of {assessable}',
  'v2.summary.pillar.not_assessed': 'not assessed',
  'v2.summary.pillar.not_scored': 'not scored',
  'v2.summary.pillar.label.earned': '{pillar}: {earned} of {assessable} points earned',
  'v2.summary.pillar.label.part': '{pillar}: {earned} of {assessable} points earned; {unassessed} of its {weight} points not assessed',
  'v2.summary.pillar.label.not_assessed': '{pillar}: not assessed (0 of {weight} points rest on data)',
  'v2.summary.pillar.label.not_scored': '{pillar}: not scored, {assessable} points assessable',
  'v2.summary.pillar.unknown': 'Another pillar',

  // At a glance: price against value.
  'v2.summary.value.below': 'Margin of safety: the price is below the estimate.',
  'v2.summary.value.above': 'Margin of safety: the price is above the estimate, so there is no margin of safety.',
  'v2.summary.value.equal': 'Margin of safety: the price equals the estimate.',
  'v2.summary.value.no_margin': 'No margin of safety can be measured.',
  'v2.summary.value.price': 'Price {price}',
  'v2.summary.value.intrinsic_value': 'Intrinsic value {value}',
  'v2.summary.value.intrinsic_value_low_end':
    'Intrinsic value {value} (low end of {count, plural, one {# estimate} other {# estimates}}, which the margin of safety is measured against)',
  'v2.summary.value.range': 'Range {low} – {high}',
  'v2.summary.value.estimates': 'Estimates: {estimates}',
  'v2.summary.value.estimate': '{model} {value}',

  // At a glance: risk flags and data.
  'v2.summary.risk.level': 'Overall operational risk: {level}.',
  'v2.summary.data.price_as_of': 'Price as of {date}',
  'v2.summary.data.statements_to': 'Statements to {date}',
  'v2.summary.data.source_as_of': '{source} (as of {date})',
  'v2.summary.data.not_in_data': 'Not in the data ({count, number})',
  'v2.summary.data.analysed_as': KIND('.'),
  'v2.summary.data.analysed_as_because': KIND(': {reason}.'),
  'v2.summary.data.ttm': 'Trailing twelve months to {period_end} (quarterly results): {figures}.',
  'v2.summary.data.sector': 'Sector: {sector}',

  // Part 4's compact view.
  'v2.score.caption': 'Measures of {pillar}',
  'v2.score.measure': 'Measure',
  'v2.score.measure_unknown': 'Another measure',
  'v2.score.outcome.full': 'Full marks',
  'v2.score.outcome.part': 'Part marks',
  'v2.score.outcome.none': 'No points',
  'v2.score.outcome.left_out': 'Left out',
  'v2.score.figure_period': '{figure} ({period})',
  'v2.score.count_of': '{count, number} of {of, number}',
  'v2.score.out_of_100': '{count, number}/100',
  'v2.score.left_out_points': 'left out of {max, plural, one {# point} other {# points}}',
  'v2.score.working.measure': '{measure}: {reason}',
  'v2.score.working.scaled': '{reason} ({scale})',
  'v2.score.working.left_out': 'left out: {reason}',
  'v2.score.working.method': 'Method',
  // A Beneish variable proxied or set neutral ('gmi_proxy'): the variable is a term kept in English.
  'v2.score.beneish_unmeasured': '{variable} {basis, select, proxy {proxied} neutral {neutral} other {{basis}}}',
  'v2.score.working.band': '{score}/100 ({band}: {rule}).',
} as const satisfies Record<string, string>;
