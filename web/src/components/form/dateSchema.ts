import * as yup from 'yup';
import { dateProblem } from '../../../../model/calendarDate.ts';

/**
 * A date field as rest accepts it (model/calendarDate.ts): YYYY-MM-DD, a real day within
 * 1900-01-01..2100-12-31; blank passes (add `.required()` or `.nullable()` as the form needs).
 */
export function dateSchema(label: string) {
  return yup.string().test('date', `${label}格式应为 YYYY-MM-DD`, function (value) {
    if (value === undefined || value === null || value.trim() === '') return true;
    const problem = dateProblem(value.trim(), label);
    return problem === undefined || this.createError({ message: problem });
  });
}
