// Statement-level triggers that keep a summary table from another table's changes: one trigger
// per event, each handing the function the rows the statement changed as transition tables
// (`new_rows`, `old_rows`; an UPDATE both), so the function adds the new and subtracts the old.

const EVENTS = ['insert', 'update', 'delete'] as const;

const transitions: Record<(typeof EVENTS)[number], string> = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
};

/** The statements creating `<name>_<event>` on `table` for every event, and those dropping them. */
export function statementTriggers(
  name: string,
  table: string,
  fn: string,
): { create: string[]; drop: string[] } {
  return {
    create: EVENTS.map(
      (event) => `create trigger ${name}_${event} after ${event} on ${table}
    referencing ${transitions[event]} for each statement execute function ${fn}()`,
    ),
    drop: EVENTS.map((event) => `drop trigger if exists ${name}_${event} on ${table}`),
  };
}

/**
 * The function those triggers run: `apply` gives the statements adding a signed source (`sign`,
 * then the changed table's columns) to the summary; an UPDATE adds the new rows and subtracts the old.
 */
export function syncFunction(fn: string, apply: (source: string) => string): string {
  return `create function ${fn}() returns trigger
  language plpgsql as $fn$
  begin
    if tg_op = 'INSERT' then
      ${apply('select 1 as sign, n.* from new_rows n')};
    elsif tg_op = 'DELETE' then
      ${apply('select -1 as sign, o.* from old_rows o')};
    else
      ${apply('select 1 as sign, n.* from new_rows n union all select -1, o.* from old_rows o')};
    end if;
    return null;
  end $fn$`;
}
