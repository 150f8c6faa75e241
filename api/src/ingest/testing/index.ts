/** Fixture builders that write files in the real formats, for the parsers', importers' and benchmark's tests. */
export { csvText, Quoted, type CsvTextOptions, type CsvValue } from './csvText';
export {
  BSE_LEGACY_HEADER,
  FULL_HEADER,
  LEGACY_HEADER,
  UDIFF_HEADER,
  bseLegacyBhavcopyCsv,
  fullBhavcopyCsv,
  legacyBhavcopyCsv,
  udiffBhavcopyCsv,
  utf8,
  zipArchive,
  zipped,
  type BhavcopyRow,
  type BseLegacyRow,
  type UdiffOptions,
} from './bhavcopyCsv';
export { bseListCsv, bseListRow, type BseListLayout, type BseListRow } from './bseListCsv';
export { GUIDANCE_LEDGER_HEADER, guidanceLedgerCsv, guidanceLedgerRow, type GuidanceLedgerRow } from './guidanceLedgerCsv';
export { formatErrorOf, asyncFormatErrorOf } from './formatError';
export { generatedBhavcopy, generatedNseList } from './generated';
export { fastestRunMs } from './timing';
export { generatedIsin, withCheckDigit } from './isins';
export { NSE_LIST_HEADER, nseListCsv, nseListRow, type NseListRow } from './nseListCsv';
export { screenerWorkbook, type ScreenerSection, type ScreenerWorkbookSpec, type SheetCell, type SheetRow } from './screenerWorkbook';
export { STANDARD_PERIOD_ENDS, bankHistorySpec, bankScreenerSpec, standardScreenerSpec, yearEndChangeSpec } from './screenerSpec';
export { resavedByOpenpyxl } from './resavedWorkbook';
export {
  CORPORATE_ACTIONS_HEADER,
  MARKET_CAP_HEADER,
  PRICE_DATA_HEADER,
  WEEK_HIGH_LOW_HEADER,
  corporateActionsCsv,
  ddmmyyyy,
  listedUnder,
  marketCapCsv,
  priceDataCsv,
  prZip,
  weekHighLowCsv,
  type CorporateActionLine,
  type MarketCapLine,
  type PriceDataLine,
  type PriceDataOptions,
  type WeekHighLowLine,
  type WeekHighLowOptions,
} from './daily';
export { shareholdingXbrl, type ShareholdingSpec } from './shareholdingXbrl';
export { generatedResultsFilings, resultsXbrl, rupees, type GeneratedCompany, type GeneratedFiling, type ResultsXbrlSpec } from './resultsXbrl';
export {
  integratedEntryPoint,
  integratedFilingXbrl,
  type IntegratedFilingSpec,
  type IntegratedFilingVariant,
  type RoundingLevel,
} from './integratedFilingXbrl';
