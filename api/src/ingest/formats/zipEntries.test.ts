import { zipSync } from 'fflate';
import { deflatedEntry, inflatingEntry, rawZip, type RawZipEntry } from '../testing/zipBombs';
import { DamagedZipError, openZip, ZipRefusedError, ZIP_LIMITS, type ZipLimits } from './zipEntries';

const FILE = 'upload.zip';
const small: ZipLimits = { entries: 3, entryBytes: 2000, totalBytes: 3000, ratio: 100 };
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function readAll(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS.dataFiles): Record<string, string> {
  const zip = openZip(bytes, FILE, limits);
  return Object.fromEntries(zip.entries.map((entry) => [entry.name, text(zip.read(entry))]));
}

function errorOf(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  throw new Error('expected the read to fail');
}

describe('openZip', () => {
  it('reads what fflate writes, stored or deflated, leaving folders out', () => {
    const zip = zipSync({
      'a.csv': [new TextEncoder().encode('x,y\n1,2\n'), { level: 0 }],
      'dir/': new Uint8Array(),
      'dir/b.txt': new TextEncoder().encode('hello '.repeat(50)),
    });
    expect(readAll(zip)).toEqual({ 'a.csv': 'x,y\n1,2\n', 'dir/b.txt': 'hello '.repeat(50) });
  });

  it('reads names without the UTF-8 flag as single bytes, as old zip tools write them', () => {
    const bytes = rawZip([deflatedEntry('caf\u00e9.csv', 'x')]);
    bytes[7] = 0; // the local header's flags (0x0800, little-endian)
    bytes[bytes.length - 22 - 46 - new TextEncoder().encode('café.csv').length + 9] = 0; // the central directory's
    const name = openZip(bytes, FILE, small).entries.map((entry) => entry.name);
    expect(name).toEqual(['cafÃ©.csv']);
  });

  it.each<[string, Partial<ZipLimits>, RawZipEntry[]]>([
    ['entries', {}, ['a', 'b', 'c', 'd'].map((name) => deflatedEntry(name, 'x'))],
    ['entryBytes', {}, [deflatedEntry('big.csv', 'y'.repeat(2001))]],
    ['totalBytes', {}, [deflatedEntry('a.csv', 'z'.repeat(1600)), deflatedEntry('b.csv', 'z'.repeat(1600))]],
    ['ratio', { entryBytes: 4 * 1024 * 1024, totalBytes: 4 * 1024 * 1024 }, [inflatingEntry('zeros.csv', { mebibytes: 2 })]],
    ['declaredSize', {}, [inflatingEntry('liar.csv', { mebibytes: 64, declaredSize: 10 })]],
  ])('refuses past the %s limit with the coded error', (limit, overrides, entries) => {
    const error = errorOf(() => readAll(rawZip(entries), { ...small, ...overrides }));
    expect(error).toBeInstanceOf(ZipRefusedError);
    expect(error).toMatchObject({ code: 'zip_refused', limit, location: { file: FILE } });
    expect((error as Error).message).toMatch(/; refused as a possible zip bomb$/);
  });

  it('lets a small entry compress as well as it likes: the ratio counts from 1 MiB', () => {
    expect(readAll(rawZip([deflatedEntry('blank.csv', ' '.repeat(1900))]), small)['blank.csv']).toHaveLength(1900);
  });

  it.each<[string, () => Uint8Array, RegExp]>([
    ['cut short', () => rawZip([deflatedEntry('a.csv', 'x')]).slice(0, 40), /no end of central directory/],
    ['not a deflate stream', () => rawZip([{ ...deflatedEntry('a.csv', 'x'), data: Uint8Array.of(0xff, 0xff) }]), /a\.csv: /],
    ['a wrong CRC', () => rawZip([{ ...deflatedEntry('a.csv', 'hello'), crc: 1 }]), /a\.csv fails its CRC check/],
    ['a size that overstates', () => rawZip([{ ...deflatedEntry('a.csv', 'hello'), size: 50 }]), /a\.csv holds 5 bytes, not the 50 declared/],
    ['an unknown method', () => rawZip([{ ...deflatedEntry('a.csv', 'x'), method: 12 as 8 }]), /compression method 12/],
  ])('calls a zip %s damaged', (_case, bytes, detail) => {
    const error = errorOf(() => readAll(bytes()));
    expect(error).toBeInstanceOf(DamagedZipError);
    expect((error as DamagedZipError).detail).toMatch(detail);
    expect((error as Error).message).toMatch(/^upload\.zip: not a readable zip archive \(/);
  });

  it('inflates nothing until an entry is read, and only that entry', () => {
    const zip = openZip(rawZip([deflatedEntry('a.csv', 'wanted'), { ...deflatedEntry('b.csv', 'x'), data: Uint8Array.of(0xff) }]), FILE, small);
    expect(zip.entries.map((entry) => [entry.name, entry.declaredSize])).toEqual([
      ['a.csv', 6],
      ['b.csv', 1],
    ]);
    expect(text(zip.read(zip.find('a.csv')!))).toBe('wanted');
  });
});
