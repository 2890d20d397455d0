import { describe, expect, it } from 'vitest';
import { cleanFileName, zipSegment } from './fileTypes.ts';

describe('file names', () => {
  it.each([
    ['C:\\照片\\箱号.png', '箱号.png'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['报关单<草稿>:v2?.pdf', '报关单_草稿__v2_.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['装箱单.pdf. ', '装箱单.pdf'],
    ['a\u0000b\u0085c.csv', 'abc.csv'],
    ['..', ''],
  ])('%j is kept as %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it('keeps the extension when it shortens a long name', () => {
    const clean = cleanFileName(`${'长'.repeat(300)}.xlsx`);
    expect(clean).toHaveLength(200);
    expect(clean.endsWith('.xlsx')).toBe(true);
  });

  it.each([
    ['../../x', '_.._x'],
    ['..', '_'],
    ['', '_'],
    ['C:', 'C_'],
    ['HYCK2026110001', 'HYCK2026110001'],
  ])('zip folder %j becomes %j', (raw, segment) => {
    expect(zipSegment(raw)).toBe(segment);
  });
});
