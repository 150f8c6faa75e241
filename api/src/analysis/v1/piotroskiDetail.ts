import { type PiotroskiCriterionV2 } from 'shared-types/api';
import { formatCrore, formatPct, formatRatio } from '../format';
import { shareActionText } from './shareActionText';
import { figureParam, numberParam, stringParam } from './reasonParams';

/**
 * v1's words for one Piotroski criterion, from its v2 reason alone: Part 3's quality section lists
 * them and the Piotroski lens shows them as its figures (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

const UNKNOWN_DETAIL: Readonly<Record<string, string>> = {
  'report.piotroski.roa.unknown': 'needs net profit and opening total assets',
  'report.piotroski.cfo.unknown': 'operating cash flow unknown',
  'report.piotroski.roa_change.unknown': 'needs two years of ROA',
  'report.piotroski.accruals.unknown': 'needs CFO, net profit and opening assets',
  'report.piotroski.leverage.debt_free': 'no borrowings in either year',
  'report.piotroski.leverage.unknown': 'needs borrowings and total assets for both years',
  'report.piotroski.current_ratio.unknown': 'current assets and current liabilities are not in the imported data',
  'report.piotroski.shares.unknown': 'share count unknown',
  'report.piotroski.margin.unknown': 'needs operating profit and sales for both years',
  'report.piotroski.asset_turnover.unknown': 'needs sales and opening assets for both years',
};

export function piotroskiDetailV1(c: PiotroskiCriterionV2): string {
  const r = c.reason;
  const n = (k: string) => numberParam(r, k);
  const when = (k: string) => figureParam(r, k)?.period ?? '';
  const move = (before: string, after: string, fmt: (x: number | null) => string) =>
    `${fmt(n(before))} in ${when(before)} → ${fmt(n(after))} in ${when(after)}`;
  const two = (x: number | null) => formatRatio(x, 2);
  switch (r.code) {
    case 'report.piotroski.roa':
      return `ROA ${formatPct(n('roa'))} (net profit ${formatCrore(n('net_profit'))} / opening assets ${formatCrore(n('opening_assets'))})`;
    case 'report.piotroski.cfo':
      return `${when('cfo')} CFO ${formatCrore(n('cfo'))}`;
    case 'report.piotroski.roa_change': {
      const base =
        r.params?.previous_base_year_end === true ? ` (${when('previous_roa')} year-end assets used as its base, as earlier assets are unknown)` : '';
      return `ROA ${move('previous_roa', 'roa', formatPct)}${base}`;
    }
    case 'report.piotroski.accruals':
      return `CFO / opening assets ${formatPct(n('cfo_on_assets'))} vs ROA ${formatPct(n('roa'))}`;
    case 'report.piotroski.leverage':
      return move('previous_leverage', 'leverage', formatPct);
    case 'report.piotroski.not_compared':
      return `not compared: ${stringParam(r, 'year')}'s balance sheet is defined differently in two exports`;
    case 'report.piotroski.current_ratio':
      return `${two(n('previous_ratio'))} → ${two(n('ratio'))}`;
    case 'report.piotroski.shares': {
      const why =
        c.corporate_action === undefined ? ` (a rise of up to ${formatPct(n('tolerance'))} counts as none)` : ` (${shareActionText(c.corporate_action)})`;
      return `${two(n('previous_shares_crore'))} crore → ${two(n('shares_crore'))} crore shares${why}`;
    }
    case 'report.piotroski.margin':
      return `operating margin ${formatPct(n('previous_margin'))} → ${formatPct(n('margin'))}`;
    case 'report.piotroski.asset_turnover':
      return `sales / opening assets ${two(n('previous_turnover'))} → ${two(n('turnover'))}`;
    default:
      return UNKNOWN_DETAIL[r.code] ?? '';
  }
}
