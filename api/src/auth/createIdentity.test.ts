import { rmSync } from 'node:fs';
import { createTempDir, capturingLogger, testConfig, type TempDir } from '../testing/fixtures';
import { createIdentity } from './createIdentity';
import { localKeyFile } from './localIssuer';

let dir: TempDir;
beforeEach(() => {
  dir = createTempDir();
});
afterEach(() => dir.remove());

const WARN = 40;
const missingKeyWarnings = (lines: Array<{ level: number; msg: string }>) => lines.filter((l) => l.level === WARN && l.msg.includes('was missing'));

describe('the local sign-in key', () => {
  const auth = () => testConfig(dir.root).auth;

  it('is made quietly on a first start', async () => {
    const { logger, lines } = capturingLogger();
    await createIdentity(auth(), dir.root, logger, { dataFolderIsNew: true });
    expect(missingKeyWarnings(lines())).toEqual([]);
  });

  it('is remade with a warning naming the file when it went missing from a folder that held a database', async () => {
    await createIdentity(auth(), dir.root, capturingLogger().logger, { dataFolderIsNew: true });
    rmSync(localKeyFile(dir.root));
    const { logger, lines } = capturingLogger();
    await createIdentity(auth(), dir.root, logger, { dataFolderIsNew: false });
    const warnings = missingKeyWarnings(lines());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain(localKeyFile(dir.root));
    expect(warnings[0]!.msg).toContain('sessions already open stay signed in');
  });

  it('is reused without a warning on a later start', async () => {
    await createIdentity(auth(), dir.root, capturingLogger().logger, { dataFolderIsNew: true });
    const { logger, lines } = capturingLogger();
    await createIdentity(auth(), dir.root, logger, { dataFolderIsNew: false });
    expect(missingKeyWarnings(lines())).toEqual([]);
  });
});
