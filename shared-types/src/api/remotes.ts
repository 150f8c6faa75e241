import * as z from 'zod/mini';
import manifest from '../../../remotes/remotes.json';

/**
 * One federated remote as remotes/remotes.json lists it: the single list every
 * script, config and module reads (docs/remote-versioning.md).
 */
export interface RemoteManifestEntry {
  /** Federation container name, a JavaScript identifier. */
  name: string;
  /** Workspace folder, relative to the repository root. */
  folder: string;
  /** The page component it exposes as `./<component>` from `src/<component>.tsx`. */
  component: string;
  /** What the person sees in the remote's loading and fallback text. */
  label: string;
  /** Port of its `webpack serve` in `npm run dev`. */
  devPort: number;
  /**
   * The address of the page the remote is, when it is a page of its own (the screener's `/screen`)
   * rather than a part of the research section; loaded only when that address is opened.
   */
  page?: string;
}

/** The federated remotes, in page order. */
export const REMOTES: readonly RemoteManifestEntry[] = manifest.remotes;

/** The remotes that make up the research section, in page order. */
export const SECTION_REMOTES: readonly RemoteManifestEntry[] = REMOTES.filter((remote) => remote.page === undefined);

/** Container names. JSON gives no literal types, so names are checked at run time (RemoteNameSchema). */
export const REMOTE_NAMES = REMOTES.map((remote) => remote.name) as [string, ...string[]];
export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

/**
 * Where the shell finds one remote at run time: its mf-manifest.json URL, either
 * absolute (a remote hosted on another origin) or a path on the shell's origin.
 */
export const RemoteDescriptorSchema = z.strictObject({
  name: RemoteNameSchema,
  entry: z.string().check(
    z.refine(
      (entry) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/\S*$/i.test(entry) || /^\/(?!\/)\S*$/.test(entry),
      'entry must be an http(s) URL or a path starting with /',
    ),
    z.refine((entry) => /\.json(\?\S*)?$/.test(entry), 'entry must point at an mf-manifest.json file'),
  ),
  version: z.optional(z.string()),
  /**
   * The shell-contract version (SHELL_CONTRACT_VERSION) the remote was built
   * against, read from its mf-manifest.json metaData. The shell refuses a
   * remote whose major differs from its own before loading any of its code.
   */
  contractVersion: z.optional(z.string().check(z.regex(/^\d+\.\d+\.\d+$/, 'contractVersion must be MAJOR.MINOR.PATCH'))),
});
export type RemoteDescriptor = z.infer<typeof RemoteDescriptorSchema>;

/** GET /api/mf/remotes: the remote list for this environment. */
export const RemoteRegistrySchema = z.strictObject({
  environment: z.string().check(z.minLength(1)),
  remotes: z.array(RemoteDescriptorSchema).check(z.refine((list) => new Set(list.map((r) => r.name)).size === list.length, 'each remote may be listed once')),
});
export type RemoteRegistry = z.infer<typeof RemoteRegistrySchema>;
