import { type IsoDate } from '../../records';
import { isoDate } from '../values';
import { type FiledAt } from './filingRecords';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** '12Apr2024_2101_…': the broadcast time NSE's filings list gives, put in front of the document's name when it was saved. */
const BROADCAST_PREFIX = /^(\d{2})([A-Za-z]{3})(\d{4})_(\d{2})(\d{2})_/;
/**
 * NSE's own document name ends in the upload stamp DDMMYYYYhhmmss
 * ('INDAS_104549_1090527_12042024090154.xml', '…_WEB.xml', '…_WEB_2.xml'). Its
 * hour is on a 12-hour clock without AM or PM, so only the day is trusted.
 */
const DOCUMENT_STAMP = /_(\d{2})(\d{2})(\d{4})\d{6}(?:_WEB)?(?:_\d+)?\.xml$/i;

/**
 * When a filing reached the exchange: the broadcast minute when the file's
 * name carries it, else the day of NSE's upload stamp, else the day the board
 * approved the results (from the document), else null.
 */
export function filedAtOf(fileName: string, boardMeetingDay: IsoDate | null): FiledAt | null {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const prefix = BROADCAST_PREFIX.exec(base);
  if (prefix) {
    const day = isoDate(Number(prefix[3]), MONTHS.indexOf((prefix[2] ?? '').toLowerCase()) + 1, Number(prefix[1]));
    const hour = Number(prefix[4]);
    const minute = Number(prefix[5]);
    if (day !== null && hour < 24 && minute < 60) return { value: `${day}T${prefix[4]}:${prefix[5]}`, precision: 'minute' };
  }
  const stamp = DOCUMENT_STAMP.exec(base);
  if (stamp) {
    const day = isoDate(Number(stamp[3]), Number(stamp[2]), Number(stamp[1]));
    if (day !== null) return { value: day, precision: 'day' };
  }
  return boardMeetingDay === null ? null : { value: boardMeetingDay, precision: 'day' };
}

/**
 * The day NSE's document name says the document was uploaded: the filing's own
 * date, which a re-broadcast does not change (HDFC Bank's results for March
 * 2021 were broadcast again in April 2022 under their 2021 name).
 */
export function uploadedOn(fileName: string): IsoDate | null {
  const stamp = DOCUMENT_STAMP.exec(fileName.split(/[\\/]/).pop() ?? fileName);
  return stamp === null ? null : isoDate(Number(stamp[3]), Number(stamp[2]), Number(stamp[1]));
}

/** The document's name without the broadcast prefix a downloader may have added: NSE's own name for it. */
export function nseDocumentName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(BROADCAST_PREFIX, '');
}
