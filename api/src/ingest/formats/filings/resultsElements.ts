import { type BalanceSheetFigure, type CashFlowFigure, type IncomeFigure } from 'shared-types/api';
import { type ResultsTaxonomy } from './filingRecords';

/**
 * Which element of a results filing gives which figure, per taxonomy. The
 * three taxonomies (Ind-AS, banking, NBFC) name the same thing differently
 * ('ProfitLossForPeriod' / 'ProfitLossForThePeriod', 'FinanceCosts' /
 * 'InterestExpended'), and their 2017 and 2020 versions differ again, so each
 * figure lists the names that carry it: the first present wins, and a figure
 * listing several names summed ('+') adds those present. Classification is by
 * element name only, never by unit: ReturnOnAssets carries unitRef INR in real
 * files, and some ratios carry no unit at all.
 */

/** One name, or the parts to add (null only when none of them is present). */
export type ElementSource = string | { sum: readonly string[] };

type Sources<Key extends string> = Partial<Record<Key, readonly ElementSource[]>>;

const EPS_BASIC = [
  'BasicEarningsLossPerShareFromContinuingAndDiscontinuedOperations',
  'BasicEarningsPerShareAfterExtraordinaryItems',
  'BasicEarningsLossPerShareFromContinuingOperations',
  'BasicEarningsPerShareBeforeExtraordinaryItems',
];
const EPS_DILUTED = [
  'DilutedEarningsLossPerShareFromContinuingAndDiscontinuedOperations',
  'DilutedEarningsPerShareAfterExtraordinaryItems',
  'DilutedEarningsLossPerShareFromContinuingOperations',
  'DilutedEarningsPerShareBeforeExtraordinaryItems',
];

const COMMON_INCOME: Sources<IncomeFigure> = {
  other_income: ['OtherIncome'],
  total_income: ['Income', 'Revenue'],
  employee_cost: ['EmployeeBenefitExpense', 'EmployeesCost'],
  depreciation: ['DepreciationDepletionAndAmortisationExpense', 'DepreciationAndAmortisationExpense'],
  exceptional_items: ['ExceptionalItemsBeforeTax', 'ExceptionalItems'],
  tax: ['TaxExpense'],
  net_profit_owners: ['ProfitOrLossAttributableToOwnersOfParent', 'ProfitLossAfterTaxesMinorityInterestAndShareOfProfitLossOfAssociates'],
  minority_interest: ['ProfitOrLossAttributableToNonControllingInterests', 'ProfitLossOfMinorityInterest'],
  share_of_associates: ['ShareOfProfitLossOfAssociatesAndJointVenturesAccountedForUsingEquityMethod', 'ShareOfProfitLossOfAssociates'],
  other_comprehensive_income: ['OtherComprehensiveIncomeNetOfTaxes', 'OtherComprehensiveIncome'],
  eps_basic: EPS_BASIC,
  eps_diluted: EPS_DILUTED,
  paid_up_capital: ['PaidUpValueOfEquityShareCapital'],
  face_value: ['FaceValueOfEquityShareCapital'],
  reserves_excluding_revaluation: ['ReserveExcludingRevaluationReserves'],
};

const IND_AS_INCOME: Sources<IncomeFigure> = {
  ...COMMON_INCOME,
  revenue: ['RevenueFromOperations'],
  cost_of_materials: [{ sum: ['CostOfMaterialsConsumed', 'PurchasesOfStockInTrade', 'ChangesInInventoriesOfFinishedGoodsWorkInProgressAndStockInTrade'] }],
  other_expenses: ['OtherExpenses'],
  finance_costs: ['FinanceCosts'],
  profit_before_tax: ['ProfitBeforeTax'],
  net_profit: ['ProfitLossForPeriod', 'ProfitLossForThePeriod'],
};

