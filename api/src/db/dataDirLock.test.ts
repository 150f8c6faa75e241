import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createTempDir, type TempDir } from '../testing/fixtures';
import { dataDirOwner, DataDirLockedError, lockDataDir } from './dataDirLock';

let dir: TempDir;
beforeEach(() => {
  dir = createTempDir('conviction-lock-');
});
afterEach(() => dir.remove());

const lockFile = () => path.join(dir.root, 'pglite.lock');

/** Field 22 of /proc/<pid>/stat, read independently of the code under test. */
function startTimeOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

/** A contender process (testing/lockContender.ts) and the lines it answers with. */
interface Contender {
  child: ChildProcess;
  send(line: string): Promise<string>;
}

function startContender(): Promise<Contender> {
  // tsx as a loader, not its CLI: the contender must be the very process that was spawned.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'testing', 'lockContender.ts')], {
    cwd: __dirname,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: Array<(line: string) => void> = [];
  createInterface({ input: child.stdout! }).on('line', (line) => waiting.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  const ready = nextLine();
  const send = (line: string) => {
    const answer = nextLine();
    child.stdin!.write(`${line}\n`);
    return answer;
  };
  return ready.then(() => ({ child, send }));
}

describe('lockDataDir', () => {
  it('writes our pid and start time, refuses a second lock in this process, and removes the file on release', () => {
    const release = lockDataDir(dir.root);
    expect(readFileSync(lockFile(), 'utf8')).toMatch(new RegExp(`^${process.pid} ${startTimeOf(process.pid)} [0-9a-f-]{36}$`));
    expect(() => lockDataDir(dir.root)).toThrow(DataDirLockedError);
    release();
    release(); // harmless twice
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dir.root)();
  });

  it('refuses a folder another running process holds', () => {
    writeFileSync(lockFile(), String(process.ppid)); // jest's parent process: alive
    expect(() => lockDataDir(dir.root)).toThrow(`in use by another process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeFileSync(lockFile(), '4194305'); // above Linux's largest pid
    const release = lockDataDir(dir.root);
    expect(readFileSync(lockFile(), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
  });

  it('refuses a live holder whose start time matches', () => {
    writeFileSync(lockFile(), `${process.ppid} ${startTimeOf(process.ppid)} 3f1c`);
    expect(() => lockDataDir(dir.root)).toThrow(`in use by another process (pid ${process.ppid})`);
  });

  it('takes over the lock of a holder that died when its pid now belongs to another process', async () => {
    const holder = await startContender();
    expect(await holder.send(`take ${dir.root}`)).toBe('won');
    holder.child.kill('SIGKILL');
    await new Promise((resolve) => holder.child.once('exit', resolve));
    // The system gives the dead holder's pid to another process: jest's parent stands for it.
    const left = readFileSync(lockFile(), 'utf8');
    writeFileSync(lockFile(), left.replace(String(holder.child.pid), String(process.ppid)));
    const release = lockDataDir(dir.root);
    expect(readFileSync(lockFile(), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
    expect(readdirSync(dir.root)).toEqual([]); // no claim or temporary file left behind
  }, 60_000);

  it('leaves a lock that is no longer its own in place on release', () => {
    const release = lockDataDir(dir.root);
    writeFileSync(lockFile(), `${process.ppid} - 9d2e`);
    release();
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.ppid} - 9d2e`);
  });
});

describe('dataDirOwner', () => {
  it('names a live holder, ignores a missing or stale lock, and never takes the lock itself', () => {
    expect(dataDirOwner(dir.root)).toBeUndefined();
    writeFileSync(lockFile(), '4194305');
    expect(dataDirOwner(dir.root)).toBeUndefined();
    writeFileSync(lockFile(), String(process.ppid));
    expect(dataDirOwner(dir.root)).toBe(process.ppid);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
    writeFileSync(lockFile(), `${process.ppid} 1 3f1c`); // that pid, but a process started at another time
    expect(dataDirOwner(dir.root)).toBeUndefined();
  });
});

describe('several processes taking over one stale lock at once', () => {
  const ROUNDS = 100;
  const PROCESSES = 4;
  let contenders: Contender[];
  beforeAll(async () => {
    contenders = await Promise.all(Array.from({ length: PROCESSES }, startContender));
  }, 60_000);
  afterAll(() => {
    for (const { child } of contenders) child.kill();
  });

  it('lets exactly one of them have the folder, every round', async () => {
    const winnersPerRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      writeFileSync(lockFile(), '4194305'); // left by a process that died
      const answers = await Promise.all(contenders.map((contender) => contender.send(`take ${dir.root}`)));
      winnersPerRound.push(answers.filter((answer) => answer === 'won').length);
      await Promise.all(contenders.map((contender, index) => (answers[index] === 'won' ? contender.send('release') : undefined)));
    }
    process.stdout.write(`Stale-lock takeover, ${PROCESSES} processes: winners per round ${winnersPerRound.join(' ')}\n`);
    expect(winnersPerRound).toEqual(Array(ROUNDS).fill(1));
  }, 120_000);
});
