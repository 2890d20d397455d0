// The file types an order may carry, checked twice: by the name's extension and by the content's
// first bytes, so a renamed executable or script is refused whatever it is called.

export interface FileType {
  contentType: string;
  /** True when the first bytes fit this type. */
  matches(head: Buffer): boolean;
}

const startsWith =
  (...signatures: readonly (readonly number[])[]) =>
  (head: Buffer): boolean =>
    signatures.some((sig) => head.length >= sig.length && sig.every((byte, i) => head[i] === byte));

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const PDF = startsWith(ascii('%PDF-'));
const PNG = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = startsWith([0xff, 0xd8, 0xff]);
const GIF = startsWith(ascii('GIF87a'), ascii('GIF89a'));
const BMP = startsWith(ascii('BM'));
const TIFF = startsWith([0x49, 0x49, 0x2a, 0x00], [0x4d, 0x4d, 0x00, 0x2a]);
const WEBP = (head: Buffer): boolean =>
  startsWith(ascii('RIFF'))(head) && head.subarray(8, 12).toString('latin1') === 'WEBP';
// docx/xlsx/pptx are zip containers; the empty archive starts with the end record.
const ZIP = startsWith([0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]);
// doc/xls/ppt: the OLE compound file header.
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Text (txt, csv): no NUL byte and no known binary signature in the first bytes. */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  return ![
    PDF,
    PNG,
    JPEG,
    GIF,
    ZIP,
    OLE,
    startsWith(ascii('MZ')),
    startsWith([0x7f, 0x45, 0x4c, 0x46]),
  ].some((check) => check(head));
}

export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  pdf: { contentType: 'application/pdf', matches: PDF },
  png: { contentType: 'image/png', matches: PNG },
  jpg: { contentType: 'image/jpeg', matches: JPEG },
  jpeg: { contentType: 'image/jpeg', matches: JPEG },
  gif: { contentType: 'image/gif', matches: GIF },
  bmp: { contentType: 'image/bmp', matches: BMP },
  tif: { contentType: 'image/tiff', matches: TIFF },
  tiff: { contentType: 'image/tiff', matches: TIFF },
  webp: { contentType: 'image/webp', matches: WEBP },
  doc: { contentType: 'application/msword', matches: OLE },
  xls: { contentType: 'application/vnd.ms-excel', matches: OLE },
  ppt: { contentType: 'application/vnd.ms-powerpoint', matches: OLE },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: ZIP,
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: ZIP,
  },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    matches: ZIP,
  },
  zip: { contentType: 'application/zip', matches: ZIP },
  txt: { contentType: 'text/plain; charset=utf-8', matches: isText },
  csv: { contentType: 'text/csv; charset=utf-8', matches: isText },
};

/** Bytes read from the start of a file for the check. */
export const HEAD_BYTES = 4096;

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function fileTypeFor(extension: string): FileType | undefined {
  return Object.hasOwn(FILE_TYPES, extension) ? FILE_TYPES[extension] : undefined;
}

// Control characters (C0, DEL, C1) and the invisible direction marks that can make
// "invoice\u202Efdp.exe" read as "invoiceexe.pdf".
const UNSAFE_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// Characters no Windows file name may hold.
const RESERVED_CHARS = /[<>:"|?*]/g;

/**
 * The name as the user gave it, made safe to keep, show and unpack: no folders, no control or
 * direction characters, none of < > : " | ? *, no leading dots or trailing dots and spaces, at
 * most 200 characters (the extension kept). '' when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(UNSAFE_CHARS, '')
    .replace(RESERVED_CHARS, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (clean.length <= 200) return clean;
  const ext = extensionOf(clean);
  const keep = ext ? 200 - ext.length - 1 : 200;
  return ext ? `${clean.slice(0, keep)}.${ext}` : clean.slice(0, keep);
}

/**
 * One folder or file name inside a zip, whatever the stored text holds (rows written before tags
 * were checked included): the cleaned name, '_' for nothing, '.' or '..'.
 */
export function zipSegment(text: string): string {
  const clean = cleanFileName(text.replace(/[\\/]/g, '_'));
  return clean === '' ? '_' : clean;
}