export const INCOME_ELEMENTS: Readonly<Record<ResultsTaxonomy, Sources<IncomeFigure>>> = {
  ind_as: IND_AS_INCOME,
  nbfc: {
    ...IND_AS_INCOME,
    interest_income: ['InterestEarned'],
    fees_and_commission_income: ['FeesAndCommissionIncome'],
    impairment_on_financial_instruments: ['ImpairmentOnFinancialInstruments'],
  },
  banking: {
    ...COMMON_INCOME,
    // Screener and investors call a bank's interest earned its revenue.
    revenue: ['InterestEarned'],
    other_expenses: ['OtherOperatingExpenses'],
    finance_costs: ['InterestExpended'],
    profit_before_tax: ['ProfitLossFromOrdinaryActivitiesBeforeTax', 'ProfitBeforeExtraordinaryItemsAndTax'],
    net_profit: ['ProfitLossForThePeriod', 'ProfitLossFromOrdinaryActivitiesAfterTax'],
    interest_earned: ['InterestEarned'],
    interest_expended: ['InterestExpended'],
    operating_expenses: ['OperatingExpenses'],
    provisions: ['ProvisionsOtherThanTaxAndContingencies'],
    operating_profit_before_provisions: ['OperatingProfitBeforeProvisionAndContingencies'],
    gross_npa: ['GrossNonPerformingAssets'],
    net_npa: ['NonPerformingAssets'],
    gross_npa_pct: ['PercentageOfGrossNpa'],
    net_npa_pct: ['PercentageOfNpa'],
    roa_pct: ['ReturnOnAssets'],
    cet1_pct: ['CET1Ratio'],
    government_holding_pct: ['PercentageOfShareHeldByGovernmentOfIndia'],
  },
};

const IND_AS_BALANCE_SHEET: Sources<BalanceSheetFigure> = {
  total_assets: ['Assets'],
  current_assets: ['CurrentAssets'],
  non_current_assets: ['NoncurrentAssets'],
  property_plant_equipment: ['PropertyPlantAndEquipment'],
  cwip: ['CapitalWorkInProgress'],
  goodwill_and_intangibles: [{ sum: ['Goodwill', 'OtherIntangibleAssets', 'IntangibleAssetsUnderDevelopment'] }],
  investments: [{ sum: ['NoncurrentInvestments', 'CurrentInvestments', 'InvestmentsAccountedForUsingEquityMethod'] }, 'Investments'],
  inventories: ['Inventories'],
  trade_receivables: [{ sum: ['TradeReceivablesCurrent', 'TradeReceivablesNoncurrent'] }, 'TradeReceivables'],
  cash: [{ sum: ['CashAndCashEquivalents', 'BankBalanceOtherThanCashAndCashEquivalents'] }],
  equity_share_capital: ['EquityShareCapital'],
  other_equity: ['OtherEquity'],
  equity_owners: ['EquityAttributableToOwnersOfParent'],
  non_controlling_interest: ['NonControllingInterest'],
  total_equity: ['Equity'],
  borrowings: [{ sum: ['BorrowingsNoncurrent', 'BorrowingsCurrent'] }],
  trade_payables: [{ sum: ['TradePayablesCurrent', 'TradePayablesNoncurrent'] }],
  current_liabilities: ['CurrentLiabilities'],
  non_current_liabilities: ['NoncurrentLiabilities'],
  total_liabilities: ['Liabilities'],
};

export const BALANCE_SHEET_ELEMENTS: Readonly<Record<ResultsTaxonomy, Sources<BalanceSheetFigure>>> = {
  ind_as: IND_AS_BALANCE_SHEET,
  nbfc: {
    ...IND_AS_BALANCE_SHEET,
    loans: ['Loans'],
    // An NBFC's balance sheet has no current/non-current split; its debt is in three lines.
    borrowings: [{ sum: ['DebtSecurities', 'Borrowings', 'SubordinatedLiabilities'] }],
    deposits: ['Deposits'],
    trade_payables: [
      {
        sum: [
          'TotalOutstandingDuesOfMicroEnterpriseAndSmallEnterprise',
          'TotalOutstandingDuesOfCreditorsOtherThanMicroEnterpriseAndSmallEnterprise',
          'TotalOutstandingDuesOfMicroEnterpriseAndSmallEnterpriseOtherPayables',
          'TotalOutstandingDuesOfCreditorsOtherThanMicroEnterpriseAndSmallEnterpriseOtherPayables',
        ],
      },
    ],
  },
  banking: {
    total_assets: ['Assets'],
    property_plant_equipment: ['FixedAssets'],
    investments: ['Investments'],
    cash: [{ sum: ['CashAndBalancesWithReserveBankOfIndia', 'BalancesWithBanksAndMoneyAtCallAndShortNotice'] }],
    loans: ['Advances'],
    equity_share_capital: ['Capital'],
    other_equity: ['ReservesAndSurplus'],
    borrowings: ['Borrowings'],
    deposits: ['Deposits'],
    total_liabilities: [{ sum: ['Deposits', 'Borrowings', 'OtherLiabilitiesAndProvisions'] }],
  },
};

