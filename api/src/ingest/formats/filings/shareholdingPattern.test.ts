import { formatErrorOf } from '../../testing/formatError';
import { shareholdingXbrl, type ShareholdingSpec } from '../../testing/shareholdingXbrl';
import { readXbrlInstance } from '../xbrl/xbrlInstance';
import { type ShareholdingFiling } from './filingRecords';
import { isShareholdingPattern, parseShareholdingPattern } from './shareholdingPattern';

const FILE = 'SHP_174992_773230_19012023040253_WEB.xml';
const PLEDGED_PERCENT = 'PledgedOrEncumberedSharesHeldAsPercentageOfTotalNumberOfShares';
const PLEDGED_SHARES = 'PledgedOrEncumberedNumberOfShares';

/** 1,000,000,000 shares: promoters 40% (400,000,000), of which 123,456,789 pledged. */
const SPEC: ShareholdingSpec = {
  asOf: '2022-12-31',
  promoterPct: 40,
  fpiPct: 22.15,
  mutualFundsPct: 12.3,
  insurancePct: 6.45,
  banksPct: 0.4,
  pensionFundsPct: 1.2,
  pledgedShares: 123_456_789,
};

const parse = (spec: Partial<ShareholdingSpec>, file = FILE): ShareholdingFiling => parseShareholdingPattern(shareholdingXbrl({ ...SPEC, ...spec }), file);

const EXPECTED: ShareholdingFiling = {
  kind: 'shareholding',
  document: FILE,
  identity: { symbol: 'INFY', isin: 'INE009A01021', bseCode: '500209', name: 'Infosys Limited' },
  filedAt: { value: '2023-01-19', precision: 'day' },
  asOf: '2022-12-31',
  totalShares: 1_000_000_000,
  promoterPct: 40,
  promoterShares: 400_000_000,
  promoterPledgedShares: 123_456_789,
  // 123,456,789 / 400,000,000 = 30.864…%, as the document states it (two decimals).
  promoterPledgedPct: 30.86,
  // 30.864…% of the promoters' 40%.
  promoterPledgedOfTotalPct: 12.35,
  publicPct: 60,
  fiiPct: 22.15,
  // The Institutions (Domestic) subtotal: mutual funds 12.3 + banks 0.4 + insurers 6.45 + pension funds 1.2.
  diiPct: 20.35,
  mutualFundsPct: 12.3,
  insuranceCompaniesPct: 6.45,
  scale: 'percent',
  notes: [],
};

