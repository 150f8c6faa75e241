/** A quote's timestamp as the trading day in India (IST is UTC+05:30, no daylight saving). */
export function indianTradingDay(isoTimestamp: string): string {
  return new Date(Date.parse(isoTimestamp) + 330 * 60_000).toISOString().slice(0, 10);
}
