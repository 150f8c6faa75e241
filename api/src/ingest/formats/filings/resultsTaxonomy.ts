import { IngestFormatError } from '../../records';
import { type XbrlInstance } from '../xbrl/xbrlInstance';
import { type ResultsTaxonomy } from './filingRecords';

/**
 * Which results taxonomy a document follows, from its content: the schema it
 * names when that is an entry point we know, else the elements it carries
 * (NBFC documents name only the core schema, 'in-bse-fin-2020-03-31.xsd').
 * Indian-GAAP documents (schemaRef 'other_than_banks_entry_point_2018-03-31.xsd',
 * NSE names them '…_NONINDAS_…') are refused: their lines are not the Ind-AS ones.
 */
export function resultsTaxonomyOf(instance: XbrlInstance): ResultsTaxonomy {
  const schema = (instance.schemaRef ?? '').toLowerCase();
  const names = new Set(instance.facts.map((fact) => fact.name));
  if (schema.includes('other_than_banks') || /_NONINDAS_/i.test(instance.file)) {
    throw new IngestFormatError(
      { file: instance.file },
      'this is an Indian-GAAP results filing (schema other_than_banks_entry_point, NSE document NONINDAS); only Ind-AS, banking and NBFC filings are read',
    );
  }
  if (schema.includes('banking') || names.has('InterestExpended') || names.has('GrossNonPerformingAssets')) return 'banking';
  const nbfcElements = ['ImpairmentOnFinancialInstruments', 'FeesAndCommissionIncome', 'NetGainOnFairValueChanges'];
  if (nbfcElements.some((name) => names.has(name)) || schema.includes('nbfc')) return 'nbfc';
  if (schema.includes('ind-as') || names.has('RevenueFromOperations')) return 'ind_as';
  throw new IngestFormatError(
    { file: instance.file },
    `not a results filing we can read: schema '${instance.schemaRef ?? 'none'}' and none of the Ind-AS, banking or NBFC elements`,
  );
}
