import { BENEISH_VARIABLE_IDS, RISK_FACTOR_V1_NAMES, type Figure, type RiskFactorId, type RiskFactorV2 } from 'shared-types/api';
import { formatCrore, formatNumber, formatPct, formatPoints, formatRatio, plural } from '../format';
import { shareActionsText } from './shareActionText';

/**
 * The frozen v1 words of Part 2 (docs/decisions/0005-payload-v2-and-message-catalogue.md): each
 * factor's name, its 'Data' and its 'Justification', rendered from the v2 factor alone with
 * analysis/format.ts, exactly as v1 clients have always received them. Edit the message catalogue
 * (shared-types/src/messages/en/risks.ts) for new wording, never this file.
 */

/** A name for an id a newer engine added: the id itself, rather than failing the whole answer. */
export const riskFactorV1Name = (id: string): string => RISK_FACTOR_V1_NAMES[id as RiskFactorId] ?? id;

type Params = NonNullable<RiskFactorV2['reason']['params']>;
export type Reader = { value: (name: string) => number | null; period: (name: string) => string; param: (name: string) => Params[string] | undefined };

/** A factor's figures, threshold and figure parameters by name, with its other parameters. */
export function reader(f: RiskFactorV2): Reader {
  const all: Record<string, Figure | undefined> = { ...f.figures, threshold: f.threshold };
  for (const [k, v] of Object.entries(f.reason.params ?? {})) if (typeof v === 'object' && v !== null && !Array.isArray(v)) all[k] = v;
  return {
    value: (name) => all[name]?.value ?? null,
    period: (name) => all[name]?.period ?? '',
    param: (name) => f.reason.params?.[name],
  };
}

