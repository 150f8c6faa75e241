/**
 * The faults a fake exchange can be told to show, per path (exact, with or
 * without its query, or a predicate on the path with its query), switchable
 * while it runs. A fault limited to `times` requests applies to the first
 * `times` requests it matches, then lets the rest through.
 */
export type PathMatch = string | ((path: string) => boolean);
/** Which of the fake's servers answered: NSE's archive, NSE's website (its API), BSE's API. */
export type FakeHost = 'archive' | 'api' | 'bse';

export type Fault =
  /** 403 with an Akamai-like Access Denied page, always: what NSE answers cloud networks. */
  | { kind: 'blockPage' }
  /** 200 text/html Access Denied page where a file was expected. */
  | { kind: 'htmlInsteadOfFile' }
  /** Waits this long before answering. */
  | { kind: 'slowMs'; ms: number }
  /** Promises the whole length, sends half, then drops the connection. */
  | { kind: 'cutShort' }
  /** Bytes that are no zip, served as the file. */
  | { kind: 'notAZip' }
  /** This status (429 with Retry-After, 503 …) with a small HTML page. */
  | { kind: 'status'; status: number; retryAfter?: number };

interface Switched {
  fault: Fault;
  match: PathMatch;
  host: FakeHost | undefined;
  /** Requests it still applies to; Infinity for always. */
  left: number;
}

export interface FaultSwitches {
  /** Default: every request to the website (home page and API). */
  blockPage(match?: PathMatch): void;
  htmlInsteadOfFile(match: PathMatch, times?: number): void;
  slowMs(match: PathMatch, ms: number, times?: number): void;
  cutShort(match: PathMatch, times?: number): void;
  notAZip(match: PathMatch, times?: number): void;
  /** 429 answers with Retry-After (default 1 second); other statuses with none unless given. */
  status(match: PathMatch, status: number, options?: { times?: number; retryAfter?: number }): void;
  /** Called before each request is answered (a test kills a child process at the Nth document). */
  onRequest: ((path: string, host: FakeHost) => void) | undefined;
  /** Switches every fault off and forgets the hook. */
  clear(): void;
  /** The faults that apply to this request, counting it against their `times`. */
  take(path: string, host: FakeHost): Fault[];
}

export function faultSwitches(): FaultSwitches {
  let switched: Switched[] = [];
  const add = (fault: Fault, match: PathMatch, times = Infinity, host?: FakeHost): void => {
    switched.push({ fault, match, host, left: times });
  };
  const matches = (match: PathMatch, path: string): boolean => (typeof match === 'function' ? match(path) : match === path || match === path.split('?')[0]);
  return {
    blockPage: (match) => add({ kind: 'blockPage' }, match ?? (() => true), Infinity, match === undefined ? 'api' : undefined),
    htmlInsteadOfFile: (match, times) => add({ kind: 'htmlInsteadOfFile' }, match, times),
    slowMs: (match, ms, times) => add({ kind: 'slowMs', ms }, match, times),
    cutShort: (match, times) => add({ kind: 'cutShort' }, match, times),
    notAZip: (match, times) => add({ kind: 'notAZip' }, match, times),
    status: (match, status, options = {}) =>
      add({ kind: 'status', status, retryAfter: options.retryAfter ?? (status === 429 ? 1 : undefined) }, match, options.times),
    onRequest: undefined,
    clear() {
      switched = [];
      this.onRequest = undefined;
    },
    take(path, host) {
      const applying = switched.filter((one) => one.left > 0 && (one.host === undefined || one.host === host) && matches(one.match, path));
      for (const one of applying) one.left -= 1;
      return applying.map((one) => one.fault);
    },
  };
}
