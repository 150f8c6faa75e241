import { randomInt } from 'node:crypto';
import { type Kysely } from 'kysely';
import { SUPPORT_REFERENCE_ALPHABET, type SupportRequest, type SupportResponse } from 'shared-types/api';
import { readQuota } from '../db/companyAccessRepository';
import { type Database } from '../db/schema';
import { insertSupportMessage, isReferenceTaken, recordForward } from '../db/supportRepository';
import { DomainError } from '../errors/domainError';
import { type Logger } from '../logger';
import { type Mailer } from '../mail/mailer';
import { recordAudit, type RequestOrigin } from './audit';
import { isPremium } from './companyAccess';
import { type StockListService } from './stockList';
import { supportForward } from './supportForward';

/** Priority support (docs/support.md): a message is stored, acknowledged with a reference and forwarded to the operator. */

export interface SupportDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** SUPPORT_EMAIL: where forwards go; undefined keeps messages in the database only. */
  supportEmail: string | undefined;
  stockList: Pick<StockListService, 'get'>;
  logger?: Logger | undefined;
  /** Draws a reference (tests force collisions). */
  drawReference?: () => string;
  /** How long the answer waits for the forward; a slower one goes on and is recorded when it ends. */
  forwardWaitMs?: number;
}

/** The signed-in sender, as the session says; never the body. */
export interface SupportSender {
  userId: string;
  email: string;
  fullName: string | null;
}

const REFERENCE_TRIES = 5;
const FORWARD_WAIT_MS = 8_000;

export function drawSupportReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += SUPPORT_REFERENCE_ALPHABET[randomInt(SUPPORT_REFERENCE_ALPHABET.length)];
  return `SUP-${code}`;
}

/** 400 `invalid_support_message`, naming the field the browser ties the message to. */
export function invalidSupportMessage(field: string | null, message: string): DomainError {
  return new DomainError('invalid', 'invalid_support_message', message, { details: { field } });
}

export async function submitSupportMessage(
  deps: SupportDeps,
  input: { sender: SupportSender | null; request: SupportRequest; origin: RequestOrigin; now: Date },
): Promise<SupportResponse> {
  const { sender, request } = input;
  const from = replyAddress(sender, request);
  const company = await resolveCompany(deps, request.company);
  const quota = sender === null ? undefined : await readQuota(deps.db, sender.userId);
  const priority = isPremium(quota?.premiumUntil ?? null, input.now);
  const row = {
    user_id: sender?.userId ?? null,
    email: from.email,
    name: from.name,
    topic: request.topic,
    message: request.message,
    company_id: company?.id ?? null,
    priority,
    created_at: input.now,
  };
  const stored = await storeWithFreshReference(deps, row, input.origin);
  const forwarded = await forwardBriefly(deps, { ...row, ...stored, company_name: company?.name ?? null });
  return { reference: stored.reference, priority, forwarded, reply_to: from.email };
}

function replyAddress(sender: SupportSender | null, request: SupportRequest): { email: string; name: string | null } {
  if (sender !== null) {
    for (const field of ['email', 'name'] as const) {
      if (request[field] !== undefined) {
        throw invalidSupportMessage(field, `${field}: signed in, we reply to your account's e-mail (${sender.email}); leave ${field} out.`);
      }
    }
    return { email: sender.email, name: sender.fullName };
  }
  if (request.email === undefined) throw invalidSupportMessage('email', 'email is required: give an e-mail address so we can reply.');
  return { email: request.email.toLowerCase(), name: request.name === undefined || request.name === '' ? null : request.name };
}

async function resolveCompany(deps: SupportDeps, text: string | undefined): Promise<{ id: string; name: string } | undefined> {
  if (text === undefined || text === '') return undefined;
  const list = await deps.stockList.get();
  const found = list.find({ companyId: text, name: text }) ?? list.find({ name: text });
  if (found === undefined) {
    throw invalidSupportMessage('company', 'company: no company in the list has that name or NSE symbol; pick one from the list or leave it empty.');
  }
  return { id: found.id, name: found.name };
}

/** The row and its audit event in one transaction; a reference another message already has is drawn again. */
async function storeWithFreshReference(
  deps: SupportDeps,
  row: Omit<Parameters<typeof insertSupportMessage>[1], 'reference'>,
  origin: RequestOrigin,
): Promise<{ id: string; reference: string }> {
  const draw = deps.drawReference ?? drawSupportReference;
  for (let attempt = 1; ; attempt++) {
    const reference = draw();
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const stored = await insertSupportMessage(trx, { ...row, reference });
        await recordAudit(trx, {
          action: 'support.message',
          userId: row.user_id ?? null,
          target: `support:${reference}`,
          outcome: 'success',
          reason: row.priority ? 'priority' : null,
          origin,
        });
        return stored;
      });
    } catch (error) {
      if (!isReferenceTaken(error) || attempt >= REFERENCE_TRIES) throw error;
    }
  }
}

/**
 * Forwards the stored message; resolves true once the SMTP server accepted it
 * within the wait. Never rejects: a failure is logged and kept on the row, and
 * a slow forward goes on after the answer and records its outcome then.
 */
async function forwardBriefly(deps: SupportDeps, message: Parameters<typeof supportForward>[0] & { id: string }): Promise<boolean> {
  if (!deps.mailer.enabled || deps.supportEmail === undefined) return false;
  const to = deps.supportEmail;
  const forward = deps.mailer.send({ ...supportForward(message), to }).then(
    () => recordForward(deps.db, message.id, { forwardedAt: new Date() }).then(() => true),
    async (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      deps.logger?.warn({ reference: message.reference, reason }, `Support message ${message.reference} was stored but could not be forwarded by e-mail`);
      await recordForward(deps.db, message.id, { error: reason });
      return false;
    },
  );
  const settled = forward.catch((error: unknown) => {
    deps.logger?.warn({ err: error, reference: message.reference }, 'Could not record how a support forward ended');
    return false;
  });
  let timer: NodeJS.Timeout | undefined;
  const wait = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), deps.forwardWaitMs ?? FORWARD_WAIT_MS);
  });
  try {
    return await Promise.race([settled, wait]);
  } finally {
    clearTimeout(timer);
  }
}
