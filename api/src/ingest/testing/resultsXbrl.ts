import { BALANCE_SHEET_FIGURES, CASH_FLOW_FIGURES, INCOME_FIGURES, type BalanceSheetFigure, type CashFlowFigure, type IncomeFigure } from 'shared-types/api';
import { type IsoDate } from '../records';

/**
 * A results XBRL instance in the layout NSE publishes (`INDAS_…`, `BANKING_…`,
 * `NBFC_INDAS_…`): the quarter in context `OneD`, the year to date in `FourD`,
 * the balance sheet in `OneI`, one fact a line. Figures are given in the units
 * the app stores (₹ crore, ₹ per share, percent) and written as NSE writes them:
 * full rupees, ₹ per share, ratios as fractions of one, under each taxonomy's
 * own element names. The names, units and quirks below were copied from real
 * filings; the element tables are written out here, not taken from the parser,
 * so a wrong name in the parser shows up as a failing test.
 */

export type ResultsXbrlTaxonomy = 'ind_as' | 'banking' | 'nbfc' | 'indian_gaap';
export type ReportingQuarterWords = 'First quarter' | 'Half yearly' | 'Third quarter' | 'Fourth quarter' | 'Yearly';

/** What a filing states for a period, in stored units; `total_expenses` is the Expenses line. Derived figures cannot be given. */
export type IncomeLines = Partial<
  Record<Exclude<IncomeFigure, 'expenses' | 'operating_profit' | 'interest_earned' | 'interest_expended'> | 'total_expenses', number>
>;
/** A summed figure (cash, borrowings, …) is written to its first part only; write the other parts with `extraFacts`. */
export type BalanceSheetLines = Partial<Record<BalanceSheetFigure, number>>;
export type CashFlowLines = Partial<Record<CashFlowFigure, number>>;

/** A fact written as given, for what the lines cannot express ('1.24' for a ratio written as a percent, an older element name). */
export interface RawFact {
  context: string;
  name: string;
  value: string;
  /** Default none. */
  unitRef?: 'INR' | 'INRPerShare' | 'pure';
}

export interface ResultsXbrlSpec {
  /** Default 'ind_as'. */
  taxonomy?: ResultsXbrlTaxonomy;
  /** The schemaRef's href; null writes none. Default the taxonomy's latest: Ind-AS 2020, banking 2019, NBFC core schema 2020, Indian-GAAP 2018. */
  schemaRef?: string | null;
  /** `OneD`, `FourD`, `OneI` declared as in NSE's 2023– files, or never declared as in the `_WEB.xml` ones. Default 'declared'. */
  contexts?: 'declared' | 'undeclared';
  /** The dates a declared `FourD` carries: its own, or the quarter's, as NSE's real files write it. Default 'own'. */
  yearToDateContextDates?: 'own' | 'quarter';
  /**
   * Written into `OneD`; a field null or not given leaves its fact out. Default per taxonomy (TCS, HDFCBANK, BAJFINANCE);
   * an identity given replaces it whole, so another company never carries the default's ISIN or scrip code.
   */
  identity?: { symbol?: string | null; isin?: string | null; bseCode?: string | null; name?: string | null };
  /** The first day of the financial year (a year of 12 months). Default 2023-04-01. */
  financialYearStart?: IsoDate;
  /** Places the quarter: the three months ending 3, 6, 9 or 12 months into the year. Default 'Third quarter'. */
  reportingQuarter?: ReportingQuarterWords;
  /** Default 'Standalone'; null leaves NatureOfReportStandaloneConsolidated out. */
  basis?: 'Standalone' | 'Consolidated' | null;
  /** Default 'Audited' for a yearly filing, else 'Unaudited'. */
  audited?: 'Audited' | 'Unaudited' | null;
  /** DateOfBoardMeetingWhenFinancialResultsWereApproved; default 20 days after the quarter; null leaves it out. */
  boardMeeting?: IsoDate | null;
  /** LevelOfRoundingUsedInFinancialStatements and the facts' decimals; amounts are full rupees whatever it says. Default 'Crores'. */
  rounding?: 'Crores' | 'Lakhs' | 'Millions';
  /** The quarter's figures. Default revenue 1000 and net profit 100 (a lender's with its interest, fees and impairment lines). */
  quarter?: IncomeLines;
  /** Default the quarter's amounts and EPS times the quarters in the year to date; none in a first quarter. */
  yearToDate?: IncomeLines;
  balanceSheet?: BalanceSheetLines;
  cashFlow?: CashFlowLines;
  /** FY2021's annual cash flows are tagged `OneD`. Default 'FourD'. */
  cashFlowContext?: 'FourD' | 'OneD';
  extraFacts?: readonly RawFact[];
  /** Element names left out wherever the builder would write them ('DateOfStartOfReportingPeriod'); `extraFacts` are written all the same. */
  omit?: readonly string[];
}

