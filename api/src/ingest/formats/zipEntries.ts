import { crc32, inflateRawSync } from 'node:zlib';
import { IngestFormatError } from '../records';

/**
 * The one way ingest reads a zip (a Screener .xlsx, a zipped bhavcopy, NSE's
 * PR zip), bounded so that a zip bomb costs the server no more than a plain
 * upload would (issue 28, F4; limits in api/src/ingest/formats/README.md, 'Zips'). The central
 * directory is read first and refused when it lists too many entries; an
 * entry is inflated only when a reader asks for it, only when its declared
 * size is within the limits, and never past that declared size: zlib stops
 * at `maxOutputLength`, so an entry that lies about its size is refused after
 * at most its declared size (plus one 16 kB chunk) of output.
 */

export interface ZipLimits {
  /** Entries the central directory may list, read or not. */
  entries: number;
  /** Inflated bytes of one entry read. */
  entryBytes: number;
  /** Inflated bytes of all the entries read from one file. */
  totalBytes: number;
  /** Inflated bytes per compressed byte of one entry, once it is larger than RATIO_FLOOR. */
  ratio: number;
}

export type ZipLimit = keyof ZipLimits | 'declaredSize';

const MIB = 1024 * 1024;
/** Below this an entry may compress as well as it likes (a small run of blanks). */
const RATIO_FLOOR = MIB;

/**
 * A Screener export is 100 kB–1 MB inflated in all and its Data Sheet tens of
 * kB; fast-xml-parser takes ~0.3 s per MiB here, so 2 MiB a part keeps the
 * worst parse well under a second. NSE's daily zips hold a few MB and a
 * bhavcopy CSV ≤ 3 MB: 32 MiB an entry, and 48 MiB a file, under the
 * 50 MB a plain upload may carry, so a zip never makes the server read more
 * than an unzipped file could. Real CSV and XML compress 5–30 times; deflate's
 * ceiling is ~1,000. No real export or PR zip lists more than ~50 entries.
 */
export const ZIP_LIMITS = {
  workbook: { entries: 1000, entryBytes: 2 * MIB, totalBytes: 4 * MIB, ratio: 100 },
  dataFiles: { entries: 1000, entryBytes: 32 * MIB, totalBytes: 48 * MIB, ratio: 100 },
} as const satisfies Record<string, ZipLimits>;

/** A zip refused as a possible bomb: code `zip_refused`, and which limit it passed. */
export class ZipRefusedError extends IngestFormatError {
  readonly code = 'zip_refused';
  constructor(
    file: string,
    readonly limit: ZipLimit,
    reason: string,
  ) {
    super({ file }, `${reason}; refused as a possible zip bomb`);
    this.name = 'ZipRefusedError';
  }
}

/** A zip that cannot be read (cut short, not a zip, a broken entry); `detail` says where. */
export class DamagedZipError extends IngestFormatError {
  constructor(
    file: string,
    readonly detail: string,
  ) {
    super({ file }, `not a readable zip archive (${detail})`);
    this.name = 'DamagedZipError';
  }
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  /** What the central directory says it inflates to; never trusted further than as a ceiling. */
  declaredSize: number;
  localOffset: number;
}

export interface ZipReader {
  /** Every file the zip lists, folders left out, in the central directory's order. */
  readonly entries: readonly ZipEntry[];
  /** The entry's inflated bytes, or a ZipRefusedError / DamagedZipError. */
  read(entry: ZipEntry): Uint8Array;
  /** The entry called `name`, or undefined. */
  find(name: string): ZipEntry | undefined;
}

/** Reads the zip's central directory; throws DamagedZipError or ZipRefusedError ('entries'). Inflates nothing. */
export function openZip(bytes: Uint8Array, file: string, limits: ZipLimits): ZipReader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = centralDirectory(view, bytes, file, limits).filter((entry) => !entry.name.endsWith('/'));
  let inflated = 0;
  return {
    entries,
    find: (name) => entries.find((entry) => entry.name === name),
    read(entry) {
      const content = inflate(view, bytes, file, entry, limits, limits.totalBytes - inflated);
      inflated += content.length;
      return content;
    },
  };
}

