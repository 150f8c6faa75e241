// Display formats shared by the shell and the remotes. Plans are sold in India:
// amounts are in rupees with Indian digit grouping, and a day is the Indian
// calendar day, wherever the browser is.
//
// The formatters are built on first use, not as the module loads: the first one
// a page builds loads the locale's data, a long task on a slow phone, and the
// shell evaluates this module during start-up (docs/performance.md, "Start-up in stages").

let wholeRupees: Intl.NumberFormat | undefined;
let rupeesAndPaise: Intl.NumberFormat | undefined;
let indianDay: Intl.DateTimeFormat | undefined;

/** '₹2,999' for whole rupees, '₹457.47' when there are paise (the GST split). */
export function formatRupees(amount: number): string {
  if (Number.isInteger(amount)) {
    wholeRupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    return wholeRupees.format(amount);
  }
  rupeesAndPaise ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return rupeesAndPaise.format(amount);
}

/** '26 Nov 2027' for an ISO time; an unreadable one is shown as sent. */
export function formatIndianDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  indianDay ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
  return indianDay.format(date);
}
