/** The file-format parsers: text or bytes in, validated records (../records) out. */
export { parseNseList } from './nseList';
export { parseBseList } from './bseList';
export { parseBhavcopy } from './bhavcopy';
export { parseGuidanceLedger } from './guidanceLedger';
export { codeHintFromFileName, parseScreenerWorkbook } from './screenerWorkbook';
