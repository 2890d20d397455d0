// The paging rules every list of rest keeps, and the schema states: one place for both.

/** The first page is 1; a smaller pageNum reads as 1. */
export const FIRST_PAGE = 1;

/** A page answers at most this many rows: rest caps a larger pageSize to it. */
export const MAX_PAGE_SIZE = 500;

/** A picker list (listAll / listGroupAll) answers at most this many rows, whatever its limit. */
export const MAX_PICKER_ROWS = 500;

/** The gateway refuses an operation estimated to read more records than this (QUERY_TOO_COSTLY). */
export const DEFAULT_MAX_RECORDS = 50_000;
