// The CJK font of every PDF: Noto Sans SC (SIL Open Font License 1.1) from the npm package
// @expo-google-fonts/noto-sans-sc, so a fresh machine needs no system font. The 10 MB file is read
// once per process; pdfkit embeds only the glyphs a document uses (a few KB).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const CJK_FONT_NAME = 'NotoSansSC';

let cached: Buffer | undefined;

export function cjkFont(): Buffer {
  cached ??= readFileSync(
    require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  );
  return cached;
}