const NAMESPACE_YEARS: Readonly<Record<string, string>> = {
  'Ind-AS_entry_point_2020-03-31.xsd': '2020-03-31',
  'Ind-AS_entry_point_2017-03-31.xsd': '2018-03-31',
  'banking_entry_point_2019-09-30.xsd': '2019-09-30',
  'banking_entry_point_2018-03-31.xsd': '2018-03-31',
  'in-bse-fin-2020-03-31.xsd': '2020-03-31',
  'in-bse-fin-2019-03-31.xsd': '2019-03-31',
  'other_than_banks_entry_point_2018-03-31.xsd': '2018-03-31',
};

const LATEST_SCHEMA: Readonly<Record<ResultsXbrlTaxonomy, string>> = {
  ind_as: 'Ind-AS_entry_point_2020-03-31.xsd',
  banking: 'banking_entry_point_2019-09-30.xsd',
  nbfc: 'in-bse-fin-2020-03-31.xsd',
  indian_gaap: 'other_than_banks_entry_point_2018-03-31.xsd',
};

const DEFAULT_IDENTITY = {
  ind_as: { symbol: 'TCS', isin: 'INE467B01029', bseCode: '532540', name: 'Tata Consultancy Services Limited' },
  banking: { symbol: 'HDFCBANK', isin: 'INE040A01034', bseCode: '500180', name: 'HDFC Bank Limited' },
  nbfc: { symbol: 'BAJFINANCE', isin: 'INE296A01024', bseCode: '500034', name: 'Bajaj Finance Limited' },
  indian_gaap: { symbol: 'BAJFINANCE', isin: 'INE296A01024', bseCode: '500034', name: 'Bajaj Finance Limited' },
};

const DEFAULT_QUARTER: Readonly<Record<ResultsXbrlTaxonomy, IncomeLines>> = {
  ind_as: { revenue: 1000, net_profit: 100 },
  banking: { revenue: 1000, net_profit: 100 },
  // NBFC filings name only the core schema: these lines are what makes one a lender's.
  nbfc: { interest_income: 900, fees_and_commission_income: 100, revenue: 1000, impairment_on_financial_instruments: 50, net_profit: 100 },
  indian_gaap: { revenue: 1000, net_profit: 100 },
};

type Elements<Key extends string> = Partial<Record<Key, readonly string[]>>;
type IncomeLine = keyof IncomeLines;

const IND_AS_INCOME: Elements<IncomeLine> = {
  revenue: ['RevenueFromOperations'],
  other_income: ['OtherIncome'],
  total_income: ['Income'],
  cost_of_materials: ['CostOfMaterialsConsumed'],
  employee_cost: ['EmployeeBenefitExpense'],
  finance_costs: ['FinanceCosts'],
  depreciation: ['DepreciationDepletionAndAmortisationExpense'],
  other_expenses: ['OtherExpenses'],
  total_expenses: ['Expenses'],
  exceptional_items: ['ExceptionalItemsBeforeTax'],
  profit_before_tax: ['ProfitBeforeTax'],
  tax: ['TaxExpense'],
  share_of_associates: ['ShareOfProfitLossOfAssociatesAndJointVenturesAccountedForUsingEquityMethod'],
  net_profit: ['ProfitLossForPeriod'],
  other_comprehensive_income: ['OtherComprehensiveIncomeNetOfTaxes'],
  net_profit_owners: ['ProfitOrLossAttributableToOwnersOfParent'],
  minority_interest: ['ProfitOrLossAttributableToNonControllingInterests'],
  paid_up_capital: ['PaidUpValueOfEquityShareCapital'],
  face_value: ['FaceValueOfEquityShareCapital'],
  reserves_excluding_revaluation: ['ReserveExcludingRevaluationReserves'],
  eps_basic: ['BasicEarningsLossPerShareFromContinuingOperations', 'BasicEarningsLossPerShareFromContinuingAndDiscontinuedOperations'],
  eps_diluted: ['DilutedEarningsLossPerShareFromContinuingOperations', 'DilutedEarningsLossPerShareFromContinuingAndDiscontinuedOperations'],
};

