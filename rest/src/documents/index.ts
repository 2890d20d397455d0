// Business documents (Excel and PDF from a declaration) and their delivery through signed links.
export { renderXlsx } from './xlsx.ts';
export { renderPdf } from './pdf.ts';
export { EMPTY_TEXT, isEmptyDocument } from './types.ts';
export type {
  BusinessDocument,
  DocumentColumn,
  DocumentField,
  DocumentTable,
  DocumentTotals,
  ValueKind,
} from './types.ts';
export { formatDate, formatDateTime, formatValue, sumDecimals } from './format.ts';
export {
  contentDisposition,
  documentFile,
  download,
  DOWNLOAD_LINK_TTL_MS,
  NO_DATA_MESSAGE,
  noData,
  PDF_TYPE,
  XLSX_TYPE,
} from './download.ts';
export type {
  DownloadContext,
  DownloadFile,
  DownloadHandler,
  DownloadOptions,
} from './download.ts';
export { signGrant, verifyGrant } from './signing.ts';
export type { GrantCheck, GrantFailure, GrantPurpose } from './signing.ts';
