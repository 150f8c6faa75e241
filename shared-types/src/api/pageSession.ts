import * as z from 'zod/mini';

/**
 * The session as the server saw it when it served the shell's page: put into
 * index.html as a JSON data block (never executed), so the page starts signed
 * in or signed out without a round trip (docs/performance.md, "Pre-rendered landing").
 * Absent when the page came from somewhere that cannot know (a CDN, the dev server).
 */
export const PageSessionSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('signedIn'),
    user: z.object({ user_id: z.string(), email: z.string(), full_name: z.nullable(z.string()), picture: z.nullable(z.string()) }),
  }),
  z.object({ status: z.literal('signedOut') }),
]);
export type PageSession = z.infer<typeof PageSessionSchema>;

/** The id of the <script type="application/json"> element that carries it. */
export const PAGE_SESSION_ELEMENT_ID = 'conviction-page-session';