const INCOME_ELEMENTS: Readonly<Record<ResultsXbrlTaxonomy, Elements<IncomeLine>>> = {
  ind_as: IND_AS_INCOME,
  nbfc: {
    interest_income: ['InterestEarned'],
    fees_and_commission_income: ['FeesAndCommissionIncome'],
    impairment_on_financial_instruments: ['ImpairmentOnFinancialInstruments'],
    ...IND_AS_INCOME,
  },
  banking: {
    revenue: ['InterestEarned'],
    other_income: ['OtherIncome'],
    total_income: ['Income'],
    finance_costs: ['InterestExpended'],
    employee_cost: ['EmployeesCost'],
    other_expenses: ['OtherOperatingExpenses'],
    operating_expenses: ['OperatingExpenses'],
    operating_profit_before_provisions: ['OperatingProfitBeforeProvisionAndContingencies'],
    provisions: ['ProvisionsOtherThanTaxAndContingencies'],
    exceptional_items: ['ExceptionalItems'],
    profit_before_tax: ['ProfitLossFromOrdinaryActivitiesBeforeTax'],
    tax: ['TaxExpense'],
    net_profit: ['ProfitLossFromOrdinaryActivitiesAfterTax', 'ProfitLossForThePeriod'],
    share_of_associates: ['ShareOfProfitLossOfAssociates'],
    minority_interest: ['ProfitLossOfMinorityInterest'],
    net_profit_owners: ['ProfitLossAfterTaxesMinorityInterestAndShareOfProfitLossOfAssociates'],
    paid_up_capital: ['PaidUpValueOfEquityShareCapital'],
    face_value: ['FaceValueOfEquityShareCapital'],
    reserves_excluding_revaluation: ['ReserveExcludingRevaluationReserves'],
    government_holding_pct: ['PercentageOfShareHeldByGovernmentOfIndia'],
    eps_basic: ['BasicEarningsPerShareBeforeExtraordinaryItems', 'BasicEarningsPerShareAfterExtraordinaryItems'],
    eps_diluted: ['DilutedEarningsPerShareBeforeExtraordinaryItems', 'DilutedEarningsPerShareAfterExtraordinaryItems'],
    gross_npa: ['GrossNonPerformingAssets'],
    net_npa: ['NonPerformingAssets'],
    gross_npa_pct: ['PercentageOfGrossNpa'],
    net_npa_pct: ['PercentageOfNpa'],
    roa_pct: ['ReturnOnAssets'],
  },
  // Only what a refusal test needs; the Indian-GAAP lines that differ from Ind-AS.
  indian_gaap: {
    ...IND_AS_INCOME,
    total_income: ['Revenue'],
    depreciation: ['DepreciationAndAmortisationExpense'],
    exceptional_items: ['ExceptionalItems'],
    net_profit: ['ProfitLossForThePeriod'],
  },
};

const IND_AS_SHEET: Elements<BalanceSheetFigure> = {
  property_plant_equipment: ['PropertyPlantAndEquipment'],
  cwip: ['CapitalWorkInProgress'],
  goodwill_and_intangibles: ['Goodwill'],
  investments: ['NoncurrentInvestments'],
  trade_receivables: ['TradeReceivablesCurrent'],
  non_current_assets: ['NoncurrentAssets'],
  inventories: ['Inventories'],
  cash: ['CashAndCashEquivalents'],
  current_assets: ['CurrentAssets'],
  total_assets: ['Assets'],
  equity_share_capital: ['EquityShareCapital'],
  other_equity: ['OtherEquity'],
  equity_owners: ['EquityAttributableToOwnersOfParent'],
  non_controlling_interest: ['NonControllingInterest'],
  total_equity: ['Equity'],
  borrowings: ['BorrowingsNoncurrent'],
  non_current_liabilities: ['NoncurrentLiabilities'],
  trade_payables: ['TradePayablesCurrent'],
  current_liabilities: ['CurrentLiabilities'],
  total_liabilities: ['Liabilities'],
};

