/**
 * Keeps only what a number being typed can contain: digits, one point when decimals are
 * allowed, a leading minus when negatives are. Typing never produces an unreadable value.
 */
export function sanitizeNumericText(
  text: string,
  { decimals, negative }: { decimals: boolean; negative: boolean },
): string {
  const sign = negative && text.trimStart().startsWith('-') ? '-' : '';
  const body = text.replace(decimals ? /[^\d.]/g : /\D/g, '');
  const point = body.indexOf('.');
  const single =
    point < 0 ? body : body.slice(0, point + 1) + body.slice(point + 1).replace(/\./g, '');
  return sign + single;
}
