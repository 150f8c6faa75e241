import { IngestFormatError } from '../../records';
import { factsOfContext, type XbrlInstance } from '../xbrl/xbrlInstance';
import { type ResultsFiling, type ResultsTaxonomy } from './filingRecords';
import { INCOME_ELEMENTS } from './resultsElements';
import { readResultsFiling } from './resultsFiling';
import { QUARTER_CONTEXT } from './resultsPeriods';
import { resultsTaxonomyOf } from './resultsTaxonomy';
import { refuseAmbiguousScale, statedScale } from './integratedScale';

/**
 * NSE's "Integrated Filing – Financials" (2025–), an instance of SEBI's
 * `in-capmkt` taxonomy. Its results lines keep the in-bse-fin element names,
 * so once its amounts are in rupees it is read by the results reader into the
 * same figures; what differs is how it is recognised, its statement of scale
 * (`LevelOfRounding`), and that it is refused, naming what it lacks, rather
 * than read in part. See RESULTS.md, "Integrated filings (2025–)".
 */

/** The entry points' folders (`…/IntegratedFinance_IndAS/in-capmkt-ent-2025-01-31.xsd`). */
const VARIANT_FOLDER = /IntegratedFinance_(IndAS|Banking|NBFC|OtherThanBank)/i;

/** An in-capmkt instance: its schemaRef names the taxonomy, or it carries in-capmkt's own rounding element (in-bse-fin's is LevelOfRoundingUsedInFinancialStatements). */
export function isIntegratedFiling(instance: XbrlInstance): boolean {
  return /in-capmkt/i.test(instance.schemaRef ?? '') || instance.facts.some((fact) => fact.name === 'LevelOfRounding');
}

export function readIntegratedFiling(instance: XbrlInstance): ResultsFiling {
  const { file } = instance;
  const folder = VARIANT_FOLDER.exec(instance.schemaRef ?? '')?.[1]?.toLowerCase();
  if (folder === 'otherthanbank') {
    // Its package describes it as results "as per AS": Indian GAAP, whose lines are not the Ind-AS ones (refused for in-bse-fin too).
    throw new IngestFormatError(
      { file },
      'this is an Integrated Filing under Indian GAAP (entry point IntegratedFinance_OtherThanBank); only the Ind-AS, banking and NBFC ones are read',
    );
  }
  const taxonomy = FOLDER_TAXONOMY[folder ?? ''] ?? taxonomyByElements(instance);
  const missed = missedElements(instance, taxonomy);
  if (missed.length > 0) {
    throw new IngestFormatError({ file }, `this Integrated Filing (in-capmkt) cannot be read: it lacks ${missed.join('; ')}`);
  }
  refuseAmbiguousScale(instance, statedScale(instance));
  return readResultsFiling(instance);
}

const FOLDER_TAXONOMY: Readonly<Record<string, ResultsTaxonomy>> = { indas: 'ind_as', banking: 'banking', nbfc: 'nbfc' };

/**
 * Without the entry point's folder, the taxonomy its elements show. One they do not show is taken as Ind-AS here,
 * only so the refusal below can name the Ind-AS lines it lacks rather than say no more than "not a results filing".
 */
function taxonomyByElements(instance: XbrlInstance): ResultsTaxonomy {
  try {
    return resultsTaxonomyOf(instance);
  } catch (error) {
    if (error instanceof IngestFormatError) return 'ind_as';
    throw error;
  }
}

/** Each line is a need and the elements any one of which meets it. */
const NEEDED: ReadonlyArray<readonly string[]> = [
  ['Symbol', 'ISIN', 'ScripCode'],
  ['DateOfStartOfFinancialYear'],
  ['DateOfEndOfFinancialYear'],
  ['DateOfEndOfReportingPeriod', 'ReportingQuarter'],
  ['NatureOfReportStandaloneConsolidated'],
  ['LevelOfRounding'],
];

/** What the filing needs and lacks, each need as its element names ('Symbol or ISIN or ScripCode'). */
export function missedElements(instance: XbrlInstance, taxonomy: ResultsTaxonomy): string[] {
  const present = new Set(instance.facts.filter((fact) => fact.value !== '').map((fact) => fact.name));
  const missed = NEEDED.filter((names) => !names.some((name) => present.has(name))).map((names) => names.join(' or '));
  // The key figures must be the quarter's (context OneD), the one every stored period is built around.
  const quarter = factsOfContext(instance, QUARTER_CONTEXT);
  for (const key of ['revenue', 'net_profit'] as const) {
    const names = (INCOME_ELEMENTS[taxonomy][key] ?? []).filter((source): source is string => typeof source === 'string');
    if (!names.some((name) => (quarter.get(name)?.value ?? '') !== '')) missed.push(`${names.join(' or ')} in context ${QUARTER_CONTEXT}`);
  }
  return missed;
}