const SHEET_ELEMENTS: Readonly<Record<ResultsXbrlTaxonomy, Elements<BalanceSheetFigure>>> = {
  ind_as: IND_AS_SHEET,
  indian_gaap: IND_AS_SHEET,
  nbfc: {
    cash: ['CashAndCashEquivalents'],
    trade_receivables: ['TradeReceivables'],
    loans: ['Loans'],
    investments: ['Investments'],
    property_plant_equipment: ['PropertyPlantAndEquipment'],
    cwip: ['CapitalWorkInProgress'],
    goodwill_and_intangibles: ['OtherIntangibleAssets'],
    total_assets: ['Assets'],
    equity_share_capital: ['EquityShareCapital'],
    other_equity: ['OtherEquity'],
    total_equity: ['Equity'],
    trade_payables: ['TotalOutstandingDuesOfCreditorsOtherThanMicroEnterpriseAndSmallEnterprise'],
    borrowings: ['DebtSecurities'],
    deposits: ['Deposits'],
  },
  banking: {
    equity_share_capital: ['Capital'],
    other_equity: ['ReservesAndSurplus'],
    deposits: ['Deposits'],
    borrowings: ['Borrowings'],
    cash: ['CashAndBalancesWithReserveBankOfIndia'],
    investments: ['Investments'],
    loans: ['Advances'],
    property_plant_equipment: ['FixedAssets'],
    total_assets: ['Assets'],
  },
};

const IND_AS_CASH_FLOW: Elements<CashFlowFigure> = {
  income_taxes_paid: ['IncomeTaxesPaidRefundClassifiedAsOperatingActivities'],
  operating_cash_flow: ['CashFlowsFromUsedInOperatingActivities'],
  asset_sale_proceeds: ['ProceedsFromSalesOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities'],
  capex: ['PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities'],
  investing_cash_flow: ['CashFlowsFromUsedInInvestingActivities'],
  dividends_paid: ['DividendsPaidClassifiedAsFinancingActivities'],
  interest_paid: ['InterestPaidClassifiedAsFinancingActivities'],
  financing_cash_flow: ['CashFlowsFromUsedInFinancingActivities'],
  net_change_in_cash: ['IncreaseDecreaseInCashAndCashEquivalents'],
};

const CASH_FLOW_ELEMENTS: Readonly<Record<ResultsXbrlTaxonomy, Elements<CashFlowFigure>>> = {
  ind_as: IND_AS_CASH_FLOW,
  nbfc: IND_AS_CASH_FLOW,
  indian_gaap: IND_AS_CASH_FLOW,
  banking: {
    ...IND_AS_CASH_FLOW,
    asset_sale_proceeds: ['ProceedsFromSalesOfTangibleAssetsClassifiedAsInvestingActivities'],
    capex: ['PurchaseOfTangibleAssetsClassifiedAsInvestingActivities'],
  },
};

/** Units as the real files write them, where they differ from the figure's kind: classification must not rely on them. */
const UNIT_QUIRKS: Readonly<Record<string, string | null>> = {
  ReturnOnAssets: 'INR',
  PercentageOfNpa: null,
};
/** A bank's total assets carry no unit in real files. */
const BANK_UNIT_QUIRKS: Readonly<Record<string, string | null>> = { Assets: null };

/** Stay the same over a year to date: the default year to date copies them instead of adding quarters up. */
const POINT_IN_TIME = new Set<string>(['paid_up_capital', 'face_value', 'gross_npa', 'net_npa', 'reserves_excluding_revaluation']);

const MONTHS_INTO_YEAR: Readonly<Record<ReportingQuarterWords, number>> = {
  'First quarter': 3,
  'Half yearly': 6,
  'Third quarter': 9,
  'Fourth quarter': 12,
  Yearly: 12,
};

const NAMESPACES = (year: string): string =>
  [
    `xmlns:in-bse-fin="http://www.bseindia.com/xbrl/fin/${year}/in-bse-fin"`,
    `xmlns:in-bse-fin-roles="http://www.bseindia.com/xbrl/fin/${year}/in-bse-fin-roles"`,
    `xmlns:in-bse-fin-ent="http://www.bseindia.com/xbrl/fin/${year}/in-bse-fin/in-bse-fin-ent"`,
    `xmlns:in-bse-fin-type="http://www.bseindia.com/xbrl/fin/${year}/in-bse-fin-types"`,
    'xmlns:xbrldt="http://xbrl.org/2005/xbrldt" xmlns:nonnum="http://www.xbrl.org/dtr/type/non-numeric" xmlns:link="http://www.xbrl.org/2003/linkbase"',
    'xmlns:net="http://www.xbrl.org/2009/role/net" xmlns:num="http://www.xbrl.org/dtr/type/numeric" xmlns:xlink="http://www.w3.org/1999/xlink"',
    'xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:negated="http://www.xbrl.org/2009/role/negated" xmlns:xbrldi="http://xbrl.org/2006/xbrldi"',
    'xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:xl="http://www.xbrl.org/2003/XLink"',
  ].join(' ');

