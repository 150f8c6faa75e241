import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Zips written byte by byte, so a test can make them lie, and deflate streams
 * that inflate to gigabytes while the test never holds more than a megabyte:
 * the zip bombs the bounded reader (formats/zipEntries.ts) must refuse.
 */

/** One entry as its headers describe it: `size` and `crc` are written as given, true or not. */
export interface RawZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  /** The bytes as stored (raw deflate for method 8). */
  data: Uint8Array;
  /** The inflated size the headers declare. */
  size: number;
  crc: number;
}

const MIB = 1024 * 1024;
/** A final, empty, fixed-Huffman deflate block: ends a stream of sync-flushed blocks. */
const FINAL_BLOCK = Uint8Array.of(0x03, 0x00);

/** A deflated entry, honest about its size and CRC. */
export function deflatedEntry(name: string, content: string | Uint8Array): RawZipEntry {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { name, method: 8, data: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
}

/**
 * `prefix`, then `mebibytes` MiB of `fill`, then `suffix`, deflated. One MiB of
 * one byte compresses to about a kilobyte, and a sync-flushed block that only
 * refers back to the same byte may be repeated, so a 1 GiB entry is ~1 MB.
 * Declares its true size and CRC unless `declaredSize` says otherwise.
 */
export function inflatingEntry(
  name: string,
  options: { mebibytes: number; fill?: string; prefix?: string; suffix?: string; declaredSize?: number },
): RawZipEntry {
  const encoder = new TextEncoder();
  const prefix = encoder.encode(options.prefix ?? '');
  const suffix = encoder.encode(options.suffix ?? '');
  const mebibyte = new Uint8Array(MIB).fill((options.fill ?? ' ').charCodeAt(0));
  const flushed = (bytes: Uint8Array) => deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
  const repeated = flushed(mebibyte);
  const parts = [flushed(prefix), ...Array.from({ length: options.mebibytes }, () => repeated), flushed(suffix), FINAL_BLOCK];
  let crc = crc32(prefix);
  for (let i = 0; i < options.mebibytes; i += 1) crc = crc32(mebibyte, crc);
  crc = crc32(suffix, crc);
  const size = prefix.length + options.mebibytes * MIB + suffix.length;
  return { name, method: 8, data: concat(parts), size: options.declaredSize ?? size, crc };
}

/** An entry whose data is not a deflate stream at all: reading it fails, so a reader that succeeds never inflated it. */
export function undecodableEntry(name: string): RawZipEntry {
  return { name, method: 8, data: Uint8Array.of(0xff, 0xff, 0xff, 0xff), size: 100, crc: 0 };
}

/** The zip holding `entries` in order, headers written exactly as the entries say (UTF-8 names). */
export function rawZip(entries: readonly RawZipEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const local: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const header = new DataView(new ArrayBuffer(30));
    header.setUint32(0, 0x04034b50, true);
    writeCommon(header, 4, entry, name.length);
    local.push(new Uint8Array(header.buffer), name, entry.data);
    const record = new DataView(new ArrayBuffer(46));
    record.setUint32(0, 0x02014b50, true);
    record.setUint16(4, 20, true); // version made by
    writeCommon(record, 6, entry, name.length);
    record.setUint32(42, offset, true);
    central.push(new Uint8Array(record.buffer), name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = concat(central);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  return concat([...local, directory, new Uint8Array(end.buffer)]);
}

/** A minimal workbook whose 'Data Sheet' is `sheet`, with any `extra` parts: what Excel would open, tab and all. */
export function workbookZip(sheet: RawZipEntry, extra: readonly RawZipEntry[] = []): Uint8Array {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return rawZip([
    deflatedEntry(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ),
    deflatedEntry(
      'xl/workbook.xml',
      `<workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="Data Sheet" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedEntry(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
    ...extra,
  ]);
}

function writeCommon(view: DataView, at: number, entry: RawZipEntry, nameLength: number): void {
  view.setUint16(at, 20, true); // version needed
  view.setUint16(at + 2, 0x0800, true); // names are UTF-8
  view.setUint16(at + 4, entry.method, true);
  view.setUint32(at + 10, entry.crc >>> 0, true);
  view.setUint32(at + 14, entry.data.length, true);
  view.setUint32(at + 18, entry.size, true);
  view.setUint16(at + 22, nameLength, true);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
