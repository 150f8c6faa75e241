import { type IsoDate } from '../records';

/**
 * A small shareholding-pattern XBRL instance in the layout NSE publishes
 * (`SHP_…_WEB.xml`, taxonomy in-bse-shp-2022-09-30): one instant context per
 * category on the CategoryOfShareholdersAxis, facts grouped by element, and
 * the company's identity and DateOfReport in the contexts `OneD` and `OneI`,
 * which, as in the real files, are never declared.
 */
export interface ShareholdingSpec {
  /** The quarter end: DateOfReport and every category's instant. Default 2024-03-31. */
  asOf?: IsoDate;
  /** Written into the `OneD` facts; a null leaves that fact out. Default INFY, INE009A01021, 500209. */
  identity?: { symbol?: string | null; isin?: string | null; bseCode?: string | null; name?: string | null };
  /** How percentages are written: 57.54 or 0.5754. Default percent. */
  scale?: 'percent' | 'fraction';
  /** The shares the percentages are of (depository-receipt shares excluded). Default 1,000,000,000. */
  shares?: number;
  /** Every percentage is given as a percent, whatever the scale. */
  promoterPct: number;
  /** The promoter is the Central or State Government (SEBI's A1(b)), as for SBI; else individuals (A1(a)). */
  governmentPromoter?: boolean;
  /** Default: whatever the promoter group and the employee trusts leave. */
  publicPct?: number;
  /** Foreign portfolio investors, category I. */
  fpiPct?: number;
  mutualFundsPct?: number;
  insurancePct?: number;
  banksPct?: number;
  pensionFundsPct?: number;
  /** Central Government / President of India as a public shareholder (B3). */
  publicGovernmentPct?: number;
  employeeTrustPct?: number;
  /** Shares underlying ADRs/GDRs (C1): counted in the grand total, with no percentage. */
  depositoryReceiptShares?: number;
  /** Pledged or encumbered promoter shares. Null writes no pledge facts and no pledge declaration. Default 0. */
  pledgedShares?: number | null;
  /** Category members ('InstitutionsDomesticMember') or element names to leave out. */
  omit?: readonly string[];
}

interface Row {
  member: string;
  /** Null for a row without a percentage (the depository receipts, and C when it includes them). */
  pct: number | null;
  shares: number;
  /** Pledged shares, for the promoter rows and the grand total; undefined elsewhere. */
  pledged?: number;
}

const NAMESPACES =
  'xmlns:in-bse-shp="http://www.bseindia.com/xbrl/shp/2022-09-30/in-bse-shp" xmlns:link="http://www.xbrl.org/2003/linkbase" ' +
  'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:xbrldi="http://xbrl.org/2006/xbrldi" ' +
  'xmlns:xbrli="http://www.xbrl.org/2003/instance"';
const UNITS =
  '<xbrli:unit id="INR"><xbrli:measure>iso4217:INR</xbrli:measure></xbrli:unit><xbrli:unit id="pure"><xbrli:measure>xbrli:pure</xbrli:measure></xbrli:unit>' +
  '<xbrli:unit id="shares"><xbrli:measure>xbrli:shares</xbrli:measure></xbrli:unit>';