const UNITS =
  '<xbrli:unit id="INR"><xbrli:measure>iso4217:INR</xbrli:measure></xbrli:unit><xbrli:unit id="pure"><xbrli:measure>xbrli:pure</xbrli:measure></xbrli:unit>' +
  '<xbrli:unit id="shares"><xbrli:measure>xbrli:shares</xbrli:measure></xbrli:unit><xbrli:unit id="INRPerShare"><xbrli:divide><xbrli:unitNumerator>' +
  '<xbrli:measure>iso4217:INR</xbrli:measure></xbrli:unitNumerator><xbrli:unitDenominator><xbrli:measure>xbrli:shares</xbrli:measure></xbrli:unitDenominator>' +
  '</xbrli:divide></xbrli:unit>';

const DECIMALS = { Crores: '-7', Lakhs: '-5', Millions: '-6' } as const;

export function resultsXbrl(spec: ResultsXbrlSpec = {}): Uint8Array {
  const taxonomy = spec.taxonomy ?? 'ind_as';
  const schemaRef = spec.schemaRef === undefined ? LATEST_SCHEMA[taxonomy] : spec.schemaRef;
  const word = spec.reportingQuarter ?? 'Third quarter';
  const yearStart = spec.financialYearStart ?? '2023-04-01';
  const yearEnd = monthsLater(yearStart, 12);
  const months = MONTHS_INTO_YEAR[word];
  const quarterEnd = monthsLater(yearStart, months);
  const quarter = { start: addDays(monthsLater(yearStart, months - 3), 1), end: quarterEnd };
  const quarters = months / 3;
  const quarterLines = spec.quarter ?? DEFAULT_QUARTER[taxonomy];
  const ytdLines = spec.yearToDate ?? (word === 'First quarter' ? null : timesQuarters(quarterLines, quarters));
  const identity = spec.identity ?? DEFAULT_IDENTITY[taxonomy];
  const symbol = identity.symbol ?? 'NOTLISTED';
  const rounding = spec.rounding ?? 'Crores';
  const omit = new Set(spec.omit ?? []);
  const declared = (spec.contexts ?? 'declared') === 'declared';
  const basis = spec.basis === undefined ? 'Standalone' : spec.basis;
  const audited = spec.audited === undefined ? (word === 'Yearly' ? 'Audited' : 'Unaudited') : spec.audited;
  const boardMeeting = spec.boardMeeting === undefined ? addDays(quarterEnd, 20) : spec.boardMeeting;

  const fact = (name: string, context: string, value: string | null | undefined, unitRef?: string | null): string =>
    value == null || omit.has(name) ? '' : written(name, context, value, unitRef);
  const written = (name: string, context: string, value: string, unitRef?: string | null): string => {
    const unit = unitRef == null ? '' : ` unitRef="${unitRef}" decimals="${unitRef === 'INR' ? DECIMALS[rounding] : 'INF'}"`;
    return `<in-bse-fin:${name} contextRef="${context}"${unit}>${escape(value)}</in-bse-fin:${name}>`;
  };
  const figureFacts = <Key extends string>(context: string, lines: Partial<Record<Key, number>>, elements: Elements<Key>, kindOf: (key: Key) => Kind) =>
    (Object.keys(elements) as Key[]).flatMap((key) => {
      const value = lines[key];
      if (value === undefined) return [];
      return (elements[key] ?? []).map((name) => {
        const kind = kindOf(key);
        const quirks = taxonomy === 'banking' ? { ...UNIT_QUIRKS, ...BANK_UNIT_QUIRKS } : UNIT_QUIRKS;
        const unit = name in quirks ? quirks[name] : UNIT_OF_KIND[kind];
        return fact(name, context, TEXT_OF_KIND[kind](value), unit);
      });
    });
  const checkLines = (lines: object, elements: object, what: string): void => {
    const unknown = Object.keys(lines).filter((key) => !(key in elements));
    if (unknown.length > 0) throw new Error(`resultsXbrl: no ${taxonomy} element for ${what} ${unknown.join(', ')}`);
  };
  const incomeFacts = (context: string, lines: IncomeLines): string[] => {
    checkLines(lines, INCOME_ELEMENTS[taxonomy], 'income line');
    return figureFacts(context, lines, INCOME_ELEMENTS[taxonomy], incomeKind);
  };
  const periodFacts = (context: string, span: { start: IsoDate; end: IsoDate }): string[] => [
    fact('DateOfStartOfReportingPeriod', context, span.start),
    fact('DateOfEndOfReportingPeriod', context, span.end),
    fact('WhetherResultsAreAuditedOrUnaudited', context, audited),
    fact('NatureOfReportStandaloneConsolidated', context, basis),
  ];

  const ytd = { start: yearStart, end: quarterEnd };
  const contextDates = { OneD: quarter, FourD: spec.yearToDateContextDates === 'quarter' ? quarter : ytd };
  const entity = `<xbrli:entity><xbrli:identifier scheme="http://www.nseindia.com/NSESymbol">${escape(symbol)}</xbrli:identifier></xbrli:entity>`;
  const duration = (id: string, span: { start: IsoDate; end: IsoDate }, scenario = ''): string =>
    `<xbrli:context id="${id}">${entity}<xbrli:period><xbrli:startDate>${span.start}</xbrli:startDate><xbrli:endDate>${span.end}</xbrli:endDate></xbrli:period>${scenario}</xbrli:context>`;
  const expenseAxis = taxonomy === 'banking' ? 'DetailsOfOtherOperatingExpensesAxis' : 'DetailsOfOtherExpensesAxis';
  // Real files declare their dimensional contexts even when they leave OneD, FourD and OneI undeclared.
  const detailContext = duration(
    'OneOperatingExpenses01D',
    quarter,
    `<xbrli:scenario><xbrldi:explicitMember dimension="in-bse-fin:${expenseAxis}">in-bse-fin:OneOperatingExpenses01Member</xbrldi:explicitMember></xbrli:scenario>`,
  );
  const contexts = declared
    ? [
        duration('OneD', contextDates.OneD),
        ...(ytdLines === null ? [] : [duration('FourD', contextDates.FourD)]),
        detailContext,
        `<xbrli:context id="OneI">${entity}<xbrli:period><xbrli:instant>${quarterEnd}</xbrli:instant></xbrli:period></xbrli:context>`,
      ]
    : [detailContext];

  const cashFlowContext = spec.cashFlowContext ?? 'FourD';
  const otherExpensesDetail = quarterLines.other_expenses;
  const facts = [
    fact('ScripCode', 'OneD', identity.bseCode),
    fact('Symbol', 'OneD', identity.symbol),
    fact('ISIN', 'OneD', identity.isin),
    fact(taxonomy === 'banking' ? 'NameOfBank' : 'NameOfTheCompany', 'OneD', identity.name),
    fact('DateOfStartOfFinancialYear', 'OneD', yearStart),
    fact('DateOfEndOfFinancialYear', 'OneD', yearEnd),
    fact('DateOfBoardMeetingWhenFinancialResultsWereApproved', 'OneD', boardMeeting),
    fact('DescriptionOfPresentationCurrency', 'OneD', 'INR'),
    fact('LevelOfRoundingUsedInFinancialStatements', 'OneD', rounding),
    fact('ReportingQuarter', 'OneD', word),
    ...periodFacts('OneD', quarter),
    ...incomeFacts('OneD', quarterLines),
    ...(ytdLines === null ? [] : [...periodFacts('FourD', ytd), ...incomeFacts('FourD', ytdLines)]),
    fact('DescriptionOfOtherExpenses', 'OneOperatingExpenses01D', otherExpensesDetail === undefined ? null : 'Cost of equipment and software licences'),
    fact('OtherExpenses', 'OneOperatingExpenses01D', otherExpensesDetail === undefined ? null : rupees(round2(otherExpensesDetail / 2)), 'INR'),
  ];
  if (spec.balanceSheet !== undefined) {
    checkLines(spec.balanceSheet, SHEET_ELEMENTS[taxonomy], 'balance-sheet line');
    facts.push(...figureFacts('OneI', spec.balanceSheet, SHEET_ELEMENTS[taxonomy], sheetKind));
  }
  if (spec.cashFlow !== undefined) {
    checkLines(spec.cashFlow, CASH_FLOW_ELEMENTS[taxonomy], 'cash-flow line');
    facts.push(...figureFacts(cashFlowContext, spec.cashFlow, CASH_FLOW_ELEMENTS[taxonomy], cashFlowKind));
  }
  facts.push(...(spec.extraFacts ?? []).map((raw) => written(raw.name, raw.context, raw.value, raw.unitRef)));

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xbrli:xbrl ${NAMESPACES(NAMESPACE_YEARS[schemaRef ?? ''] ?? '2020-03-31')}>`,
    ...(schemaRef === null ? [] : [`<link:schemaRef xlink:type="simple" xlink:href="${escape(schemaRef)}"/>`]),
    ...contexts,
    UNITS,
    ...facts.filter((line) => line !== ''),
    '</xbrli:xbrl>',
  ].join('\n');
  return new TextEncoder().encode(xml);
}

type Kind = 'crore' | 'per_share' | 'percent';
const incomeKind = (key: IncomeLine): Kind => (key === 'total_expenses' ? 'crore' : INCOME_FIGURES[key]);
const sheetKind = (key: BalanceSheetFigure): Kind => BALANCE_SHEET_FIGURES[key];
const cashFlowKind = (key: CashFlowFigure): Kind => CASH_FLOW_FIGURES[key];
const UNIT_OF_KIND: Readonly<Record<Kind, string>> = { crore: 'INR', per_share: 'INRPerShare', percent: 'pure' };
const TEXT_OF_KIND: Readonly<Record<Kind, (value: number) => string>> = {
  crore: (value) => rupees(value),
  per_share: (value) => String(value),
  // Ratios are fractions of one in the filings: 1.24% is written 0.0124.
  percent: (value) => withTwoDecimals(movePoint(value, -2)),
};

/** The default year to date: amounts and EPS for `quarters` quarters like this one, balances as they are. */
function timesQuarters(lines: IncomeLines, quarters: number): IncomeLines {
  const scaled: IncomeLines = {};
  for (const [key, value] of Object.entries(lines) as [IncomeLine, number][]) {
    const kind = incomeKind(key);
    scaled[key] = kind === 'percent' || POINT_IN_TIME.has(key) ? value : round2(value * quarters);
  }
  return scaled;
}

/** ₹ crore → full rupees as NSE writes them ('149075.03' → '1490750300000.00'), moving the point in the text so no rounding creeps in. */
export function rupees(crore: number): string {
  return withTwoDecimals(movePoint(crore, 7));
}

/** The decimal text of `value × 10^places`, exactly (String(value) is the shortest text that reads back as the same double). */
function movePoint(value: number, places: number): string {
  if (!Number.isFinite(value)) throw new Error(`resultsXbrl: ${value} is not a figure`);
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + places + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const decimals = digits.slice(point).replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${integer}${decimals === '' ? '' : `.${decimals}`}`;
}

