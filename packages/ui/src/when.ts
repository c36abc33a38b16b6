const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * A moment as the agency and its visitors read it: Indian time, e.g. "23 Nov 2026, 8:15 pm". Its
 * own entry: making the formatter loads the browser's locale data, which only pages with dates need.
 */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
