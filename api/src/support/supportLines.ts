import { type SupportMessageRow } from '../db/supportRepository';
import { topicLabel } from '../services/supportForward';

/** What `npm run support --` prints (docs/support.md, 'Operator commands'). */

/** '12 min', '5 h', '3 d': how long a message has waited. */
export function age(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

const sender = (row: SupportMessageRow): string => (row.name === null ? row.email : `${row.name} <${row.email}>`);
const company = (row: SupportMessageRow): string => (row.company_id === null ? '-' : (row.company_name ?? row.company_id));

/** The open queue as a table: priority first, then oldest first (the order the rows come in). */
export function listLines(rows: readonly SupportMessageRow[], now: Date): string[] {
  if (rows.length === 0) return ['No open support messages.'];
  const table = [
    ['REFERENCE', 'PRIORITY', 'TOPIC', 'FROM', 'COMPANY', 'AGE'],
    ...rows.map((row) => [row.reference, row.priority ? 'yes' : '-', row.topic, sender(row), company(row), age(row.created_at, now)]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  const lines = table.map((cells) => cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  '));
  return [...lines, '', `${rows.length} open (${rows.filter((row) => row.priority).length} priority). Read one: npm run support -- show <reference>`];
}

export function showLines(row: SupportMessageRow, now: Date): string[] {
  const forward =
    row.forwarded_at !== null
      ? `forwarded ${row.forwarded_at.toISOString()}`
      : row.forward_error !== null
        ? `not forwarded: ${row.forward_error}`
        : 'not forwarded';
  return [
    `Reference: ${row.reference}${row.priority ? ' (priority: premium user)' : ''}`,
    `Status:    ${row.status}${row.closed_at === null ? '' : ` (closed ${row.closed_at.toISOString()})`}`,
    `From:      ${sender(row)}${row.user_id === null ? ' (not signed in)' : ` (user ${row.user_id})`}`,
    `Topic:     ${topicLabel(row.topic)}`,
    `Company:   ${row.company_id === null ? '-' : `${company(row)} (${row.company_id})`}`,
    `Sent:      ${row.created_at.toISOString()} (${age(row.created_at, now)} ago)`,
    `E-mail:    ${forward}`,
    '',
    row.message,
  ];
}