export function shareholdingXbrl(spec: ShareholdingSpec): Uint8Array {
  const asOf = spec.asOf ?? '2024-03-31';
  const identity = { symbol: 'INFY', isin: 'INE009A01021', bseCode: '500209', name: 'Infosys Limited', ...spec.identity };
  const omit = new Set(spec.omit ?? []);
  const rows = categoryRows(spec).filter((row) => !omit.has(row.member));
  const scaled = (pct: number): string => String(round(spec.scale === 'fraction' ? pct / 100 : pct, 8));

  const contexts = rows.map((row) => {
    const entity = `<xbrli:entity><xbrli:identifier scheme="http://www.nseindia.com/NSESymbol">${escape(identity.symbol ?? 'NOTLISTED')}</xbrli:identifier></xbrli:entity>`;
    const member = `<xbrldi:explicitMember dimension="in-bse-shp:CategoryOfShareholdersAxis">in-bse-shp:${row.member}</xbrldi:explicitMember>`;
    return `<xbrli:context id="${contextId(row)}">${entity}<xbrli:period><xbrli:instant>${asOf}</xbrli:instant></xbrli:period><xbrli:scenario>${member}</xbrli:scenario></xbrli:context>`;
  });
  const text = (name: string, context: string, value: string | null | undefined): string =>
    value == null || omit.has(name) ? '' : `<in-bse-shp:${name} contextRef="${context}">${escape(value)}</in-bse-shp:${name}>`;
  const numbers = (name: string, unit: 'shares' | 'pure', value: (row: Row) => string | null): string[] =>
    omit.has(name)
      ? []
      : rows.flatMap((row) => {
          const written = value(row);
          return written === null
            ? []
            : [`<in-bse-shp:${name} contextRef="${contextId(row)}" unitRef="${unit}" decimals="INF">${written}</in-bse-shp:${name}>`];
        });
  const pledged = spec.pledgedShares ?? null;
  const pledgeRow = (row: Row): boolean => pledged !== null && row.pledged !== undefined;

  const facts = [
    text('ScripCode', 'OneD', identity.bseCode),
    text('Symbol', 'OneD', identity.symbol),
    text('ISIN', 'OneD', identity.isin),
    text('NameOfTheCompany', 'OneD', identity.name),
    text('DateOfReport', 'OneI', asOf),
    text('WhetherAnySharesHeldByPromotersArePledgeOrOtherwiseEncumbered', 'OneI', pledged === null ? null : String(pledged > 0)),
    ...numbers('NumberOfShares', 'shares', (row) => String(row.shares)),
    ...numbers('ShareholdingAsAPercentageOfTotalNumberOfShares', 'pure', (row) => (row.pct === null ? null : scaled(row.pct))),
    ...numbers('PledgedOrEncumberedNumberOfShares', 'shares', (row) => (pledgeRow(row) ? String(row.pledged) : null)),
    // SEBI's column XIII(b): pledged as a % of the shares that row holds.
    ...numbers('PledgedOrEncumberedSharesHeldAsPercentageOfTotalNumberOfShares', 'pure', (row) =>
      pledgeRow(row) ? scaled(row.shares === 0 ? 0 : round(((row.pledged ?? 0) / row.shares) * 100, 2)) : null,
    ),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xbrli:xbrl ${NAMESPACES}>`,
    '<link:schemaRef xlink:type="simple" xlink:href="in-bse-shp-2022-09-30.xsd"/>',
    ...contexts,
    UNITS,
    ...facts.filter((fact) => fact !== ''),
    '</xbrli:xbrl>',
    '',
  ].join('\n');
  return new TextEncoder().encode(xml);
}

/** The categories in SEBI's order, subtotals computed from their parts, the rest of the public as resident individuals. */
function categoryRows(spec: ShareholdingSpec): Row[] {
  const base = spec.shares ?? 1_000_000_000;
  const sharesOf = (pct: number): number => Math.round((base * pct) / 100);
  const row = (member: string, pct: number, pledged?: number): Row => ({ member, pct: round(pct, 6), shares: sharesOf(pct), pledged });
  const promoter = spec.promoterPct;
  const pledged = spec.pledgedShares ?? 0;
  const domestic = [spec.mutualFundsPct, spec.banksPct, spec.insurancePct, spec.pensionFundsPct].reduce<number>((sum, pct) => sum + (pct ?? 0), 0);
  const foreign = spec.fpiPct ?? 0;
  const government = spec.publicGovernmentPct ?? 0;
  const trusts = spec.employeeTrustPct ?? 0;
  const publicPct = spec.publicPct ?? 100 - promoter - trusts;
  const individuals = publicPct - domestic - foreign - government;
  const receipts = spec.depositoryReceiptShares ?? 0;
  const nonPromoterNonPublic: Row = {
    member: 'SharesHeldByNonPromoterNonPublicShareholdersMember',
    pct: receipts > 0 ? null : trusts,
    shares: receipts + sharesOf(trusts),
  };
  return [
    row('IndividualsOrHinduUndividedFamilyMember', spec.governmentPromoter ? 0 : promoter, spec.governmentPromoter ? 0 : pledged),
    row('CentralGovernmentOrStateGovernmentSMember', spec.governmentPromoter ? promoter : 0, spec.governmentPromoter ? pledged : 0),
    row('IndianMember', promoter, pledged),
    row('ForeignMember', 0, 0),
    row('ShareholdingOfPromoterAndPromoterGroupMember', promoter, pledged),
    row('MutualFundsOrUtiMember', spec.mutualFundsPct ?? 0),
    row('BanksMember', spec.banksPct ?? 0),
    row('InsuranceCompaniesMember', spec.insurancePct ?? 0),
    row('ProvidentFundsOrPensionFundsMember', spec.pensionFundsPct ?? 0),
    row('InstitutionsDomesticMember', domestic),
    row('InstitutionsForeignPortfolioInvestorCatergoryOneMember', foreign),
    row('InstitutionsForeignMember', foreign),
    row('CentralGovernmentOrPresidentOfIndiaMember', government),
    row('GovermentsMember', government),
    row('ResidentIndividualShareholdersHoldingNominalShareCapitalUpToRsTwoLakhMember', individuals),
    row('NonInstitutionsMember', individuals),
    row('PublicShareholdingMember', publicPct),
    { member: 'CustodianOrDRHolderMember', pct: null, shares: receipts },
    row('EmployeeBenefitsTrustsMember', trusts),
    nonPromoterNonPublic,
    { member: 'ShareholdingPatternMember', pct: 100, shares: base + receipts, pledged },
  ];
}

/** NSE's context ids are the member's name with 'Member' replaced by 'I' (for instant). */
const contextId = (row: Row): string => `${row.member.replace(/Member$/, '')}I`;
const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;
const escape = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
