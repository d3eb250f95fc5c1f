/** How Parents Corner writes dates, times and counts. */

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const SHORT_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** '3 April 2026'. */
export function longDate(value: string | Date): string {
  return LONG_DATE.format(typeof value === 'string' ? new Date(value) : value);
}

/** '3 Apr'. */
export function shortDate(value: string | Date): string {
  return SHORT_DATE.format(typeof value === 'string' ? new Date(value) : value);
}

/** A local 'YYYY-MM-DD' as a Date at local midnight. */
export function fromDateKey(key: string): Date {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** '0 min', '35 min', '1 h', '2 h 5 min'. */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** '1 topic', '3 topics'. */
export function count(value: number, one: string, many = `${one}s`): string {
  return `${value} ${value === 1 ? one : many}`;
}

/** 'once', 'twice', '3 times'. */
export function times(value: number): string {
  if (value === 1) return 'once';
  if (value === 2) return 'twice';
  return `${value} times`;
}
