import { research, send, signIn, summaryAnswer, upgrade, type Company } from './client';
import { type Recorder } from './loadDriver';

export interface ScenarioOptions {
  /** The instances' base URLs; every request goes to the next one (round-robin from the client). */
  targets: readonly string[];
  users: number;
  /** Share of the users who sign in; the others are visitors. */
  signedInShare: number;
  /** One in this many signed-in users upgrades when the free limit refuses them. */
  upgradeOneIn: number;
  companies: readonly Company[];
  /** Unique per phase, so each phase's users start with empty quotas. */
  emailPrefix: string;
  until: number;
}

const GZIP = { 'accept-encoding': 'gzip' };

/** Runs every simulated user until `until`; the recorder gets every request. */
export async function runScenario(options: ScenarioOptions, recorder: Recorder): Promise<void> {
  let turn = 0;
  const next = (): string => options.targets[turn++ % options.targets.length]!;
  const signedIn = Math.round(options.users * options.signedInShare);
  await Promise.all(Array.from({ length: options.users }, (_, i) => (i < signedIn ? investor(i, options, recorder, next) : visitor(options, recorder, next))));
}

/** The landing page, then the stock list as a browser asks for it: in full once, then revalidated (304). */
async function visitor(options: ScenarioOptions, recorder: Recorder, next: () => string): Promise<void> {
  let etag: string | undefined;
  while (Date.now() < options.until) {
    await recorder.request('landing /', [200], () => send(next(), 'GET', '/', { headers: GZIP }));
    if (etag === undefined) {
      const full = await recorder.request('stocks (full)', [200], () => send(next(), 'GET', '/api/stocks', { headers: GZIP }));
      etag = full?.headers.etag;
    } else {
      const tag = etag;
      await recorder.request('stocks (304)', [304], () => send(next(), 'GET', '/api/stocks', { headers: { ...GZIP, 'if-none-match': tag } }));
    }
  }
}

/**
 * Signs in (own session), then alternates the access summary and a research:
 * a new company each time. Free users are refused (403) past the limit; one in
 * `upgradeOneIn` then upgrades through the test gateway and keeps researching new
 * companies, the others re-open the ones they have.
 */
async function investor(index: number, options: ScenarioOptions, recorder: Recorder, next: () => string): Promise<void> {
  const target = next();
  const me = await recorder.step('sign-in (3 requests)', () => signIn(target, `${options.emailPrefix}-${index}@bench.test`, `Bench Investor ${index}`));
  if (!me) return;
  const owned: Company[] = [];
  const upgrader = index % options.upgradeOneIn === 0;
  let premium = false;
  let limited = false;
  let step = index * 37; // each user walks the list from its own place
  while (Date.now() < options.until) {
    await recorder.request('access summary', [200], () => summaryAnswer(next(), me));
    const wantNew = premium || !limited || owned.length === 0;
    const company = wantNew ? options.companies[step++ % options.companies.length]! : owned[step++ % owned.length]!;
    const answer = await recorder.request(wantNew ? 'research (new)' : 'research (again)', wantNew ? [200, 403] : [200], () => research(next(), me, company));
    if (answer?.status === 200 && wantNew) owned.push(company);
    if (answer?.status !== 403) continue;
    recorder.tally(premium ? 'research refused AFTER an upgrade (must be 0)' : 'research refused at the free limit (403)');
    if (upgrader && !premium) premium = (await recorder.request('upgrade (test gateway)', [200], () => upgrade(next(), me)))?.status === 200;
    else limited = true;
  }
}
