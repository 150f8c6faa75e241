import {
  BALANCE_SHEET_FIGURE_KEYS,
  CASH_FLOW_FIGURE_KEYS,
  INCOME_FIGURE_KEYS,
  type BalanceSheetFigure,
  type CashFlowFigure,
  type Figures,
} from 'shared-types/api';
import { IngestFormatError, type IsoDate } from '../../records';
import { parseIsoDate } from '../values';
import { factsOfContext, type XbrlFact, type XbrlInstance } from '../xbrl/xbrlInstance';
import { fractionToPercent, plainNumber, rupeesToCrore } from './factValues';
import { filedAtOf, nseDocumentName } from './filedAt';
import { filingIdentityOf } from './filingIdentity';
import { type IncomeFigures, type ResultsFiling, type ResultsTaxonomy, type StatementBasis } from './filingRecords';
import {
  BALANCE_SHEET_ELEMENTS,
  CASH_FLOW_ELEMENTS,
  CASH_FLOW_MARKERS,
  FRACTION_ELEMENTS,
  INCOME_ELEMENTS,
  PER_SHARE_ELEMENTS,
  type ElementSource,
} from './resultsElements';
import { BALANCE_SHEET_CONTEXT, QUARTER_CONTEXT, YEAR_TO_DATE_CONTEXT, filingDates } from './resultsPeriods';
import { resultsTaxonomyOf } from './resultsTaxonomy';

/**
 * A results filing (Ind-AS, banking or NBFC taxonomy) as stored figures: the
 * quarter (`OneD`), the year to date (`FourD`, the full year in an annual
 * filing), the balance sheet (`OneI`) and the cash flow where the filing has
 * one. Amounts become ₹ crore, per-share figures stay ₹, fraction ratios
 * become percent; an element the document lacks is null, never 0.
 */
export function readResultsFiling(instance: XbrlInstance): ResultsFiling {
  const { file } = instance;
  const taxonomy = resultsTaxonomyOf(instance);
  const dates = filingDates(instance);
  const notes = [...dates.notes];
  const basis = basisOf(instance);
  const quarterFacts = factsOfContext(instance, QUARTER_CONTEXT);
  const ytdFacts = factsOfContext(instance, YEAR_TO_DATE_CONTEXT);
  const sheetFacts = factsOfContext(instance, BALANCE_SHEET_CONTEXT);

  const reader = new FigureReader(file, taxonomy, basis, notes);
  const quarterFigures = reader.income(quarterFacts);
  if (quarterFigures.revenue === null && quarterFigures.net_profit === null) {
    throw new IngestFormatError({ file }, 'the filing has no revenue and no profit for its quarter: not a results document we can read');
  }

  // FY2021's annual (and some half-yearly) cash flows are tagged with the quarter's context; they are still the year to date's.
  const cashFlowFacts = CASH_FLOW_MARKERS.some((name) => ytdFacts.has(name))
    ? ytdFacts
    : CASH_FLOW_MARKERS.some((name) => quarterFacts.has(name))
      ? quarterFacts
      : null;
  const cashFlowSpan = dates.yearToDate ?? dates.quarter;
  const sheetDate = [...instance.contexts.values()].find((context) => context.id === BALANCE_SHEET_CONTEXT)?.instant ?? cashFlowSpan.end;
  // Any balance-sheet line makes one: older NBFC filings give loans, investments and debt but no total.
  const sheet = reader.balanceSheet(sheetFacts);
  const balanceSheet = Object.values(sheet).some((value) => value !== null) ? sheet : null;

  return {
    kind: 'results',
    document: nseDocumentName(file),
    taxonomy,
    schemaRef: instance.schemaRef,
    identity: filingIdentityOf(instance),
    filedAt: filedAtOf(file, boardMeetingDay(instance)),
    basis,
    audited: auditedOf(instance),
    reporting: dates.reporting,
    financialYear: dates.financialYear,
    quarter: { ...dates.quarter, figures: quarterFigures },
    yearToDate: dates.yearToDate === null ? null : { ...dates.yearToDate, figures: reader.income(ytdFacts) },
    balanceSheet: balanceSheet === null ? null : { asOf: sheetDate, figures: balanceSheet },
    cashFlow: cashFlowFacts === null ? null : { ...cashFlowSpan, figures: reader.cashFlow(cashFlowFacts) },
    notes: [...new Set(notes)],
  };
}

