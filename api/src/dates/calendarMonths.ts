/** A date some calendar months later, in UTC: 31 January + 1 month is 28 (or 29) February, not 3 March. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCMonth(result.getUTCMonth() + months);
  // 31 Jan + 1 month must not spill into March: clamp to the month's last day.
  if (result.getUTCDate() !== day) result.setUTCDate(0);
  return result;
}
