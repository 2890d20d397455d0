// The demo company's calendar: every business date of the demo data is set relative to the day the
// seed runs (a business day in China), so the data never ages. Orders are spread over the current
// month and the five before it, so the aging reports fill every bucket, the month charts show
// several months, and the to-do area still has this month's orders and late milestones.
import { businessDate } from '../../../../model/businessDate.ts';
import { addDays } from '../../../../model/todo/milestones.ts';

/** The months the demo orders are spread over: this one and the five before it. */
export const DEMO_MONTHS = 6;

/** The first day (YYYY-MM-DD) of the month `offset` months from the month of `day`. */
export function monthStart(day: string, offset = 0): string {
  const [y = 2000, m = 1] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The earlier of two business days. */
export function notAfter(day: string, limit: string): string {
  return day > limit ? limit : day;
}

/**
 * The business day demo order `i` (of `count` of its type) was made: the orders go round the
 * current month and the five before it (i % 6 months back), later ones later in their month, and
 * none after today. Every month gets about a sixth of each type; the current month's come first in
 * the cycle, so even a small set has some.
 */
export function demoOrderDay(today: string, i: number, count: number): string {
  const back = i % DEMO_MONTHS;
  const perMonth = Math.max(1, Math.ceil(count / DEMO_MONTHS));
  const slot = Math.floor(i / DEMO_MONTHS);
  const day = addDays(monthStart(today, -back), Math.floor((slot * 27) / perMonth));
  return notAfter(day, today);
}

/**
 * An instant on a business day in China (hour and minute there), never after `now`: the time a
 * backdated demo record was made.
 */
export function businessInstant(day: string, hour = 10, minute = 0, now = new Date()): Date {
  const hh = String(hour).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  const at = new Date(`${day}T${hh}:${mm}:00+08:00`);
  return at.getTime() > now.getTime() ? now : at;
}

/** Today in China, the day the demo data is relative to. */
export function demoToday(now = new Date()): string {
  return businessDate(now);
}

export { addDays };

/**
 * The dates of one demo order, counted from its main planned day (sailing, flight or arrival),
 * `lead` days after the order was made: `plan(k)` is k days from it, as planned (it may lie ahead);
 * `done(k)` is the same day for something that has happened, so never after today.
 */
export function orderDates(
  today: string,
  orderDay: string,
  lead: number,
): { plan: (k: number) => string; done: (k: number) => string } {
  const plan = (k: number) => addDays(orderDay, lead + k);
  return { plan, done: (k: number) => notAfter(plan(k), today) };
}
