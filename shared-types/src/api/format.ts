// Display formats shared by the shell and the remotes. Plans are sold in India:
// amounts are in rupees with Indian digit grouping, and a day is the Indian
// calendar day, wherever the browser is.

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '₹2,999' for whole rupees, '₹457.47' when there are paise (the GST split). */
export function formatRupees(amount: number): string {
  return (Number.isInteger(amount) ? WHOLE_RUPEES : RUPEES_AND_PAISE).format(amount);
}

const INDIAN_DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** '26 Nov 2027' for an ISO time; an unreadable one is shown as sent. */
export function formatIndianDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : INDIAN_DAY.format(date);
}
