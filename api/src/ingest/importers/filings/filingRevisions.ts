/**
 * A company files the same period again (a revision): every document is
 * kept, and the latest is the current one. Latest first by the upload day in
 * NSE's document name, which a re-broadcast of an old document does not move
 * (NSE re-broadcast HDFC Bank's March 2021 results in April 2022); then by the
 * broadcast time, to the minute when the file's name carries it, else the day;
 * on the same day with nothing to tell them apart, the one imported last wins,
 * as a re-download of the newer document would.
 */

export interface ReportFiling {
  id: number;
  /** 'YYYY-MM-DDTHH:MM' or 'YYYY-MM-DD'; null when nothing dates it. */
  filedAt: string | null;
  /** The upload day in NSE's document name; null when the name has none. */
  uploadedOn?: string | null;
}

/** Positive when `a` was filed after `b`. */
export function compareFiled(a: ReportFiling, b: ReportFiling): number {
  if (a.uploadedOn != null && b.uploadedOn != null && a.uploadedOn !== b.uploadedOn) return a.uploadedOn < b.uploadedOn ? -1 : 1;
  const dayA = a.filedAt?.slice(0, 10) ?? '';
  const dayB = b.filedAt?.slice(0, 10) ?? '';
  if (dayA !== dayB) return dayA < dayB ? -1 : 1;
  const minuteA = a.filedAt?.slice(11) ?? '';
  const minuteB = b.filedAt?.slice(11) ?? '';
  if (minuteA !== '' && minuteB !== '' && minuteA !== minuteB) return minuteA < minuteB ? -1 : 1;
  return a.id - b.id;
}

/** The current filing of one report and the ones it replaces. */
export function currentOf<Filing extends ReportFiling>(filings: readonly Filing[]): { current: Filing; replaced: Filing[] } {
  const ordered = [...filings].sort(compareFiled);
  const current = ordered.at(-1);
  if (current === undefined) throw new Error('currentOf needs at least one filing');
  return { current, replaced: ordered.slice(0, -1) };
}