function centralDirectory(view: DataView, bytes: Uint8Array, file: string, limits: ZipLimits): ZipEntry[] {
  const end = endRecord(view);
  if (end < 0) throw new DamagedZipError(file, 'no end of central directory: the file is cut short or not a zip');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) throw new DamagedZipError(file, 'a ZIP64 archive, which no export needs');
  if (count > limits.entries) throw tooMany(file, count, limits);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== 0x02014b50)
      throw new DamagedZipError(file, `entry ${index + 1} of the central directory is damaged`);
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const rawName = bytes.subarray(at + 46, at + 46 + nameLength);
    // Bit 11: UTF-8 names; without it, old zips write single-byte names.
    const name = new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(rawName);
    entries.push({
      name,
      flags,
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** Where the end-of-central-directory record starts (it may be followed by a comment of up to 64 kB), or -1. */
function endRecord(view: DataView): number {
  for (let at = view.byteLength - 22; at >= 0 && at >= view.byteLength - 22 - 0xffff; at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) return at;
  }
  return -1;
}

function inflate(view: DataView, bytes: Uint8Array, file: string, entry: ZipEntry, limits: ZipLimits, budget: number): Uint8Array {
  refuseDeclared(file, entry, limits, budget);
  const data = entryData(view, bytes, file, entry);
  let content: Uint8Array;
  if (entry.method === 0) {
    content = data;
  } else {
    try {
      // Stops once the output passes the declared size, which the limits bound.
      content = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.declaredSize) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new ZipRefusedError(
          file,
          'declaredSize',
          `the zip's entry "${entry.name}" inflates to more than the ${size(entry.declaredSize)} its header declares`,
        );
      }
      throw new DamagedZipError(file, `${entry.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (content.length !== entry.declaredSize)
    throw new DamagedZipError(file, `${entry.name} holds ${content.length} bytes, not the ${entry.declaredSize} declared`);
  if (crc32(content) !== entry.crc) throw new DamagedZipError(file, `${entry.name} fails its CRC check`);
  return content;
}

/** Refusals decided by the declared size alone, before a byte is inflated. */
function refuseDeclared(file: string, entry: ZipEntry, limits: ZipLimits, budget: number): void {
  const { name, declaredSize, compressedSize } = entry;
  if (declaredSize > limits.entryBytes) {
    throw new ZipRefusedError(
      file,
      'entryBytes',
      `the zip's entry "${name}" would inflate to ${size(declaredSize)}, more than the ${size(limits.entryBytes)} one entry may hold here`,
    );
  }
  if (declaredSize > budget) {
    throw new ZipRefusedError(
      file,
      'totalBytes',
      `with "${name}" the zip's entries read would inflate to more than the ${size(limits.totalBytes)} one file may hold here`,
    );
  }
  if (declaredSize > RATIO_FLOOR && declaredSize > compressedSize * limits.ratio) {
    const times = Math.round(declaredSize / Math.max(1, compressedSize));
    throw new ZipRefusedError(
      file,
      'ratio',
      `the zip's entry "${name}" would inflate to ${count(times)} times its compressed size, past the limit of ${count(limits.ratio)} times`,
    );
  }
}

/** The entry's stored bytes, found through its local header (whose name and extra field may differ in length from the directory's). */
function entryData(view: DataView, bytes: Uint8Array, file: string, entry: ZipEntry): Uint8Array {
  const at = entry.localOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== 0x04034b50) throw new DamagedZipError(file, `${entry.name}: its local header is missing`);
  if (entry.flags & 0x1) throw new DamagedZipError(file, `${entry.name} is encrypted`);
  if (entry.method !== 0 && entry.method !== 8) throw new DamagedZipError(file, `${entry.name} uses compression method ${entry.method}, not stored or deflate`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new DamagedZipError(file, `${entry.name} is cut short`);
  return bytes.subarray(start, start + entry.compressedSize);
}

function tooMany(file: string, listed: number, limits: ZipLimits): ZipRefusedError {
  return new ZipRefusedError(file, 'entries', `the zip lists ${count(listed)} entries, more than the ${count(limits.entries)} read here`);
}

function count(value: number): string {
  return value.toLocaleString('en-GB');
}

/** 2097152 → '2 MiB', 1073741824 → '1 GiB', 1000 → '1,000 bytes'. */
function size(bytes: number): string {
  if (bytes >= 1024 * MIB) return `${Number((bytes / (1024 * MIB)).toFixed(1))} GiB`;
  if (bytes >= MIB) return `${Number((bytes / MIB).toFixed(1))} MiB`;
  return `${count(bytes)} bytes`;
}
