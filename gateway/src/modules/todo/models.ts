// What the to-do calls answer (docs/rest-contract.md, To-do).

/** tbSchedule/list, findByPK item. */
export interface RestSchedule {
  id: number | string;
  version: number;
  subject: string;
  salesmanId: number | string;
  salesmanName?: string | null;
  endDate: string;
  endDateLabel?: string | null;
  description?: string | null;
  status: string;
  statusName?: string | null;
  assignType?: string | null;
  actualExecutorId?: number | string | null;
  actualExecutorName?: string | null;
  actualExecutionDate?: string | null;
  creator?: string | null;
  createByName?: string | null;
  createDate: string;
  updator?: string | null;
  updateDate?: string | null;
}

/** tbSchedule/listAllName item. */
export interface RestScheduleUser {
  id: number | string;
  userName: string;
  mobile?: string | null;
}

/** tbMessage/pageAll item. */
export interface RestMessage {
  id: number | string;
  kind: string;
  kindName: string;
  title: string;
  content: string;
  orderCode?: string | null;
  orderType?: string | null;
  scheduleId?: number | string | null;
  isRead: string;
  readDate?: string | null;
  createDate: string;
}

/** tbMilestone/listByOrder milestones item; listLate adds the order. */
export interface RestMilestone {
  key: string;
  label: string;
  nodeCode: string;
  plannedDate?: string | null;
  actualDate?: string | null;
  state: string;
  daysLate?: number | null;
}

export interface RestLateMilestone extends RestMilestone {
  orderCode: string;
  shippingType: string;
  shippingTypeName: string;
  clientName?: string | null;
}

/** A ScheduleEntry parent: its own fields, and the record its people resolve from. */
export interface ScheduleEntryModel {
  id: string;
  version: number;
  subject: string;
  endDate: string;
  endDateLabel: string;
  description: string | null;
  status: 'OPEN' | 'DONE' | 'CANCELLED';
  statusName: string;
  assignType: 'SELF' | 'ASSIGNED';
  actualExecutionDate: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string | null;
  record: RestSchedule;
}
