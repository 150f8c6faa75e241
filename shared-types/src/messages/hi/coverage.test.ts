import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Figure } from '../../api/v2/figure';
import { type Reason } from '../../api/v2/reason';
import { riskMessageParams, type RiskFactorV2 } from '../../api/v2/risks';
import { englishCatalogue } from '../en';
import { argumentsReached, parseMessage } from '../en/messageChecks';
import { createMessages, type MessageParams } from '../messages';
import { hindiCatalogue } from '.';

/**
 * The 40 reason codes that occur in the most companies, most frequent first: counted by the lead on
 * 2026-11-28 over the v2 answers of the demo universe (1,200 companies) and the 13 real companies
 * with statements (each code counted once per company). Recount when the engine's codes change.
 */
const MOST_FREQUENT_CODES = [
  'score.profit_record.measured',
  'lens.graham.short_history',
  'lens.greenblatt.rank_from_peers',
  'score.growth_consistency.measured',
  'governance.share_count.measured',
  'score.share_count_discipline.measured',
  'ttm.latest_quarter.with_sales',
  'risk.dilution.none',
  'classification.demo_sector',
  'score.guidance_accuracy.measured',
  'guidance.credibility.method',
  'guidance.insight.largest_miss',
  'guidance.insight.accuracy_trend',
  'score.sales_cagr.measured',
  'risk.margin_compression.within',
  'governance.receivables.measured',
  'risk.receivables.steady',
  'score.roce_level.median',
  'score.piotroski_f_score.measured',
  'report.piotroski.roa',
  'report.piotroski.cfo',
  'report.piotroski.roa_change',
  'report.piotroski.accruals',
  'report.piotroski.shares',
  'report.piotroski.margin',
  'report.piotroski.asset_turnover',
  'value.maintenance.greenwald',
  'report.piotroski.leverage',
  'score.beneish_m_score.too_many_proxies',
  'score.margin_stability.measured',
  'score.roce_stability.measured',
  'governance.dividends_borrowing.measured',
  'governance.tax_rate.measured',
  'score.interest_cover.measured',
  'score.leverage.measured',
  'score.expected_return.measured',
  'hold.payout.latest',
  'hold.eps.derived',
  'risk.losses.profitable',
  'hold.exit_pe.lower_of_current_and_median',
] as const;

// Codes the golden v2 files do not send (the demo universe's classification, EPS derived from net
// profit): neither message takes a parameter.
const HAND_BUILT_PARAMS: Readonly<Record<string, MessageParams>> = {
  'classification.demo_sector': {},
  'hold.eps.derived': {},
};

type Json = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isReason = (value: unknown): value is Reason => isObject(value) && typeof value.code === 'string';

/**
 * The parameters a reason is worded with where it sits, as the result view gathers them: a risk
 * factor's figures and threshold (riskMessageParams), owner's earnings `inputs` beside its method.
 */
function paramsWhereSent(reason: Reason, holder: Json): MessageParams {
  if (holder.reason === reason && 'figures' in holder) return riskMessageParams(holder as unknown as RiskFactorV2);
  if (holder.method === reason && isObject(holder.inputs)) return { ...(holder.inputs as MessageParams), ...reason.params };
  return reason.params ?? {};
}

/** The first occurrence of each code in api/src/analysis/__golden__/v2, with its parameters. */
function firstOccurrences(): Map<string, MessageParams> {
  const dir = path.join(__dirname, '../../../../api/src/analysis/__golden__/v2');
  const found = new Map<string, MessageParams>();
  // `holder` is the nearest object around the value (a reason in a list is held by the list's owner).
  const visit = (value: unknown, holder: Json): void => {
    if (isReason(value) && !found.has(value.code)) found.set(value.code, paramsWhereSent(value, holder));
    if (Array.isArray(value)) value.forEach((item) => visit(item, holder));
    else if (isObject(value)) Object.values(value).forEach((child) => visit(child, value));
  };
  for (const file of readdirSync(dir).sort()) visit(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), {});
  return found;
}

const occurrences = firstOccurrences();
const paramsOf = (code: string): MessageParams | undefined => occurrences.get(code) ?? HAND_BUILT_PARAMS[code];

/** The crore figures among the parameters the Hindi message shows for these values. */
function croreFiguresShown(code: string, params: MessageParams): Figure[] {
  const shown = new Set(argumentsReached(parseMessage(hindiCatalogue.messages[code] ?? ''), params));
  return Object.entries(params)
    .filter(([name]) => shown.has(name))
    .map(([, param]) => param)
    .filter((p): p is Figure => isObject(p) && p.unit === 'inr_crore' && typeof p.value === 'number');
}

describe('Hindi for the 40 most frequent reason codes', () => {
  const english = createMessages(englishCatalogue);

  it('has a Hindi message for each', () => {
    expect(MOST_FREQUENT_CODES.filter((code) => hindiCatalogue.messages[code] === undefined)).toEqual([]);
  });

  it('has the parameters of a real occurrence, or hand-built ones, for each', () => {
    expect(MOST_FREQUENT_CODES.filter((code) => paramsOf(code) === undefined)).toEqual([]);
  });

  it.each(MOST_FREQUENT_CODES)('words %s in Hindi, not in English or as reason.unknown', (code) => {
    const errors: unknown[] = [];
    const hindi = createMessages(hindiCatalogue, { onError: (_code, _locale, error) => errors.push(error) });
    const params = paramsOf(code) ?? {};
    const text = hindi.format(code, params);
    expect(errors).toEqual([]);
    expect(text).not.toBe(english.format(code, params));
    expect(text).not.toBe(hindi.format('reason.unknown'));
    expect(text).toMatch(/[\u0900-\u097F]/);
    // A crore figure in the message is the runtime's Indian-grouped hi-IN one ('₹2,40,000 करोड़').
    for (const figure of croreFiguresShown(code, params)) expect(text).toContain(hindi.figure(figure));
  });

  it('writes a lakh-sized crore figure with Indian grouping and करोड़', () => {
    const hindi = createMessages(hindiCatalogue);
    const text = hindi.format('ttm.latest_quarter.with_sales', paramsOf('ttm.latest_quarter.with_sales'));
    expect(text).toContain('बिक्री ₹2,40,000 करोड़');
  });
});