describe('parseShareholdingPattern', () => {
  it('reads the categories, the pledge and the identity of a document in percents', () => {
    expect(parse({})).toEqual(EXPECTED);
  });

  it('stores the same percents from a document written in fractions, and says so', () => {
    expect(parse({ scale: 'fraction' })).toEqual({
      ...EXPECTED,
      scale: 'fraction',
      notes: ['percentages were written as fractions (0.5754 for 57.54%); stored as percents'],
    });
  });

  it('detects the scale from the sum, so small percents are not taken for fractions', () => {
    const filing = parse({ promoterPct: 0.75, fpiPct: 0.5, mutualFundsPct: 0.25, insurancePct: 0, banksPct: 0, pensionFundsPct: 0, pledgedShares: 0 });

    expect(filing.scale).toBe('percent');
    expect([filing.promoterPct, filing.publicPct, filing.fiiPct, filing.mutualFundsPct]).toEqual([0.75, 99.25, 0.5, 0.25]);
  });

  it('computes the pledged % of promoter shares from the counts when the document does not state it', () => {
    const filing = parse({ omit: [PLEDGED_PERCENT] });

    expect([filing.promoterPledgedShares, filing.promoterPledgedPct, filing.promoterPledgedOfTotalPct]).toEqual([123_456_789, 30.86, 12.35]);
    expect(filing.notes).toEqual(["pledged % of the promoter group's shares computed from the share counts"]);
  });

  it('keeps a government promoter in the promoter group, a government public holding out of the institutions, and explains depository receipts', () => {
    const filing = parse({
      shares: 8_000_000_000,
      promoterPct: 57.54,
      governmentPromoter: true,
      publicGovernmentPct: 0.03,
      fpiPct: 11.09,
      mutualFundsPct: 11.61,
      insurancePct: 10.36,
      banksPct: 0,
      pensionFundsPct: 0,
      employeeTrustPct: 0.34,
      depositoryReceiptShares: 95_888_670,
      pledgedShares: 0,
    });

    expect(filing).toMatchObject({
      totalShares: 8_095_888_670,
      promoterPct: 57.54,
      promoterShares: 4_603_200_000,
      promoterPledgedShares: 0,
      promoterPledgedPct: 0,
      promoterPledgedOfTotalPct: 0,
      publicPct: 42.12,
      fiiPct: 11.09,
      diiPct: 21.97,
      scale: 'percent',
    });
    expect(filing.notes).toEqual([
      '9,58,88,670 shares underlie depository receipts (ADRs/GDRs): they are in totalShares but carry no percentage, so the percentages are of the other 8,00,00,00,000 shares',
      'the Central or State Government is a promoter: 57.54% of all shares, in promoterPct',
      "governments and the companies they promote hold 0.03% as public shareholders (SEBI's B3): in publicPct, not in diiPct",
    ]);
  });

  it('leaves the pledge unknown, with a note, when the document has no pledge data', () => {
    const filing = parse({ pledgedShares: null });

    expect([filing.promoterPledgedShares, filing.promoterPledgedPct, filing.promoterPledgedOfTotalPct]).toEqual([null, null, null]);
    expect(filing.notes).toEqual(['no pledge data in this document: pledged promoter shares are unknown']);
  });

  it('takes a declared "no pledge" without figures as zero, and a declared "yes" without figures as unknown', () => {
    const declaredNo = parse({ pledgedShares: 0, omit: [PLEDGED_SHARES, PLEDGED_PERCENT] });
    const declaredYes = parse({ pledgedShares: 1000, omit: [PLEDGED_SHARES, PLEDGED_PERCENT] });

    expect([declaredNo.promoterPledgedShares, declaredNo.promoterPledgedPct, declaredNo.promoterPledgedOfTotalPct]).toEqual([0, 0, 0]);
    expect(declaredNo.notes).toEqual(['no pledge figures; the document declares that no promoter shares are pledged or otherwise encumbered']);
    expect([declaredYes.promoterPledgedShares, declaredYes.promoterPledgedPct, declaredYes.promoterPledgedOfTotalPct]).toEqual([null, null, null]);
    expect(declaredYes.notes).toEqual([
      'the document says promoter shares are pledged or encumbered but gives no figures: pledged promoter shares are unknown',
    ]);
  });

  it('adds up the domestic institutions when the document gives no subtotal, and never counts a subtotal with its parts', () => {
    const filing = parse({ omit: ['InstitutionsDomesticMember'] });

    expect(filing.diiPct).toBe(20.35);
    expect(filing.notes).toEqual(['domestic institutions % is the sum of the 4 categories it is made of: the document gives no subtotal']);
  });

  it('gives null, not 0, for a category the document does not have', () => {
    const filing = parse({ omit: ['MutualFundsOrUtiMember', 'InsuranceCompaniesMember', 'ShareholdingPatternMember'] });

    expect([filing.mutualFundsPct, filing.insuranceCompaniesPct, filing.totalShares]).toEqual([null, null, null]);
    expect(filing.diiPct).toBe(20.35);
    expect(filing.notes).toEqual(['not stated in this document: mutual funds %, insurance companies %, total shares']);
  });

  it("names NSE's document, the broadcast minute a downloader's prefix carries, and the identity as written", () => {
    const filing = parse(
      { identity: { symbol: 'M&M', isin: 'INE101A01026', bseCode: '500520', name: 'Mahindra & Mahindra Limited' } },
      `downloads/19Jan2023_1532_${FILE}`,
    );

    expect(filing.document).toBe(FILE);
    expect(filing.filedAt).toEqual({ value: '2023-01-19T15:32', precision: 'minute' });
    expect(filing.identity).toEqual({ symbol: 'M&M', isin: 'INE101A01026', bseCode: '500520', name: 'Mahindra & Mahindra Limited' });
  });

  it('refuses percentages that add up to neither about 100 nor about 1, naming the sums', () => {
    expect(formatErrorOf(() => parse({ publicPct: 30 })).message).toBe(
      `${FILE}: the categories' percentages add up to 70 (promoter group 40 + public 30 + non-promoter non-public 0): neither about 100 (percents) nor about 1 (fractions)`,
    );
  });

  it('refuses a figure that is not a number, naming the element and its context', () => {
    const text = new TextDecoder().decode(shareholdingXbrl(SPEC));
    const promoterPercent = 'contextRef="ShareholdingOfPromoterAndPromoterGroupI" unitRef="pure" decimals="INF">40<';
    const bytes = new TextEncoder().encode(text.replace(promoterPercent, promoterPercent.replace('>40<', '>NA<')));

    expect(formatErrorOf(() => parseShareholdingPattern(bytes, FILE)).message).toBe(
      `${FILE}: ShareholdingAsAPercentageOfTotalNumberOfShares in context ShareholdingOfPromoterAndPromoterGroupI is 'NA', not a number of shares or a percentage`,
    );
  });

  it('refuses a document with neither a promoter-group nor a public category', () => {
    expect(formatErrorOf(() => parse({ omit: ['ShareholdingOfPromoterAndPromoterGroupMember', 'PublicShareholdingMember'] })).message).toBe(
      `${FILE}: not a shareholding pattern: it has neither a promoter-group nor a public-shareholding category (schema in-bse-shp-2022-09-30.xsd)`,
    );
  });

  it('refuses an HTML page, a truncated document and a results filing with the reason', () => {
    const document = shareholdingXbrl(SPEC);
    const html = new TextEncoder().encode('<!DOCTYPE html><html><head><title>Access Denied</title></head><body>Access Denied</body></html>');

    expect(formatErrorOf(() => parseShareholdingPattern(html, FILE)).message).toContain('this is an HTML page, not an XML document');
    expect(formatErrorOf(() => parseShareholdingPattern(document.slice(0, document.length / 2), FILE)).message).toContain('the document is cut short');
    expect(formatErrorOf(() => parseShareholdingPattern(RESULTS_FILING, 'INDAS_104549_1090527_12042024090154.xml')).message).toBe(
      'INDAS_104549_1090527_12042024090154.xml: not a shareholding pattern: it has neither a promoter-group nor a public-shareholding category (schema Ind-AS_entry_point_2020-03-31.xsd)',
    );
  });
});

describe('isShareholdingPattern', () => {
  it('tells a shareholding pattern from a results filing by its content', () => {
    expect(isShareholdingPattern(readXbrlInstance(shareholdingXbrl(SPEC), FILE))).toBe(true);
    expect(isShareholdingPattern(readXbrlInstance(RESULTS_FILING, 'results.xml'))).toBe(false);
  });
});

/** The opening of an Ind-AS results filing: what a shareholding import must not take for one. */
const RESULTS_FILING = new TextEncoder().encode(
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:in-bse-fin="http://www.bseindia.com/xbrl/fin/2020-03-31/in-bse-fin">',
    '<link:schemaRef xlink:type="simple" xlink:href="Ind-AS_entry_point_2020-03-31.xsd"/>',
    '<in-bse-fin:Symbol contextRef="OneD">TCS</in-bse-fin:Symbol>',
    '<in-bse-fin:RevenueFromOperations contextRef="OneD" unitRef="INR" decimals="-5">612370000000</in-bse-fin:RevenueFromOperations>',
    '</xbrli:xbrl>',
  ].join('\n'),
);
