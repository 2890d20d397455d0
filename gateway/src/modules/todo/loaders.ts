// The schedule's people: one listAllName call per request names every executor of a month's list.
import { defineOnce } from '../../context.ts';
import type { RestScheduleUser } from './models.ts';

export const scheduleUsers = defineOnce('todo.scheduleUsers', (ctx) =>
  ctx.rest.call<RestScheduleUser[]>('tbSchedule/listAllName'),
);
