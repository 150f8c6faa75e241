import { formatErrorOf } from '../../testing/formatError';
import { resultsXbrl, type ResultsXbrlSpec } from '../../testing/resultsXbrl';
import { readXbrlInstance } from '../xbrl/xbrlInstance';
import { parseFilingDocument } from './index';
import { resultsTaxonomyOf } from './resultsTaxonomy';

const taxonomyOf = (spec: ResultsXbrlSpec, file = 'INDAS_104549_1090527_12042024090154.xml') => resultsTaxonomyOf(readXbrlInstance(resultsXbrl(spec), file));
const GAAP_REFUSED =
  'this is an Indian-GAAP results filing (schema other_than_banks_entry_point, NSE document NONINDAS); only Ind-AS, banking and NBFC filings are read';

describe('resultsTaxonomyOf', () => {
  it('knows the Ind-AS and banking entry points by their schema', () => {
    expect(taxonomyOf({ schemaRef: 'Ind-AS_entry_point_2020-03-31.xsd' })).toBe('ind_as');
    expect(taxonomyOf({ schemaRef: 'Ind-AS_entry_point_2017-03-31.xsd' })).toBe('ind_as');
    expect(taxonomyOf({ taxonomy: 'banking', schemaRef: 'banking_entry_point_2019-09-30.xsd' })).toBe('banking');
    expect(taxonomyOf({ taxonomy: 'banking', schemaRef: 'banking_entry_point_2018-03-31.xsd' })).toBe('banking');
  });

  it('detects an NBFC filing from its elements: it names only the core schema', () => {
    expect(taxonomyOf({ taxonomy: 'nbfc', schemaRef: 'in-bse-fin-2020-03-31.xsd' })).toBe('nbfc');
    expect(taxonomyOf({ taxonomy: 'nbfc', schemaRef: 'in-bse-fin-2019-03-31.xsd' })).toBe('nbfc');
    // A lender's lines make it one whatever entry point it names.
    expect(taxonomyOf({ taxonomy: 'nbfc', schemaRef: 'Ind-AS_entry_point_2020-03-31.xsd' })).toBe('nbfc');
    expect(taxonomyOf({ taxonomy: 'nbfc', quarter: { revenue: 1000, impairment_on_financial_instruments: 50, net_profit: 100 } })).toBe('nbfc');
  });

  it('falls back to the elements without a schema it knows', () => {
    expect(taxonomyOf({ schemaRef: null })).toBe('ind_as');
    expect(taxonomyOf({ taxonomy: 'banking', schemaRef: null, quarter: { revenue: 1000, finance_costs: 600, net_profit: 100 } })).toBe('banking');
  });

  it("refuses an Indian-GAAP filing, known by its schema or by NSE's NONINDAS name, with the reason", () => {
    const file = '21Jun2018_1801_NONINDAS_35272_9888_17052018060424_WEB.xml';

    expect(formatErrorOf(() => taxonomyOf({ taxonomy: 'indian_gaap' })).message).toBe(`INDAS_104549_1090527_12042024090154.xml: ${GAAP_REFUSED}`);
    expect(formatErrorOf(() => taxonomyOf({ schemaRef: null }, file)).message).toBe(`${file}: ${GAAP_REFUSED}`);
    expect(formatErrorOf(() => parseFilingDocument(resultsXbrl({ taxonomy: 'indian_gaap' }), file)).message).toBe(`${file}: ${GAAP_REFUSED}`);
  });

  it('refuses a document with neither a schema nor elements of a results taxonomy it knows', () => {
    const spec: ResultsXbrlSpec = { schemaRef: 'in-bse-co-2019-03-31.xsd', quarter: { net_profit: 100 } };

    expect(formatErrorOf(() => taxonomyOf(spec)).message).toBe(
      "INDAS_104549_1090527_12042024090154.xml: not a results filing we can read: schema 'in-bse-co-2019-03-31.xsd' and none of the Ind-AS, banking or NBFC elements",
    );
    expect(formatErrorOf(() => taxonomyOf({ ...spec, schemaRef: null })).message).toContain("schema 'none'");
  });
});
