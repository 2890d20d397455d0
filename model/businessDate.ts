// Business dates are calendar days in China: the day an order was made, the month in its code,
// "today" of a default, a validity date or the rate in force. They never follow the clock's zone of
// the server (often UTC) or of the browser: 07:45 in Shanghai is still the day before in UTC.
// rest, gateway and web all take them from here.

export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/** China keeps UTC+8 all year (no daylight saving), so a business day starts at this offset. */
export const BUSINESS_UTC_OFFSET = '+08:00';

/** BUSINESS_UTC_OFFSET in milliseconds. */
const offsetMs = (() => {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(BUSINESS_UTC_OFFSET) ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
})();

const two = (n: number) => String(n).padStart(2, '0');

interface BusinessParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

// By the fixed offset rather than Intl.DateTimeFormat with the zone: the same days and hours
// (China has not changed its offset since 1991), without the time-zone data a browser loads on a
// formatter's first use, some 20 ms of every page load that shows a date.
function partsOf(instant: Date): BusinessParts {
  const shifted = new Date(instant.getTime() + offsetMs);
  return {
    year: String(shifted.getUTCFullYear()).padStart(4, '0'),
    month: two(shifted.getUTCMonth() + 1),
    day: two(shifted.getUTCDate()),
    hour: two(shifted.getUTCHours()),
    minute: two(shifted.getUTCMinutes()),
  };
}

function toDate(instant: Date | string | number): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`无效的时间：${String(instant)}`);
  return date;
}

/** The business day of an instant (now by default): YYYY-MM-DD. */
export function businessDate(instant: Date | string | number = new Date()): string {
  const p = partsOf(toDate(instant));
  return `${p.year}-${p.month}-${p.day}`;
}

/** The business month of an instant (now by default): YYYY-MM. */
export function businessMonth(instant: Date | string | number = new Date()): string {
  const p = partsOf(toDate(instant));
  return `${p.year}-${p.month}`;
}

/** An instant as staff in China read it: YYYY-MM-DD HH:mm. */
export function businessDateTime(instant: Date | string | number): string {
  const p = partsOf(toDate(instant));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The instant a business day (YYYY-MM-DD) begins. */
export function businessDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${BUSINESS_UTC_OFFSET}`);
}
