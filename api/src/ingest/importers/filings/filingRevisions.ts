/**
 * A company files the same period again (a revision): every document is
 * kept, and the latest is the current one. Latest by one key per filing, so
 * the order is the same however the filings are listed: first the upload day
 * in NSE's document name, which a re-broadcast of an old document does not
 * move (NSE re-broadcast HDFC Bank's March 2021 results in April 2022), else
 * the broadcast day; then the broadcast time to the minute when the file's
 * name carries it (a filing known only to the day counts as earlier that
 * day); then the one imported last, as a re-download of the newer document would be.
 */

export interface ReportFiling {
  id: number;
  /** 'YYYY-MM-DDTHH:MM' or 'YYYY-MM-DD'; null when nothing dates it. */
  filedAt: string | null;
  /** The upload day in NSE's document name; null when the name has none. */
  uploadedOn?: string | null;
}

const sortKey = (filing: ReportFiling): [string, string, number] => [
  filing.uploadedOn ?? filing.filedAt?.slice(0, 10) ?? '',
  filing.filedAt?.slice(11) ?? '',
  filing.id,
];

/** Positive when `a` was filed after `b`. */
export function compareFiled(a: ReportFiling, b: ReportFiling): number {
  const [dayA, minuteA, idA] = sortKey(a);
  const [dayB, minuteB, idB] = sortKey(b);
  if (dayA !== dayB) return dayA < dayB ? -1 : 1;
  if (minuteA !== minuteB) return minuteA < minuteB ? -1 : 1;
  return idA - idB;
}

/** The current filing of one report and the ones it replaces. */
export function currentOf<Filing extends ReportFiling>(filings: readonly Filing[]): { current: Filing; replaced: Filing[] } {
  const ordered = [...filings].sort(compareFiled);
  const current = ordered.at(-1);
  if (current === undefined) throw new Error('currentOf needs at least one filing');
  return { current, replaced: ordered.slice(0, -1) };
}
