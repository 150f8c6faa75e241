import { IngestFormatError, type SourceLocation } from '../records';

/**
 * A row the importer cannot take although it parsed (an unknown company, an
 * ambiguous name, a value the database would refuse). Same message shape as a
 * parser's error ("file, line 7: reason"), and it stops the file the same way.
 */
export class ImportRowError extends IngestFormatError {
  constructor(location: SourceLocation, reason: string) {
    super(location, reason);
    this.name = 'ImportRowError';
  }
}

/** Why a file was not imported; nothing from it was written. */
export class ImportFailedError extends Error {
  override readonly name = 'ImportFailedError';
  /** A bad file's code ('invalid_file', or its own, such as a zip bomb's 'zip_refused'); else 'import_failed'. */
  readonly code: string;
  constructor(
    readonly file: string,
    message: string,
    options?: { cause?: unknown; code?: string },
  ) {
    super(message, options);
    this.code = options?.code ?? formatErrorCode(options?.cause) ?? 'import_failed';
  }
}

function formatErrorCode(cause: unknown): string | undefined {
  if (!(cause instanceof IngestFormatError)) return undefined;
  const own = (cause as { code?: unknown }).code;
  return typeof own === 'string' ? own : 'invalid_file';
}

/**
 * The one-line reason for a failed file: a parser's or importer's own message
 * names the file and line already; anything else (a database error) is prefixed
 * with the file.
 */
export function describeImportFailure(file: string, error: unknown): string {
  if (error instanceof IngestFormatError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `${file}: ${message}`;
}
