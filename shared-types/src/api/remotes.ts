import * as z from 'zod/mini';

/** The four federated remotes, by container name (a JavaScript identifier). */
export const REMOTE_NAMES = ['search', 'accessed_companies', 'upgrade_modal', 'company_details'] as const;
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
});
export type RemoteDescriptor = z.infer<typeof RemoteDescriptorSchema>;

/** GET /api/mf/remotes: the remote list for this environment. */
export const RemoteRegistrySchema = z.strictObject({
  environment: z.string().check(z.minLength(1)),
  remotes: z.array(RemoteDescriptorSchema).check(z.refine((list) => new Set(list.map((r) => r.name)).size === list.length, 'each remote may be listed once')),
});
export type RemoteRegistry = z.infer<typeof RemoteRegistrySchema>;
