// A date a user may enter anywhere (an order's dates, a validity, a schedule's end, an invoice):
// a real calendar day, YYYY-MM-DD, within a sane range. A year 9999 or 0001 is a typing slip, and
// would be kept and sorted as if real. rest refuses one outside the range (400 on the field); the
// web's forms say the same before sending.

export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD naming a day that exists (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1;
}

/** The message for a date out of range, naming the field. */
export function dateRangeMessage(label: string): string {
  return `${label}应在 ${EARLIEST_DATE} 至 ${LATEST_DATE} 之间`;
}

/** What is wrong with a date the user entered, in Chinese; undefined when it is fine. */
export function dateProblem(text: string, label: string): string | undefined {
  if (!isCalendarDate(text)) return `${label}格式应为 YYYY-MM-DD`;
  if (text < EARLIEST_DATE || text > LATEST_DATE) return dateRangeMessage(label);
  return undefined;
}
