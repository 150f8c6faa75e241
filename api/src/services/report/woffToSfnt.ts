import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font unpacked to the plain TrueType/OpenType file it wraps. PDFKit parses a font
 * anew for every document, and fontkit inflates WOFF tables in JavaScript each time (most of a
 * Hindi report's time); unpacked once with zlib, every report reads the tables as they are.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