const COMMON_CASH_FLOW: Sources<CashFlowFigure> = {
  operating_cash_flow: ['CashFlowsFromUsedInOperatingActivities'],
  investing_cash_flow: ['CashFlowsFromUsedInInvestingActivities'],
  financing_cash_flow: ['CashFlowsFromUsedInFinancingActivities'],
  dividends_paid: ['DividendsPaidClassifiedAsFinancingActivities'],
  interest_paid: [{ sum: ['InterestPaidClassifiedAsOperatingActivities', 'InterestPaidClassifiedAsFinancingActivities'] }],
  income_taxes_paid: [
    {
      sum: [
        'IncomeTaxesPaidRefundClassifiedAsOperatingActivities',
        'IncomeTaxesPaidRefundClassifiedAsInvestingActivities',
        'IncomeTaxesPaidRefundClassifiedAsFinancingActivities',
      ],
    },
  ],
  net_change_in_cash: ['IncreaseDecreaseInCashAndCashEquivalents'],
};

const IND_AS_CASH_FLOW: Sources<CashFlowFigure> = {
  ...COMMON_CASH_FLOW,
  capex: [
    {
      sum: [
        'PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities',
        'PurchaseOfIntangibleAssetsClassifiedAsInvestingActivities',
        'PurchaseOfIntangibleAssetsUnderDevelopment',
      ],
    },
  ],
  asset_sale_proceeds: [
    {
      sum: [
        'ProceedsFromSalesOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities',
        'ProceedsFromSalesOfIntangibleAssetsClassifiedAsInvestingActivities',
        'ProceedsFromSalesOfIntangibleAssetsUnderDevelopment',
      ],
    },
  ],
};

export const CASH_FLOW_ELEMENTS: Readonly<Record<ResultsTaxonomy, Sources<CashFlowFigure>>> = {
  ind_as: IND_AS_CASH_FLOW,
  nbfc: IND_AS_CASH_FLOW,
  banking: {
    ...COMMON_CASH_FLOW,
    capex: [{ sum: ['PurchaseOfTangibleAssetsClassifiedAsInvestingActivities', 'PurchaseOfIntangibleAssetsClassifiedAsInvestingActivities'] }],
    asset_sale_proceeds: [
      { sum: ['ProceedsFromSalesOfTangibleAssetsClassifiedAsInvestingActivities', 'ProceedsFromSalesOfIntangibleAssetsClassifiedAsInvestingActivities'] },
    ],
  },
};

/** Elements whose values are ₹ per share; every other figure element is an amount in rupees or a ratio. */
export const PER_SHARE_ELEMENTS: ReadonlySet<string> = new Set([...EPS_BASIC, ...EPS_DILUTED, 'FaceValueOfEquityShareCapital']);

/** Ratios written as fractions of one (0.0124 = 1.24%). */
export const FRACTION_ELEMENTS: ReadonlySet<string> = new Set([
  'PercentageOfGrossNpa',
  'PercentageOfNpa',
  'ReturnOnAssets',
  'CET1Ratio',
  'PercentageOfShareHeldByGovernmentOfIndia',
]);

/** Elements that mark a cash flow statement, wherever it was tagged (FY2021's annual cash flow is in `OneD`). */
export const CASH_FLOW_MARKERS = ['CashFlowsFromUsedInOperatingActivities', 'CashFlowsFromUsedInInvestingActivities', 'CashFlowsFromUsedInFinancingActivities'];