const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${formatPct(Math.abs(x))}`;
const points = (x: number | null, dp?: number): string => formatPoints(x === null ? null : x / 100, dp);
const variant = (f: RiskFactorV2): string => f.reason.code.slice(f.reason.code.lastIndexOf('.') + 1);

function npaTrend(r: Reader, hasEarlier: boolean): string {
  if (!hasEarlier) return 'no filing for the same quarter a year earlier, so no trend';
  const move = (now: number | null, then: number | null, what: string): string | null =>
    now === null || then === null ? null : `${what} ${now > then ? 'up' : now < then ? 'down' : 'unchanged'} from ${formatPct(then, 2)}`;
  const moves = [move(r.value('gross_npa'), r.value('earlier_gross_npa'), 'gross'), move(r.value('net_npa'), r.value('earlier_net_npa'), 'net')].filter(
    (m): m is string => m !== null,
  );
  return moves.length === 0 ? 'no comparable figure a year earlier' : `${moves.join(', ')} at ${r.period('earlier_gross_npa')}`;
}

/** v1's 'Data' cell of an assessed factor. */
export function riskDataV1(f: RiskFactorV2): string {
  const r = reader(f);
  const v = r.value;
  const p = r.period;
  switch (f.id) {
    case 'leverage':
      return variant(f) === 'negative_net_worth'
        ? `Net worth ${formatCrore(v('net_worth'))} in ${p('net_worth')}`
        : `D/E ${formatRatio(v('debt_to_equity'), 2)} in ${p('debt_to_equity')} (borrowings ${formatCrore(v('borrowings'))} / net worth ${formatCrore(v('net_worth'))})`;
    case 'interest_cover':
      if (variant(f) === 'no_debt') return `Interest ${formatCrore(v('interest'))} in ${p('interest')}`;
      if (variant(f) === 'not_covered') return `EBIT ${formatCrore(v('ebit'))} vs interest ${formatCrore(v('interest'))} in ${p('ebit')}`;
      return `EBIT / interest ${formatRatio(v('interest_cover'), 1)} times in ${p('interest_cover')} (EBIT ${formatCrore(v('ebit'))}, interest ${formatCrore(v('interest'))})`;
    case 'capital_cushion':
      return `Net worth is ${formatPct(v('equity_to_assets'))} of total assets in ${p('equity_to_assets')}`;
    case 'return_on_equity':
      return `ROE ${formatPct(v('return_on_equity'))} in ${p('return_on_equity')}`;
    case 'asset_quality': {
      const level = [
        v('gross_npa') === null ? null : `gross NPA ${formatPct(v('gross_npa'), 2)}`,
        v('net_npa') === null ? null : `net NPA ${formatPct(v('net_npa'), 2)}`,
      ]
        .filter((x): x is string => x !== null)
        .join(', ');
      const at = f.figures?.gross_npa?.period ?? p('net_npa');
      return `${level} at ${at} (standalone filing); ${npaTrend(r, f.figures?.earlier_gross_npa !== undefined)}`;
    }
    case 'return_on_assets': {
      const period = p('return_on_assets');
      const latest = Number(period.replace(/^FY/, ''));
      const basis =
        r.param('basis') === 'filed_quarter'
          ? `the quarter to ${period}, annualised, as filed`
          : `${period} net profit over average total assets of FY${latest - 1} and ${period}`;
      return `RoA ${formatPct(v('return_on_assets'), 2)} (${basis})`;
    }
    case 'receivables':
      return `${formatNumber(v('receivable_days'), 0)} days of sales in ${p('receivable_days')} vs ${formatNumber(v('earlier_receivable_days'), 0)} in ${p('earlier_receivable_days')}`;
    case 'cash_conversion':
      return f.figures?.cash_conversion === undefined
        ? `Cumulative CFO ${formatCrore(v('operating_cash_flow'))}, net profit ${formatCrore(v('net_profit'))} (${p('operating_cash_flow')})`
        : `CFO ${formatCrore(v('operating_cash_flow'))} vs net profit ${formatCrore(v('net_profit'))} over ${p('operating_cash_flow')}: ${formatPct(v('cash_conversion'), 0)}`;
    case 'free_cash_flow':
      return `Cumulative FCF ${formatCrore(v('free_cash_flow'))} over ${p('free_cash_flow')}${r.param('capex_estimated') === true ? ' (capex estimated from ΔNet Block + ΔCWIP + Depreciation)' : ''}`;
    case 'earnings_manipulation': {
      const list = (name: string): string[] => (Array.isArray(r.param(name)) ? (r.param(name) as string[]) : []);
      const basis = new Map<string, string>([
        ...list('proxy').map((x): [string, string] => [x, 'proxy']),
        ...list('neutral').map((x): [string, string] => [x, 'neutral']),
      ]);
      const named = BENEISH_VARIABLE_IDS.filter((x) => basis.has(x)).map((x) => `${x.toUpperCase()} ${basis.get(x) as string}`);
      return `M-score ${formatRatio(v('m_score'), 2)}${named.length > 0 ? ` (${named.join(', ')})` : ''}`;
    }
    case 'distress':
      return `Z'' ${formatRatio(v('z_score'), 2)}, ${variant(f)} zone`;
    case 'dilution': {
      const actions = f.corporate_actions ?? [];
      const after = actions.length > 0 ? `; dilution ${signed(v('dilution') ?? 0)} once corporate actions are set aside; ${shareActionsText(actions)}` : '';
      return `${formatNumber(v('shares_from'), 2)} → ${formatNumber(v('shares_to'), 2)} crore shares (${p('change')}, ${signed(v('change') ?? 0)}${after})`;
    }
    case 'revenue_volatility':
      return `Sales fell in ${v('years_down') ?? 0} of ${plural(v('years_measured') ?? 0, 'year')}; YoY growth standard deviation ${v('growth_deviation') === null ? 'n/a' : points(v('growth_deviation'))}`;
    case 'margin_compression':
      return `${r.param('basis') === 'net' ? 'Net' : 'Operating'} margin ${formatPct(v('margin'))} in ${p('margin')} vs a median of ${formatPct(v('prior_median'))} in the prior years`;
    case 'losses':
      return `Losses in ${v('loss_years') ?? 0} of the last ${plural(v('years_known') ?? 0, 'year')} with figures; ${p('net_profit')} net profit ${formatCrore(v('net_profit'))}`;
    case 'promoter_pledge':
      return `${formatPct(v('pledged'))} of the promoter group's shares pledged or encumbered (${p('pledged')})`;
    default:
      return 'n/a';
  }
}
