// Business dates are calendar days in China: the day an order was made, the month in its code,
// "today" of a default, a validity date or the rate in force. They never follow the clock's zone of
// the server (often UTC) or of the browser: 07:45 in Shanghai is still the day before in UTC.
// rest, gateway and web all take them from here.

export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/** China keeps UTC+8 all year (no daylight saving), so a business day starts at this offset. */
export const BUSINESS_UTC_OFFSET = '+08:00';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface BusinessParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function partsOf(instant: Date): BusinessParts {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
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
