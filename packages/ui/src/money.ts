const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Money as the site shows it everywhere: rupees with Indian digit grouping, e.g. ₹1,20,000. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
