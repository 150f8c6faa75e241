/** Fixture builders that write files in the real formats, for the parsers', importers' and benchmark's tests. */
export { csvText, Quoted, type CsvTextOptions, type CsvValue } from './csvText';
export { bseListCsv, bseListRow, type BseListLayout, type BseListRow } from './bseListCsv';
export { formatErrorOf, asyncFormatErrorOf } from './formatError';
export { generatedNseList } from './generated';
export { generatedIsin, withCheckDigit } from './isins';
export { NSE_LIST_HEADER, nseListCsv, nseListRow, type NseListRow } from './nseListCsv';
