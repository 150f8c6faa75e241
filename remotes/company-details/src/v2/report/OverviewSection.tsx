import type { CagrV2, Figure, ReportOverview, ResearchV2 } from 'shared-types/api';
import type { MessageId, Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { asNumber, Chip, FiguresTable, figureText, labelOf, Note, reasonText, ReportSection, Sentences, type FigureRow } from './reportParts';

/**
 * Part 3, section 1 ('1. Overall Investigation'): the growth, returns and price figures as a small
 * table with the returns level as a chip; the sentences that state them, and why a CAGR is not
 * given, are behind 'Show the working'. With no statements it says so plainly.
 */
export function OverviewSection({ document }: { document: ResearchV2 }) {
  const words = useWords();
  const messages = useMessages();
  const overview = document.report.overview;
  const title = words('view.part_3.investigation');
  if (overview.growth === undefined) {
    const price: FigureRow[] =
      overview.price === undefined ? [] : [{ label: words('v2.report.price'), value: messages.figure(overview.price), period: overview.price.period }];
    return (
      <ReportSection
        title={title}
        lead={
          <>
            <FiguresTable caption={words('v2.report.overview.caption')} rows={price} />
            <Note>{words('report.overview.no_statements')}</Note>
          </>
        }
        working={null}
      />
    );
  }
  return (
    <ReportSection
      title={title}
      lead={
        <>
          {overview.lender === true && (
            <p>
              <Chip>{words('v2.report.lender')}</Chip>
            </p>
          )}
          <FiguresTable caption={words('v2.report.overview.caption')} rows={overviewRows(messages, overview)} />
        </>
      }
      working={<Sentences lines={overviewSentences(messages, document)} />}
    />
  );
}

const GROWTH = [
  ['sales', 'v2.report.sales_cagr', 'v2.report.what.sales'],
  ['net_profit', 'v2.report.net_profit_cagr', 'v2.report.what.net_profit'],
  ['eps', 'v2.report.eps_cagr', 'v2.report.what.eps'],
] as const satisfies readonly (readonly [keyof NonNullable<ReportOverview['growth']>, MessageId, MessageId])[];

/**
 * The overview's figures: growth, returns and the P/E against its median. The price and the sector
 * are in the summary above (its cards and small print), so they are not repeated in the Part's lead.
 */
function overviewRows(messages: Messages, overview: ReportOverview): FigureRow[] {
  const rows: FigureRow[] = [];
  const growth = overview.growth;
  if (growth !== undefined) {
    for (const [key, label] of GROWTH) {
      const cagr = growth[key];
      rows.push({ label: messages.format(label), value: figureText(messages, cagr.value), period: cagr.value?.period });
    }
  }
  const returns = overview.returns;
  if (returns !== undefined) {
    const level = labelOf(messages, `v2.report.level.${returns.level}`, 'common.not_available');
    const tone = returns.level === 'high' || returns.level === 'adequate' ? 'good' : 'bad';
    rows.push({
      label: messages.format('v2.report.returns_median', { measure: returns.measure }),
      value: (
        <>
          {messages.figure(returns.median)} <Chip tone={tone}>{level}</Chip>
        </>
      ),
      period: returns.median.period,
    });
  }
  const earnings = overview.earnings;
  if (earnings?.pe !== undefined) rows.push({ label: messages.format('v2.report.pe'), value: messages.figure(earnings.pe), period: earnings.eps?.period });
  if (earnings?.median_pe !== undefined) rows.push({ label: messages.format('v2.report.median_pe'), value: messages.figure(earnings.median_pe) });
  return rows;
}

/** A CAGR's sentence: from, to and the rate; or why it is not given, after what it is of. */
function cagrLines(messages: Messages, what: string, cagr: CagrV2): string[] {
  const { value, start, end } = cagr;
  if (value !== undefined && start !== undefined && end !== undefined) {
    const annualised = (cagr.annualised ?? []).map((year) => messages.format('report.cagr.annualised', { period: year.period, months: year.months }));
    return [messages.format('report.cagr.value', { what, start, from: start.period, end, to: end.period, value }), ...annualised];
  }
  return cagr.reason === undefined ? [] : [messages.format('v2.report.test', { name: what, outcome: reasonText(messages, cagr.reason) })];
}

function earningsLines(messages: Messages, overview: ReportOverview): string[] {
  const earnings = overview.earnings;
  if (earnings === undefined) return [];
  const { eps, pe } = earnings;
  if (eps === undefined) return [messages.format('report.earnings.no_eps')];
  if (pe === undefined) return [messages.format('report.earnings.pe_not_meaningful', { period: eps.period, eps })];
  const earningsYield: Figure = { value: pe.value === null || pe.value === 0 ? null : 1 / pe.value, unit: 'fraction' };
  const lines = [messages.format('report.earnings.pe', { pe: asNumber(pe), period: eps.period, eps, earnings_yield: earningsYield })];
  if (earnings.median_pe !== undefined)
    lines.push(messages.format('report.earnings.median_pe', { median_pe: earnings.median_pe, pe_years: earnings.pe_years ?? 0 }));
  return [...lines, reasonText(messages, earnings.todays_shares)];
}

function overviewSentences(messages: Messages, document: ResearchV2): string[] {
  const overview = document.report.overview;
  const growth = overview.growth;
  const lines = [messages.format('report.overview.scope', { name: document.company.name, years: overview.years ?? 0, period: overview.period })];
  if (overview.lender === true) lines.push(messages.format('report.overview.lender'));
  if (overview.unmodelled_kind !== undefined) lines.push(messages.format('report.overview.unmodelled', { kind: overview.unmodelled_kind }));
  if (growth !== undefined) {
    for (const [key, , what] of GROWTH) lines.push(...cagrLines(messages, messages.format(what), growth[key]));
    if (growth.sales_long !== undefined) lines.push(messages.format('report.cagr.sales_long', { period: growth.sales_long.period, value: growth.sales_long }));
  }
  const returns = overview.returns;
  if (returns !== undefined) {
    const level = labelOf(messages, `report.returns.level.${returns.level}`, 'common.not_available');
    lines.push(messages.format('report.returns.median', { measure: returns.measure, period: returns.median.period, median: returns.median, level }));
  }
  // How the price is dated names the price's own date ('Dated after {date}'), carried once, on the price.
  const priceDate = { date: overview.price?.period ?? null };
  lines.push(...(overview.price_reasons ?? []).map((reason) => reasonText(messages, reason, priceDate)), ...earningsLines(messages, overview));
  if (overview.lender === true) lines.push(messages.format('report.lender_note'));
  return lines;
}
