import { describe, expect, it } from 'vitest';
import { fileNameOf, percentOf } from './documentsZip.ts';

describe('zip download helpers', () => {
  it('reads the UTF-8 file name of content-disposition first', () => {
    expect(
      fileNameOf(
        `attachment; filename="HYCK_.zip"; filename*=UTF-8''${encodeURIComponent('HYCK2026110001_附件.zip')}`,
        'x.zip',
      ),
    ).toBe('HYCK2026110001_附件.zip');
    expect(fileNameOf('attachment; filename="files.zip"', 'x.zip')).toBe('files.zip');
    expect(fileNameOf(null, '附件.zip')).toBe('附件.zip');
    expect(fileNameOf("attachment; filename*=UTF-8''%E4%ZZ", 'x.zip')).toBe('x.zip');
  });

  it('gives the share done, or null without a total', () => {
    expect(percentOf({ received: 50, total: 200 })).toBe(25);
    expect(percentOf({ received: 300, total: 200 })).toBe(100);
    expect(percentOf({ received: 10, total: null })).toBeNull();
    expect(percentOf({ received: 10, total: 0 })).toBeNull();
  });
});
