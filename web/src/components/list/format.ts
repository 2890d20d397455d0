import { businessDate, businessDateTime } from '../../../../model/businessDate.ts';
import { formatDecimal } from '../form/decimal.ts';

export { formatDecimal };

/**
 * YYYY-MM-DD. A Date value ('2024-05-01') is shown as it is; a DateTime is shown as its business
 * day in China, whatever the browser's zone, the day the staff saw it happen.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return businessDate(date);
}

/** YYYY-MM-DD HH:mm, China time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return businessDateTime(date);
}
