import { IngestFormatError } from '../records';

/** Runs a parse that should fail and returns its IngestFormatError (anything else fails the test). */
export function formatErrorOf(parse: () => unknown): IngestFormatError {
  try {
    parse();
  } catch (error) {
    if (error instanceof IngestFormatError) return error;
    throw new Error(`expected an IngestFormatError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected an IngestFormatError, but the parse succeeded');
}

/** The same for parsers that return a promise (the Screener workbook). */
export async function asyncFormatErrorOf(parse: () => Promise<unknown>): Promise<IngestFormatError> {
  try {
    await parse();
  } catch (error) {
    if (error instanceof IngestFormatError) return error;
    throw new Error(`expected an IngestFormatError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected an IngestFormatError, but the parse succeeded');
}
