import { IngestFormatError } from '../../records';
import { parseDecimal } from '../values';
import { factsOfContext, type XbrlContext, type XbrlInstance } from '../xbrl/xbrlInstance';

/**
 * The shareholder categories of SEBI's shareholding pattern as members of the
 * `in-bse-shp` taxonomy's CategoryOfShareholdersAxis, with the row of SEBI's
 * tables each one is (A promoter group, B public, C non-promoter non-public).
 * Spellings are the taxonomy's own, typos included ('Goverments',
 * 'Catergory'); a later spelling goes beside the first. Members are compared
 * without regard to case ('MutualFundsOrUtiMember' in 2022-09-30,
 * 'MutualFundsOrUTIMember' later).
 */
export const CATEGORY_AXIS = 'CategoryOfShareholdersAxis';

export const CATEGORY = {
  /** A: promoter and promoter group, the total of its Indian (A1) and foreign (A2) parts. */
  promoterGroup: ['ShareholdingOfPromoterAndPromoterGroupMember'],
  /** A1(b): the Central or State Government as a promoter (the President of India for SBI). */
  promoterGovernment: ['CentralGovernmentOrStateGovernmentSMember'],
  /** B: public shareholding, institutions included. */
  public: ['PublicShareholdingMember'],
  /** B1: institutions (domestic), the subtotal of DOMESTIC_INSTITUTION_PARTS. */
  domesticInstitutions: ['InstitutionsDomesticMember'],
  mutualFunds: ['MutualFundsOrUtiMember'],
  insuranceCompanies: ['InsuranceCompaniesMember'],
  /** B2: institutions (foreign), the subtotal of FOREIGN_INSTITUTION_PARTS. */
  foreignInstitutions: ['InstitutionsForeignMember'],
  /** B3: Central or State Government(s) holding as public shareholders: public, not an institution. */
  publicGovernment: ['GovermentsMember', 'GovernmentsMember'],
  /** C: non-promoter non-public, the total of C1 and C2. */
  nonPromoterNonPublic: ['SharesHeldByNonPromoterNonPublicShareholdersMember'],
  /** C1: shares underlying depository receipts (ADR, GDR), held by the custodian; they carry no percentage. */
  depositoryReceipts: ['CustodianOrDRHolderMember'],
  /** C2: employee benefit trusts. */
  employeeTrusts: ['EmployeeBenefitsTrustsMember'],
  /** A+B+C: every share the pattern counts. */
  grandTotal: ['ShareholdingPatternMember'],
} as const;

/** B1(a)–(k): what the domestic-institutions subtotal is made of. */
export const DOMESTIC_INSTITUTION_PARTS = [
  ['MutualFundsOrUtiMember'],
  ['VentureCapitalFundsMember'],
  ['AlternativeInvestmentFundsMember'],
  ['BanksMember'],
  ['InsuranceCompaniesMember'],
  ['ProvidentFundsOrPensionFundsMember'],
  ['AssetReconstructionCompaniesMember'],
  ['SovereignWealthFundsDomesticMember'],
  ['NBFCsRegisteredWithRbiMember'],
  ['OtherFinancialInstitutionsMember'],
  ['OtherInstitutionsDomesticMember'],
] as const;

/** B2(a)–(g): what the foreign-institutions subtotal is made of. */
export const FOREIGN_INSTITUTION_PARTS = [
  ['ForeignDirectInvestmentMember'],
  ['ForeignVentureCapitalInvestorsMember'],
  ['SovereignWealthFundsForeignMember'],
  ['InstitutionsForeignPortfolioInvestorCatergoryOneMember', 'InstitutionsForeignPortfolioInvestorCategoryOneMember'],
  ['InstitutionsForeignPortfolioInvestorCatergoryTwoMember', 'InstitutionsForeignPortfolioInvestorCategoryTwoMember'],
  ['OverseasDepositoriesMember'],
  ['OtherInstitutionsForeignMember'],
] as const;

/**
 * The context holding one category's totals: dated at an instant, with that
 * member on the category axis and no other dimension (the per-holder contexts
 * under it use typed axes of their own). Undefined when the document has none.
 */
function categoryContext(instance: XbrlInstance, members: readonly string[]): XbrlContext | undefined {
  const wanted = new Set(members.map((member) => member.toLowerCase()));
  for (const context of instance.contexts.values()) {
    const member = context.dimensions[CATEGORY_AXIS];
    if (member === undefined || !wanted.has(member.toLowerCase())) continue;
    const plain = Object.keys(context.dimensions).length === 1 && Object.keys(context.typedDimensions).length === 0;
    if (plain && context.instant !== null) return context;
  }
  return undefined;
}

/** Whether any context of the document is on the category axis: the mark of a shareholding pattern. */
export function hasCategoryContexts(instance: XbrlInstance): boolean {
  return [...instance.contexts.values()].some((context) => CATEGORY_AXIS in context.dimensions);
}

/** One category's figures as written: percentages not yet scaled, null where the document has no such fact. */
export interface Category {
  context: XbrlContext;
  /** NumberOfShares: every share the category holds (fully and partly paid, and underlying depository receipts). */
  shares: number | null;
  /** ShareholdingAsAPercentageOfTotalNumberOfShares. */
  percent: number | null;
  /** PledgedOrEncumberedNumberOfShares (promoter rows and the grand total only). */
  pledgedShares: number | null;
  /** PledgedOrEncumberedSharesHeldAsPercentageOfTotalNumberOfShares: SEBI's column XIII(b), pledged as a % of the shares this row holds. */
  pledgedPercent: number | null;
}

/** A category's figures, or null when the document has no context for it; a figure that is not a number is an error. */
export function readCategory(instance: XbrlInstance, members: readonly string[]): Category | null {
  const context = categoryContext(instance, members);
  if (context === undefined) return null;
  const facts = factsOfContext(instance, context.id);
  const number = (name: string): number | null => {
    const fact = facts.get(name);
    if (fact === undefined || fact.value === '') return null;
    const value = parseDecimal(fact.value);
    if (value === null || value < 0) {
      throw new IngestFormatError({ file: instance.file }, `${name} in context ${context.id} is '${fact.value}', not a number of shares or a percentage`);
    }
    return value;
  };
  return {
    context,
    shares: number('NumberOfShares'),
    percent: number('ShareholdingAsAPercentageOfTotalNumberOfShares'),
    pledgedShares: number('PledgedOrEncumberedNumberOfShares'),
    pledgedPercent: number('PledgedOrEncumberedSharesHeldAsPercentageOfTotalNumberOfShares'),
  };
}