/** Reads one context's facts into a statement's figures, converting each by what its element is. */
class FigureReader {
  constructor(
    private readonly file: string,
    private readonly taxonomy: ResultsTaxonomy,
    private readonly basis: StatementBasis,
    private readonly notes: string[],
  ) {}

  private numberOr(fact: XbrlFact, value: number | null): number {
    return value ?? notANumber(this.file, fact);
  }

  income(facts: ReadonlyMap<string, XbrlFact>): IncomeFigures {
    const figures = { ...this.read(facts, INCOME_FIGURE_KEYS, INCOME_ELEMENTS[this.taxonomy]) };
    Object.assign(figures, derivedIncome(this.taxonomy, figures, facts));
    // Owners' and minority's 0.00 against a profit are lines left blank (Bajaj Finance, Nestle, Infosys 2019), not a split of it.
    if (figures.net_profit !== null && figures.net_profit !== 0 && figures.net_profit_owners === 0 && (figures.minority_interest ?? 0) === 0) {
      figures.net_profit_owners = null;
      if (this.basis === 'consolidated') figures.minority_interest = null;
    }
    // A company alone has no minority: all of its profit is its owners'.
    if (this.basis === 'standalone' && figures.net_profit_owners === null) figures.net_profit_owners = figures.net_profit;
    const { net_profit: total, net_profit_owners: owners, minority_interest: minority } = figures;
    if (total !== null && owners !== null && minority !== null && Math.abs(total - owners - minority) > Math.max(1, Math.abs(total) * 0.01)) {
      this.notes.push(
        `the filing's own figures do not add up: profit for the period ₹${total} crore ` +
          `against the owners' ₹${owners} crore and the minority's ₹${minority} crore (both kept as filed)`,
      );
    }
    return figures;
  }

  balanceSheet(facts: ReadonlyMap<string, XbrlFact>): Figures<BalanceSheetFigure> {
    return this.read(facts, BALANCE_SHEET_FIGURE_KEYS, BALANCE_SHEET_ELEMENTS[this.taxonomy]);
  }

  cashFlow(facts: ReadonlyMap<string, XbrlFact>): Figures<CashFlowFigure> {
    return this.read(facts, CASH_FLOW_FIGURE_KEYS, CASH_FLOW_ELEMENTS[this.taxonomy]);
  }

  private read<Key extends string>(
    facts: ReadonlyMap<string, XbrlFact>,
    keys: readonly Key[],
    sources: Partial<Record<Key, readonly ElementSource[]>>,
  ): Figures<Key> {
    const figures = {} as Figures<Key>;
    for (const key of keys) {
      figures[key] = null;
      for (const source of sources[key] ?? []) {
        const value = typeof source === 'string' ? this.value(facts.get(source)) : this.sum(facts, source.sum);
        if (value !== null) {
          figures[key] = value;
          break;
        }
      }
    }
    return figures;
  }

  private sum(facts: ReadonlyMap<string, XbrlFact>, names: readonly string[]): number | null {
    const parts = names.map((name) => this.value(facts.get(name))).filter((value): value is number => value !== null);
    return parts.length === 0 ? null : roundCrore(parts.reduce((total, part) => total + part, 0));
  }

  private value(fact: XbrlFact | undefined): number | null {
    if (fact === undefined || fact.value === '') return null;
    if (PER_SHARE_ELEMENTS.has(fact.name)) return this.numberOr(fact, plainNumber(fact.value));
    if (FRACTION_ELEMENTS.has(fact.name)) {
      const ratio = fractionToPercent(fact.value);
      if (ratio === null) return this.numberOr(fact, null);
      // Consolidated bank filings write 0.00 where the ratio was not reported, and no bank has a CET1 ratio of 0: unknown, not zero.
      if (ratio.percent === 0 && ((this.taxonomy === 'banking' && this.basis === 'consolidated') || fact.name === 'CET1Ratio')) return null;
      if (ratio.wasPercent) this.notes.push(`${fact.name} was written as a percent (${fact.value}), not a fraction; kept as a percent`);
      return ratio.percent;
    }
    const amount = this.numberOr(fact, rupeesToCrore(fact.value));
    // The same for NPA amounts: a consolidated bank filing's 0.00 is a line left blank.
    if (amount === 0 && this.taxonomy === 'banking' && this.basis === 'consolidated' && NPA_AMOUNTS.has(fact.name)) return null;
    return amount;
  }
}

