/**
 * Money as the site shows it everywhere: rupees with Indian digit grouping, e.g. ₹1,20,000, and
 * paise only when there are any (at most two digits). Written out rather than with
 * Intl.NumberFormat('en-IN', currency INR): making that formatter loads the browser's locale data,
 * about 70 ms of a phone's main thread on the first page (docs/decisions/0013-first-load-javascript.md).
 */
export function formatRupees(amount: number): string {
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(2).split('.');
  const paise = fraction.replace(/0+$/, '');
  // The last three digits, then pairs: 1,50,00,000.
  const grouped = whole.replace(/(\d)(?=(\d\d)*\d{3}$)/g, '$1,');
  return `${amount < 0 ? '-' : ''}₹${grouped}${paise ? `.${paise}` : ''}`;
}