function withTwoDecimals(text: string): string {
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
const escape = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The last day of a span of `months` whole months from `start`, a month's first day ('2023-04-01', 3 → '2023-06-30'; 0 → '2023-03-31'). */
function monthsLater(start: IsoDate, months: number): IsoDate {
  const [year = 0, month = 1] = start.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, 0)).toISOString().slice(0, 10);
}

function addDays(day: IsoDate, days: number): IsoDate {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A company as the benchmark lists it (an NseListRow fits). */
export interface GeneratedCompany {
  symbol: string;
  isin?: string | null;
  name?: string | null;
  bseCode?: string | null;
}

export interface GeneratedFiling {
  /** As a downloader saves NSE's document: 'DDMonYYYY_HHMM_INDAS_<n>_<n>_<stamp>.xml' (`…_WEB.xml` before 2023). */
  name: string;
  bytes: Uint8Array;
}

const QUARTER_SEQUENCE: readonly ReportingQuarterWords[] = ['First quarter', 'Half yearly', 'Third quarter', 'Yearly'];
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `filingsPerCompany` standalone Ind-AS filings for each company, quarter after
 * quarter from the June 2018 quarter, with a balance sheet and cash flow in the
 * half-yearly and yearly ones. Laid out as NSE's were at the time: undeclared
 * contexts (`_WEB.xml`) before 2023, declared ones with FourD given the
 * quarter's dates after; FY2021's annual cash flow in `OneD`. Deterministic:
 * the same arguments give the same bytes.
 */
export function generatedResultsFilings(companies: readonly GeneratedCompany[], filingsPerCompany: number): GeneratedFiling[] {
  return companies.flatMap((company, c) =>
    Array.from({ length: filingsPerCompany }, (_, k): GeneratedFiling => {
      const n = c * filingsPerCompany + k;
      const financialYearStart = `${2018 + Math.floor(k / 4)}-04-01`;
      const reportingQuarter = QUARTER_SEQUENCE[k % 4] ?? 'First quarter';
      const filedOn = addDays(monthsLater(financialYearStart, MONTHS_INTO_YEAR[reportingQuarter]), 15 + (n % 30));
      const minutes = 9 * 60 + 30 + ((n * 37) % (12 * 60));
      const web = filedOn < '2023-01-01';
      const withStatements = reportingQuarter === 'Half yearly' || reportingQuarter === 'Yearly';
      const quarter = generatedQuarter(c, k);
      const bytes = resultsXbrl({
        identity: { symbol: company.symbol, isin: company.isin ?? null, bseCode: company.bseCode ?? String(500000 + (c % 400000)), name: company.name ?? null },
        financialYearStart,
        reportingQuarter,
        boardMeeting: filedOn,
        contexts: web ? 'undeclared' : 'declared',
        yearToDateContextDates: 'quarter',
        quarter,
        ...(withStatements ? generatedStatements(quarter, financialYearStart === '2020-04-01' && reportingQuarter === 'Yearly') : {}),
      });
      const name = `${broadcastPrefix(filedOn, minutes)}_INDAS_${100000 + n}_${1000000 + 3 * n}_${uploadStamp(filedOn, minutes, n % 60)}${web ? '_WEB' : ''}.xml`;
      return { name, bytes };
    }),
  );
}

/** A plausible quarter for the c-th company's k-th filing: revenue grows 1.5% a quarter, costs are fixed shares of it. */
function generatedQuarter(c: number, k: number): IncomeLines {
  const revenue = round2((500 + ((c * 7919) % 50000) / 10) * (1 + 0.015 * k));
  const otherIncome = round2(revenue * 0.03);
  const employeeCost = round2(revenue * 0.41);
  const otherExpenses = round2(revenue * 0.24);
  const depreciation = round2(revenue * 0.04);
  const financeCosts = round2(revenue * 0.01);
  const totalExpenses = round2(employeeCost + otherExpenses + depreciation + financeCosts);
  const profitBeforeTax = round2(revenue + otherIncome - totalExpenses);
  const tax = round2(profitBeforeTax * 0.25);
  const netProfit = round2(profitBeforeTax - tax);
  const sharesCrore = 10 + (c % 90);
  return {
    revenue,
    other_income: otherIncome,
    total_income: round2(revenue + otherIncome),
    employee_cost: employeeCost,
    finance_costs: financeCosts,
    depreciation,
    other_expenses: otherExpenses,
    total_expenses: totalExpenses,
    profit_before_tax: profitBeforeTax,
    tax,
    net_profit: netProfit,
    paid_up_capital: sharesCrore,
    face_value: 1,
    eps_basic: round2(netProfit / sharesCrore),
    eps_diluted: round2(netProfit / sharesCrore),
  };
}

function generatedStatements(quarter: IncomeLines, cashFlowInQuarter: boolean): Pick<ResultsXbrlSpec, 'balanceSheet' | 'cashFlow' | 'cashFlowContext'> {
  const revenue = quarter.revenue ?? 0;
  const equity = round2(revenue * 2.1);
  const liabilities = round2(revenue * 0.9);
  return {
    balanceSheet: {
      total_assets: round2(equity + liabilities),
      current_assets: round2(revenue * 1.8),
      cash: round2(revenue * 0.3),
      equity_share_capital: quarter.paid_up_capital ?? 0,
      other_equity: round2(equity - (quarter.paid_up_capital ?? 0)),
      total_equity: equity,
      total_liabilities: liabilities,
    },
    cashFlow: {
      operating_cash_flow: round2(revenue * 0.5),
      investing_cash_flow: round2(revenue * -0.1),
      financing_cash_flow: round2(revenue * -0.3),
      capex: round2(revenue * 0.06),
    },
    cashFlowContext: cashFlowInQuarter ? 'OneD' : 'FourD',
  };
}

/** '2024-04-12', 21:01 → '12Apr2024_2101': the broadcast time NSE's filings list gives. */
function broadcastPrefix(day: IsoDate, minutes: number): string {
  const [year, month, date] = day.split('-');
  return `${date}${MONTH_NAMES[Number(month) - 1]}${year}_${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

/** NSE's upload stamp DDMMYYYYhhmmss, its hour on a 12-hour clock ('12042024090154' for 21:01:54). */
function uploadStamp(day: IsoDate, minutes: number, seconds: number): string {
  const [year, month, date] = day.split('-');
  const hour = Math.floor(minutes / 60) % 12 || 12;
  return `${date}${month}${year}${pad(hour)}${pad(minutes % 60)}${pad(seconds)}`;
}

const pad = (value: number): string => String(value).padStart(2, '0');
