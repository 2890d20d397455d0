import { unlessUnavailable } from '../../rest/features.ts';
import type {
  LateMilestone,
  Message,
  MessageKind,
  Milestone,
  MilestoneState,
  Resolvers,
  ScheduleAssignType,
  ScheduleInput,
  ScheduleStatus,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import type { RestPage } from '../../rest/client.ts';
import type { UserModel } from '../system/models.ts';
import { scheduleUsers } from './loaders.ts';
import type {
  RestLateMilestone,
  RestMessage,
  RestMilestone,
  RestSchedule,
  RestScheduleUser,
  ScheduleEntryModel,
} from './models.ts';

const STATUS: Record<string, ScheduleStatus> = { Y: 'OPEN', C: 'DONE', N: 'CANCELLED' };
const STATUS_CODE: Record<ScheduleStatus, string> = { OPEN: 'Y', DONE: 'C', CANCELLED: 'N' };
const MESSAGE_KINDS: readonly MessageKind[] = [
  'FEE_APPROVED',
  'FEE_REJECTED',
  'ORDER_MOVED',
  'SCHEDULE_ASSIGNED',
  'MILESTONE_LATE',
];
const MILESTONE_STATES: readonly MilestoneState[] = ['DONE', 'LATE', 'PENDING', 'UNPLANNED'];

function text(value: string | number | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : String(value);
}

/** A user named by a schedule entry: the organisation's user, else what the entry names. */
async function scheduleUser(
  ctx: GatewayContext,
  id: string | number,
  name: string | null | undefined,
): Promise<UserModel> {
  const users = await ctx.loaders.once(scheduleUsers);
  const found = users.find((u: RestScheduleUser) => String(u.id) === String(id));
  return {
    id: String(id),
    userName: found?.userName ?? name ?? '',
    mobile: found?.mobile ?? '',
    isAdmin: false,
  };
}

function toSchedule(record: RestSchedule): ScheduleEntryModel {
  return {
    id: String(record.id),
    version: Number(record.version),
    subject: record.subject,
    endDate: record.endDate,
    endDateLabel: record.endDateLabel ?? '',
    description: text(record.description),
    status: STATUS[record.status] ?? 'OPEN',
    statusName: record.statusName ?? '',
    assignType: (record.assignType === '2' ? 'ASSIGNED' : 'SELF') satisfies ScheduleAssignType,
    actualExecutionDate: text(record.actualExecutionDate),
    createdBy: text(record.createByName ?? record.creator),
    createdAt: record.createDate,
    updatedBy: text(record.updator),
    updatedAt: text(record.updateDate),
    record,
  };
}

function scheduleBody(input: ScheduleInput): Record<string, unknown> {
  return {
    subject: input.subject,
    salesmanId: input.salesmanId ?? undefined,
    endDate: input.endDate,
    description: input.description ?? undefined,
  };
}

async function findSchedule(ctx: GatewayContext, id: string | number): Promise<ScheduleEntryModel> {
  return toSchedule(await ctx.rest.call<RestSchedule>('tbSchedule/findByPK', { id }));
}

function toMessage(record: RestMessage): Message {
  return {
    id: String(record.id),
    kind: MESSAGE_KINDS.find((k) => k === record.kind) ?? 'ORDER_MOVED',
    kindName: record.kindName,
    title: record.title,
    content: record.content,
    orderCode: text(record.orderCode),
    shippingType: text(record.orderType),
    scheduleId: text(record.scheduleId),
    read: record.isRead === 'Y',
    readAt: text(record.readDate),
    createdAt: record.createDate,
  };
}

function toMilestone(record: RestMilestone): Milestone {
  return {
    key: record.key,
    label: record.label,
    nodeCode: record.nodeCode,
    plannedDate: text(record.plannedDate),
    actualDate: text(record.actualDate),
    state: MILESTONE_STATES.find((s) => s === record.state) ?? 'UNPLANNED',
    daysLate: Number(record.daysLate ?? 0),
  };
}

function toLateMilestone(record: RestLateMilestone): LateMilestone {
  return {
    orderCode: record.orderCode,
    shippingType: record.shippingType,
    shippingTypeName: record.shippingTypeName,
    clientName: text(record.clientName),
    milestone: toMilestone(record),
  };
}

export const resolvers: Resolvers = {
  ScheduleEntry: {
    salesman: (entry, _args, ctx) => {
      const { record } = entry;
      return scheduleUser(ctx, record.salesmanId, record.salesmanName);
    },
    actualExecutor: (entry, _args, ctx) => {
      const { record } = entry;
      const id = text(record.actualExecutorId);
      return id === null ? null : scheduleUser(ctx, id, record.actualExecutorName);
    },
  },

  Query: {
    async schedules(_parent, { filter }, ctx) {
      const month = await ctx.rest.call<{ list: RestSchedule[]; total: number; limit: number }>(
        'tbSchedule/list',
        {
          yearMonth: filter?.yearMonth ?? undefined,
          salesmanId: filter?.salesmanId ?? undefined,
          status: filter?.status ? STATUS_CODE[filter.status] : undefined,
          subject: filter?.subject ?? undefined,
        },
      );
      return {
        entries: month.list.map(toSchedule),
        total: Number(month.total),
        limit: Number(month.limit),
      };
    },
    async scheduleEntry(_parent, { id }, ctx) {
      return await findSchedule(ctx, id);
    },
    async scheduleExecutors(_parent, _args, ctx) {
      const users = await ctx.loaders.once(scheduleUsers);
      return users.map((u) => ({
        id: String(u.id),
        userName: u.userName,
        mobile: u.mobile ?? '',
        isAdmin: false,
      }));
    },
    async messages(_parent, { filter, pageNum, pageSize }, ctx) {
      const page = await ctx.rest.call<RestPage<RestMessage>>('tbMessage/pageAll', {
        isRead:
          filter?.read === undefined || filter.read === null ? undefined : filter.read ? 'Y' : 'N',
        kind: filter?.kind ?? undefined,
        pageNum: pageNum ?? 1,
        pageSize: pageSize ?? 10,
      });
      return {
        items: page.list.map(toMessage),
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        total: page.total,
      };
    },
    async unreadMessageCount(_parent, _args, ctx) {
      // Optional beside whatever page shows it: null on a back end without messages.
      const answer = await unlessUnavailable(
        ctx.rest.call<{ unread: number }>('tbMessage/countUnread'),
      );
      return answer?.unread ?? null;
    },
    async orderMilestones(_parent, { orderCode }, ctx) {
      // Optional on an order's page: null on a back end without milestones.
      const answer = await unlessUnavailable(
        ctx.rest.call<{ milestones: RestMilestone[] }>('tbMilestone/listByOrder', { orderCode }),
      );
      return answer ? answer.milestones.map(toMilestone) : null;
    },
    async lateMilestones(_parent, { shippingType, pageNum, pageSize }, ctx) {
      const page = await ctx.rest.call<RestPage<RestLateMilestone>>('tbMilestone/listLate', {
        shippingType: shippingType ?? undefined,
        pageNum: pageNum ?? 1,
        pageSize: pageSize ?? 10,
      });
      return {
        items: page.list.map(toLateMilestone),
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        total: page.total,
      };
    },
  },

  Mutation: {
    async createScheduleEntry(_parent, { input }, ctx) {
      const id = await ctx.rest.call<number>('tbSchedule/insert', scheduleBody(input));
      return await findSchedule(ctx, id);
    },
    async updateScheduleEntry(_parent, { id, input, expectedVersion }, ctx) {
      await ctx.rest.call('tbSchedule/update', { id, ...scheduleBody(input), expectedVersion });
      return await findSchedule(ctx, id);
    },
    async setScheduleStatus(
      _parent,
      { id, status, actualExecutorId, actualExecutionDate, expectedVersion },
      ctx,
    ) {
      await ctx.rest.call('tbSchedule/updateStatus', {
        id,
        expectedVersion,
        status: STATUS_CODE[status],
        actualExecutorId: actualExecutorId ?? undefined,
        actualExecutionDate: actualExecutionDate ?? undefined,
      });
      return await findSchedule(ctx, id);
    },
    async deleteScheduleEntry(_parent, { id, expectedVersion }, ctx) {
      await ctx.rest.call('tbSchedule/delete', { id, expectedVersion });
      return true;
    },
    async markMessagesRead(_parent, { ids }, ctx) {
      return (
        await ctx.rest.call<{ unread: number }>('tbMessage/updateRead', { ids: ids.join('.') })
      ).unread;
    },
    async markAllMessagesRead(_parent, _args, ctx) {
      return (await ctx.rest.call<{ unread: number }>('tbMessage/updateReadAll')).unread;
    },
  },
};
