import { useState } from 'react';
import { saveFile } from './saveFile';

/** How a download ended: saved, refused for a plan (the server's code and message), or failed. */
export type AttachmentOutcome =
  | { kind: 'saved'; fileName: string }
  | { kind: 'refused'; status: number; code: string | null; message: string | null }
  | { kind: 'failed' };

/** The name in `Content-Disposition: attachment; filename="…"`, or null. */
export function attachmentName(header: string | null): string | null {
  const match = /filename="([^"]+)"/.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Fetches a file the server builds (with the session cookie) and saves it under the
 * server's name. A refusal comes back with its status and the JSON body's `error` and
 * `message`, for the caller to decide on the code (never on the prose).
 */
export async function downloadAttachment(url: string, fallbackName: string): Promise<AttachmentOutcome> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    return { kind: 'failed' };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return { kind: 'refused', status: response.status, code: text(body?.error), message: text(body?.message) };
  }
  const fileName = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveFile(await response.blob(), fileName);
  return { kind: 'saved', fileName };
}

/**
 * A download button's behaviour: busy while it runs, `failed` after one that
 * neither saved nor was refused for the plan; `onRefused` hears a refusal
 * (a premium feature's 403 opens the upgrade dialog there).
 */
export function useAttachmentDownload(onRefused: (refusal: Extract<AttachmentOutcome, { kind: 'refused' }>) => boolean) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function download(url: string, fallbackName: string): Promise<void> {
    setState('busy');
    const outcome = await downloadAttachment(url, fallbackName);
    const handled = outcome.kind === 'saved' || (outcome.kind === 'refused' && onRefused(outcome));
    setState(handled ? 'idle' : 'failed');
  }
  return { busy: state === 'busy', failed: state === 'failed', download };
}
