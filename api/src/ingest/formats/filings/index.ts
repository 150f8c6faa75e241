import { createHash } from 'node:crypto';
import { readXbrlInstance } from '../xbrl/xbrlInstance';
import { type ResultsFiling, type ShareholdingFiling } from './filingRecords';
import { isIntegratedFiling, readIntegratedFiling } from './integratedFiling';
import { readResultsFiling } from './resultsFiling';
import { isShareholdingPattern, readShareholdingPattern } from './shareholdingPattern';

/** A filing as the `filings` command reads it: a results document or a shareholding pattern, and the hash of its bytes. */
export interface ParsedFiling {
  filing: ResultsFiling | ShareholdingFiling;
  /** SHA-256 of the document's bytes: the same document imported again changes nothing. */
  contentHash: string;
}

/** Reads an exchange filing (XBRL): a shareholding pattern, an Integrated Filing (in-capmkt) or a results filing, known by its content, not its name. */
export function parseFilingDocument(bytes: Uint8Array, file: string): ParsedFiling {
  const instance = readXbrlInstance(bytes, file);
  const filing = isShareholdingPattern(instance)
    ? readShareholdingPattern(instance)
    : isIntegratedFiling(instance)
      ? readIntegratedFiling(instance)
      : readResultsFiling(instance);
  return { filing, contentHash: createHash('sha256').update(bytes).digest('hex') };
}
