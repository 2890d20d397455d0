// The to-do tables (migration 0016_todo): schedule entries and the users' messages.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';

/** Y 待办 (open, the default), C 已完成, N 已取消. */
export type ScheduleStatus = 'Y' | 'C' | 'N';
/** 1 my own entry, 2 assigned to someone else. */
export type AssignType = '1' | '2';

export interface TbScheduleTable {
  id: Generated<number>;
  org_id: number;
  subject: string;
  salesman_id: number;
  end_date: string;
  description: string | null;
  status: ColumnType<ScheduleStatus, ScheduleStatus | undefined, ScheduleStatus>;
  assign_type: ColumnType<AssignType, AssignType | undefined, AssignType>;
  actual_executor_id: number | null;
  actual_execution_date: string | null;
  creator_id: number;
  creator: string | null;
  create_date: ColumnType<Date, Date | string | undefined, never>;
  updator_id: number | null;
  updator: string | null;
  update_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Moved by the row trigger with every write (0032): a change names the version it read. */
  version: ColumnType<number, never, never>;
}

export type MessageKind =
  'FEE_APPROVED' | 'FEE_REJECTED' | 'ORDER_MOVED' | 'SCHEDULE_ASSIGNED' | 'MILESTONE_LATE';

export interface TbMessageTable {
  id: Generated<number>;
  org_id: number;
  recipient_id: number;
  kind: MessageKind;
  title: string;
  content: string;
  order_code: string | null;
  order_type: string | null;
  schedule_id: number | null;
  dedupe_key: string | null;
  is_read: ColumnType<'Y' | 'N', 'Y' | 'N' | undefined, 'Y' | 'N'>;
  read_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  create_date: ColumnType<Date, Date | string | undefined, never>;
}

export type TodoTables = {
  tb_schedule: TbScheduleTable;
  tb_message: TbMessageTable;
};

export type TodoDb = Kysely<Database & TodoTables>;
export type Executor = Db | Transaction<Database>;

/** The same connection (or transaction) with the to-do tables typed. */
export function todoDb(db: Executor): TodoDb {
  return db.withTables<TodoTables>();
}
