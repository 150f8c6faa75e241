import { DomainError, type RefusalKind } from '../../errors/domainError';

/** A screener refusal whose body carries `code` too, as the screen route's 400s do (docs/screener.md). */
export function screenerRefusal(kind: RefusalKind, code: string, message: string, details: Record<string, unknown> = {}): DomainError {
  return new DomainError(kind, code, message, { details: { code, ...details } });
}