/** A figure that is not a number is a broken document, not a blank: refused, naming the element and its text. */
function notANumber(file: string, fact: XbrlFact): never {
  throw new IngestFormatError({ file }, `${fact.name} (context ${fact.contextRef}) is not a number: '${fact.value.slice(0, 40)}'`);
}

const NPA_AMOUNTS: ReadonlySet<string> = new Set(['GrossNonPerformingAssets', 'NonPerformingAssets']);

/** Figures the documents imply but do not state, by the definitions in shared-types' statementFigures. */
function derivedIncome(taxonomy: ResultsTaxonomy, figures: IncomeFigures, facts: ReadonlyMap<string, XbrlFact>): Partial<IncomeFigures> {
  if (taxonomy === 'banking') {
    const expenses = addKnown(figures.operating_expenses, figures.provisions);
    // A bank files its profit before its associates' share (its owners' profit is after it); Ind-AS's includes it (SBI's consolidated filings).
    const netProfit =
      figures.net_profit === null || figures.share_of_associates === null ? figures.net_profit : roundCrore(figures.net_profit + figures.share_of_associates);
    return { expenses, operating_profit: financingProfit(figures.revenue, figures.finance_costs, expenses), net_profit: netProfit };
  }
  const total = facts.get('Expenses');
  const totalExpenses = total === undefined ? null : rupeesToCrore(total.value);
  if (totalExpenses === null) return {};
  const expenses = roundCrore(totalExpenses - (figures.finance_costs ?? 0) - (figures.depreciation ?? 0));
  // A lender's finance costs are its main cost: its operating profit is after them, as a bank's is.
  if (taxonomy === 'nbfc') return { expenses, operating_profit: financingProfit(figures.revenue, figures.finance_costs, expenses) };
  return { expenses, operating_profit: figures.revenue === null ? null : roundCrore(figures.revenue - expenses) };
}

/** A lender's operating profit: revenue less interest and expenses (Screener's 'financing profit'). */
const financingProfit = (revenue: number | null, interest: number | null, expenses: number | null): number | null =>
  revenue === null || interest === null || expenses === null ? null : roundCrore(revenue - interest - expenses);

function addKnown(...values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : roundCrore(known.reduce((total, value) => total + value, 0));
}

/** Sums of crore figures to the paisa, so 0.1 + 0.2 stays 0.3. */
const roundCrore = (value: number): number => Math.round(value * 1e9) / 1e9 + 0;

function basisOf(instance: XbrlInstance): StatementBasis {
  const text = instance.facts.find((fact) => fact.name === 'NatureOfReportStandaloneConsolidated')?.value.trim() ?? '';
  if (/^(standalone|non[- ]?consolidated)$/i.test(text)) return 'standalone';
  if (/^consolidated$/i.test(text)) return 'consolidated';
  throw new IngestFormatError(
    { file: instance.file },
    text === '' ? 'the filing does not say whether it is standalone or consolidated' : `unknown NatureOfReportStandaloneConsolidated '${text}'`,
  );
}

function auditedOf(instance: XbrlInstance): boolean | null {
  const text =
    instance.facts
      .find((fact) => fact.name === 'WhetherResultsAreAuditedOrUnaudited')
      ?.value.trim()
      .toLowerCase() ?? '';
  if (/^un-?audited$/.test(text)) return false;
  if (text === 'audited') return true;
  return null;
}

function boardMeetingDay(instance: XbrlInstance): IsoDate | null {
  for (const name of ['DateOfBoardMeetingWhenFinancialResultsWereApproved', 'DateOfEndOfBoardMeeting', 'DateOfStartOfBoardMeeting']) {
    const fact = instance.facts.find((candidate) => candidate.name === name);
    const day = fact === undefined ? null : parseIsoDate(fact.value.slice(0, 10));
    if (day !== null) return day;
  }
  return null;
}
