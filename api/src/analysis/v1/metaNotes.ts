import { type ExportSpan, type Reason } from 'shared-types/api';
import { monthYear } from '../context/trailingTwelveMonths';
import { formatCrore } from '../format';
import { numberParam, stringParam } from './reasonParams';

/**
 * The sentences v1's analysis_meta carries, rendered from the v2 meta's codes: a source's notes,
 * the trailing twelve months' notes and why the company is of its kind. Frozen: byte for byte
 * what the DB layer and the engine wrote before v2 (docs/decisions/0005-payload-v2-and-message-catalogue.md);
 * the live words are shared-types/src/messages/en/meta.ts.
 */

const listParam = (r: Reason, key: string): string[] => {
  const p = r.params?.[key];
  return Array.isArray(p) ? p : [];
};

/** How the filing-against-export note wrote amounts: en-IN grouping, up to two decimals, no crore rounding. */
const crore = (value: number | null): string => (value ?? 0).toLocaleString('en-IN', { maximumFractionDigits: 2 });

/** The difference in percent, one decimal, as mergeHistory.ts rounded it before it became a fraction. */
const percentOf = (fraction: number | null): number => Math.round((fraction ?? 0) * 1000) / 10;

function filingDiffersV1(r: Reason): string {
  const pct = percentOf(numberParam(r, 'difference'));
  return (
    `${stringParam(r, 'figure').replaceAll('_', ' ')} for the period to ${stringParam(r, 'period_end')}: ` +
    `the exchange filing says ₹${crore(numberParam(r, 'filing_value'))} crore, the Screener export ₹${crore(numberParam(r, 'export_value'))} crore ` +
    `(${pct > 0 ? '+' : ''}${pct}%); the filing is kept.`
  );
}

function earlierSymbolV1(r: Reason): string {
  const code = r.code === 'source.earlier_symbol' ? stringParam(r, 'current_symbol') : 'the current one';
  return (
    `Filings on record were made under the symbol ${listParam(r, 'symbols').join(' and ')}, not ${code}: the company has changed ` +
    "identity since (a rename, a merger or a demerger). Figures from before that change are the earlier company's; " +
    'after a demerger they include businesses it no longer owns, so growth, returns and per-share figures across it are not like for like.'
  );
}

/** A source note in v1's words. */
export function sourceNoteV1(r: Reason): string {
  switch (r.code) {
    case 'source.filing_differs':
      return filingDiffersV1(r);
    case 'source.export_basis_unknown':
      return (
        "The Screener export's years agree with neither the consolidated nor the standalone filings (revenue and the owners' profit within 2%), " +
        'so they are left out of both histories. Import it again with --basis consolidated or --basis standalone to say which it is.'
      );
    case 'source.earlier_symbol':
    case 'source.earlier_symbol.no_current_code':
      return earlierSymbolV1(r);
    default:
      return stringParam(r, 'text');
  }
}

/** Which years came from which Screener export, when more than one wrote them. */
export function exportsNoteV1(spans: readonly ExportSpan[]): string {
  const parts = spans.map((span) => {
    const key =
      span.years_to === undefined
        ? 'an export whose date was not recorded'
        : `the export with years to ${span.years_to}${span.quarters_to === undefined ? '' : ` and quarters to ${span.quarters_to}`}`;
    return `${span.years} from ${key}`;
  });
  return `The years come from ${spans.length} Screener exports: ${parts.join('; ')}. A later export restates past years and can move figures between lines, so figures across them may not compare exactly.`;
}

/** A trailing-twelve-months note in v1's words. */
export function ttmNoteV1(r: Reason): string {
  const crore = (key: string): string => formatCrore(numberParam(r, key));
  const month = (key: string): string => monthYear(stringParam(r, key));
  switch (r.code) {
    case 'ttm.exceptional_left_out':
      return `TTM to ${month('ttm_end')}: exceptional items of ${crore('exceptional_items')} before tax are left out of net profit (${crore('reported_net_profit')} as reported, ${crore('net_profit')} without them), so EPS reflects the business's run-rate.`;
    case 'ttm.unusual_other_income':
      return `Other income in the quarter to ${month('quarter_end')} was ${crore('other_income')}, more than twice its 8-quarter median of ${crore('median')}: TTM to ${month('ttm_end')} profit and EPS include it, so they overstate the run-rate if it does not recur.`;
    default: {
      const sales = r.code === 'ttm.latest_quarter.with_sales' ? `sales ${crore('sales')} against ${crore('year_earlier_sales')}, ` : '';
      return `The quarter to ${month('quarter_end')} against the quarter to ${month('year_earlier_end')}: ${sales}net profit ${crore('net_profit')} against ${crore('year_earlier_net_profit')}.`;
    }
  }
}

const LEVEL_WORDS: Readonly<Record<string, string>> = { basic_industry: 'basic industry', industry: 'industry', sector: 'sector' };

/** Why the company is of its kind, in the words the ingest stored. */
export function classificationReasonV1(r: Reason): string {
  switch (r.code) {
    case 'classification.bse_list':
      return `BSE ${LEVEL_WORDS[stringParam(r, 'level')] ?? ''} '${stringParam(r, 'name')}'`;
    case 'classification.structure':
      return `no inventory, receivables or raw material in any year, and borrowings ${Math.round((numberParam(r, 'borrowings_share') ?? 0) * 100)}% of the balance sheet`;
    case 'classification.given':
      return 'given with --kind';
    case 'classification.demo_sector':
      return "the demo universe's sector";
    case 'classification.screener_lender_rows':
      return "a Screener export's lender rows";
    default:
      return stringParam(r, 'text');
  }
}
