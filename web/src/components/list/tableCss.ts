/**
 * Rules shared by the tables drawn as Chakra's `native` table (plain rows and cells styled by the
 * table, by data attributes): the list, the fee grid and a form's sub-lists.
 */
export const nativeTableCss = {
  '& thead tr': { bg: 'bg.muted' },
  '& th[data-nowrap]': { whiteSpace: 'nowrap' },
  '& [data-align=end]': { textAlign: 'end' },
  '& [data-align=center]': { textAlign: 'center' },
} as const;

/**
 * A table of editable rows (fee lines, a form's sub-list): cells aligned to the top of the row
 * (a cell's message shows under its input), and the empty row's text centred and muted.
 */
export const editableRowsCss = {
  ...nativeTableCss,
  '& tbody td:not([data-empty])': { verticalAlign: 'top' },
  '& td[data-empty]': { textAlign: 'center', color: 'fg.muted' },
} as const;
