/**
 * A download is checked before it is kept (docs/sync.md): a zip must open, an
 * XML document must parse, a CSV must have a header line, JSON must parse. A
 * file that fails is never imported and never kept, so the next run fetches it
 * again; the importers then read it in full.
 */
import { openZip, ZIP_LIMITS } from '../../ingest/formats/zipEntries';
import { checkedXmlText } from '../../ingest/formats/xbrl/xmlDocument';

export type DownloadKind = 'zip' | 'csv' | 'xml' | 'json';

/** Undefined when the file is what it should be, else why not ('not a zip: …'). */
export function downloadProblem(kind: DownloadKind, bytes: Uint8Array, name: string): string | undefined {
  if (bytes.length === 0) return 'empty';
  try {
    if (kind === 'zip') {
      const zip = openZip(bytes, name, ZIP_LIMITS.dataFiles);
      return zip.entries.length === 0 ? 'a zip with no files in it' : undefined;
    }
    if (kind === 'xml') {
      checkedXmlText(bytes, name);
      return undefined;
    }
    const text = new TextDecoder().decode(bytes.subarray(0, 64 * 1024)).replace(/^\uFEFF/, '');
    if (kind === 'json') {
      JSON.parse(new TextDecoder().decode(bytes));
      return undefined;
    }
    if (/^\s*</.test(text)) return 'an HTML or XML page, not a CSV file';
    // The 52-week file has two preamble lines before its header: a header is any of the first lines with several fields.
    const lines = text.split(/\r?\n/).slice(0, 5);
    return lines.some((line) => line.split(',').length >= 3) ? undefined : 'no CSV header in its first lines';
  } catch (error) {
    return `not a valid ${kind === 'zip' ? 'zip' : kind.toUpperCase()} file: ${(error as Error).message}`;
  }
}
