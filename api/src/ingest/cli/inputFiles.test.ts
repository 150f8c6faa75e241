import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expandInputs } from './inputFiles';

describe('expandInputs', () => {
  let cwd: string;

  /** Writes empty files at these paths below the working folder, making their folders. */
  const files = async (...relatives: string[]): Promise<void> => {
    for (const relative of relatives) {
      await mkdir(path.dirname(path.join(cwd, relative)), { recursive: true });
      await writeFile(path.join(cwd, relative), '');
    }
  };

  beforeEach(async () => {
    cwd = await mkdtemp(path.join(tmpdir(), 'conviction-inputs-'));
  });
  afterEach(() => rm(cwd, { recursive: true, force: true }));

  it('gives filings every .xml document under a folder, nested folders included, in name order, naming the files it passes over', async () => {
    await files('xbrl/tcs/INDAS_2.xml', 'xbrl/tcs/INDAS_1.XML', 'xbrl/infy/deep/SHP_1.xml', 'xbrl/infy/notes.txt', 'xbrl/README.md', 'xbrl/A_first.xml');

    const expanded = await expandInputs(cwd, ['xbrl'], 'filings');

    expect(expanded.files).toEqual([
      { path: path.join(cwd, 'xbrl', 'A_first.xml'), name: path.join('xbrl', 'A_first.xml') },
      { path: path.join(cwd, 'xbrl', 'infy', 'deep', 'SHP_1.xml'), name: path.join('xbrl', 'infy', 'deep', 'SHP_1.xml') },
      { path: path.join(cwd, 'xbrl', 'tcs', 'INDAS_1.XML'), name: path.join('xbrl', 'tcs', 'INDAS_1.XML') },
      { path: path.join(cwd, 'xbrl', 'tcs', 'INDAS_2.xml'), name: path.join('xbrl', 'tcs', 'INDAS_2.xml') },
    ]);
    expect(expanded.passedOver).toEqual([
      `${path.join('xbrl', 'infy', 'notes.txt')}: not an .xml document`,
      `${path.join('xbrl', 'README.md')}: not an .xml document`,
    ]);
  });

  it("gives daily only the folder's own files, whatever their kind (the parser passes over the ones it does not read), not its subfolders'", async () => {
    await files(
      'nse-daily/pd16122025.csv',
      'nse-daily/bc16122025.csv',
      'nse-daily/readme.txt',
      'nse-daily/CM_52_wk_High_low_16122025.csv',
      'nse-daily/older/pd15122025.csv',
    );

    const expanded = await expandInputs(cwd, ['nse-daily'], 'daily');

    expect(expanded.files.map((file) => file.name)).toEqual(
      ['bc16122025.csv', 'CM_52_wk_High_low_16122025.csv', 'pd16122025.csv', 'readme.txt'].map((name) => path.join('nse-daily', name)),
    );
    expect(expanded.files[0]).toEqual({ path: path.join(cwd, 'nse-daily', 'bc16122025.csv'), name: path.join('nse-daily', 'bc16122025.csv') });
    expect(expanded.passedOver).toEqual([]);
  });

  it('gives a file as it is, named by its base name, for every command', async () => {
    await files('downloads/PR161225.zip', 'downloads/INDAS_1.xml');

    expect(await expandInputs(cwd, ['downloads/PR161225.zip'], 'daily')).toEqual({
      files: [{ path: 'downloads/PR161225.zip', name: 'PR161225.zip' }],
      passedOver: [],
    });
    expect(await expandInputs(cwd, ['downloads/INDAS_1.xml'], 'filings')).toEqual({
      files: [{ path: 'downloads/INDAS_1.xml', name: 'INDAS_1.xml' }],
      passedOver: [],
    });
  });

  it.each(['nse-list', 'bse-list', 'screener', 'prices', 'guidance'] as const)(
    'gives %s a folder as given (reading it fails later, as a folder)',
    async (command) => {
      await files('lists/EQUITY_L.csv');

      expect(await expandInputs(cwd, ['lists'], command)).toEqual({ files: [{ path: 'lists', name: 'lists' }], passedOver: [] });
    },
  );

  it('keeps the order of the arguments, each folder in name order, and passes a missing path on as a file', async () => {
    await files('b-day/pd17122025.csv', 'b-day/mcap17122025.csv', 'a-day/pd16122025.csv');

    const expanded = await expandInputs(cwd, ['b-day', 'missing.csv', 'a-day'], 'daily');

    expect(expanded.files.map((file) => file.name)).toEqual([
      path.join('b-day', 'mcap17122025.csv'),
      path.join('b-day', 'pd17122025.csv'),
      'missing.csv',
      path.join('a-day', 'pd16122025.csv'),
    ]);
  });

  it('reads a folder given by an absolute path, and names its files below its own name', async () => {
    await files('abs/mcap16122025.csv');

    const expanded = await expandInputs('/', [path.join(cwd, 'abs')], 'daily');

    expect(expanded.files).toEqual([{ path: path.join(cwd, 'abs', 'mcap16122025.csv'), name: path.join('abs', 'mcap16122025.csv') }]);
  });
});
