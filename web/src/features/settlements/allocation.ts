// The rules a clerk's write-off amounts follow before they go to the server, for recording a
// receipt or payment (新增收款 / 新增付款) and for allocating its remainder later (核销余额).
// The server checks everything again (rates, locks); these give the messages under each field.
import * as yup from 'yup';
import { isDecimalText, sumDecimals, toScaled } from '../../components/form/decimal.ts';
import { formatDecimal } from '../../components/form/decimal.ts';

/** What the forms need of an open line (OpenFeeLines). */
export interface AllocatableLine {
  id: string;
  outstanding: string;
  currency: { code: string; name: string };
}

/** Write-off amounts typed per line id ('' or missing: not allocated). */
export type WriteOffs = Record<string, string>;

const MONEY = /^\d{1,16}(\.\d{1,2})?$/;

/** A positive amount with at most two decimals, as cents; a Chinese message otherwise. */
export function moneyProblem(text: string, label: string): string | null {
  const value = text.trim();
  if (value === '') return `请输入${label}`;
  if (!isDecimalText(value) || !MONEY.test(value)) return `${label}格式不正确（最多两位小数）`;
  if ((toScaled(value, 2) ?? 0n) <= 0n) return `${label}必须大于0`;
  return null;
}

/** The lines with an amount typed, in the order shown. */
export function chosenLines<L extends AllocatableLine>(
  lines: readonly L[],
  writeOffs: WriteOffs,
): L[] {
  return lines.filter((l) => (writeOffs[l.id] ?? '').trim() !== '');
}

/** What the chosen lines of the settlement's own currency add up to (others convert on save). */
export function sameCurrencyTotal(
  lines: readonly AllocatableLine[],
  writeOffs: WriteOffs,
  currency: string,
): string {
  return sumDecimals(
    chosenLines(lines, writeOffs)
      .filter((l) => l.currency.code === currency)
      .map((l) => (writeOffs[l.id] ?? '').trim()),
  );
}

/** Each typed amount: a positive amount of at most two decimals, not above the line's open one. */
export function writeOffsSchema(lines: readonly AllocatableLine[]) {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return yup.lazy((value: WriteOffs | undefined) =>
    yup.object(
      Object.fromEntries(
        Object.keys(value ?? {}).map((id) => [
          id,
          yup
            .string()
            .default('')
            .test('writeOff', (text, ctx) => {
              if ((text ?? '').trim() === '') return true;
              const problem = moneyProblem(text ?? '', '核销金额');
              if (problem) return ctx.createError({ message: problem });
              const line = byId.get(id);
              if (
                line &&
                (toScaled((text ?? '').trim(), 2) ?? 0n) > (toScaled(line.outstanding, 2) ?? 0n)
              ) {
                return ctx.createError({
                  message: `超过未核销金额 ${formatDecimal(line.outstanding)}`,
                });
              }
              return true;
            }),
        ]),
      ),
    ),
  );
}

/**
 * Server field names of the allocations (`allocations[2].writeOffMoney`) mapped to the form's
 * fields (`writeOffs.AR-7`), so a refusal shows under the line it is about.
 */
export function allocationFieldAliases(
  chosen: readonly AllocatableLine[],
): Record<string, string[]> {
  return Object.fromEntries(
    chosen.map((l, i) => [
      `writeOffs.${l.id}`,
      [`allocations[${i}].writeOffMoney`, `allocations[${i}].feeLineId`],
    ]),
  );
}
