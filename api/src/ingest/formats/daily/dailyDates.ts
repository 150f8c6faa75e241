import { IngestFormatError, type IsoDate } from '../../records';

/** What is known of a file's day before its rows are read: its name's date and --trade-date. */
export interface DayHints {
  fromName: IsoDate | null;
  given?: IsoDate;
}

/** One place that says which day a file is for, named for the error when two disagree. */
export interface DatedBy {
  date: IsoDate;
  /** 'the file name', '--trade-date', "its 'Effective for' line (line 2)". */
  by: string;
}

/**
 * The day every source agrees on (the name, --trade-date, the file's own date),
 * null when none gives one. Two that disagree are an error: a renamed file or a
 * wrong --trade-date would otherwise date a whole file's rows wrongly.
 */
export function agreedDay(file: string, hints: DayHints, inFile: DatedBy | null): IsoDate | null {
  const sources = [
    hints.fromName === null ? null : { date: hints.fromName, by: 'the file name' },
    hints.given === undefined ? null : { date: hints.given, by: '--trade-date' },
    inFile,
  ].filter((source): source is DatedBy => source !== null);
  const [first, ...others] = sources;
  const disagreeing = others.find((other) => other.date !== first?.date);
  if (first && disagreeing) {
    throw new IngestFormatError({ file }, `${first.by} says the day is ${first.date}, but ${disagreeing.by} says ${disagreeing.date}; one of them is wrong`);
  }
  return first?.date ?? null;
}

/** agreedDay, for a file that cannot be read without knowing its day. */
export function requiredDay(file: string, hints: DayHints, inFile: DatedBy | null, example: string): IsoDate {
  const day = agreedDay(file, hints, inFile);
  if (day === null) {
    throw new IngestFormatError({ file }, `cannot tell which day this file is for: its name has no date (as in ${example}) and no --trade-date was given`);
  }
  return day;
}
