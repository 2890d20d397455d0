// The system calls behind the administration types, batched per request: a page of users with
// their roles, group and organisations costs the page call plus one call per kind of record.
import { defineLoader, defineOnce } from '../../context.ts';
import type { RestGroup, RestMenuNode, RestRole, RestUser } from './models.ts';

/** Every role of the group, whatever its status (a user may hold a disabled one). */
export const allRoles = defineOnce('system.allRoles', (ctx) =>
  ctx.rest.call<RestRole[]>('tbRole/listAll'),
);

export const roleById = defineLoader<string, RestRole | null>(
  'system.roleById',
  async (ctx, ids) => {
    const byId = new Map((await ctx.loaders.once(allRoles)).map((r) => [String(r.id), r]));
    return ids.map((id) => byId.get(id) ?? null);
  },
);

/** A role with its menu ids; the back end answers one role per call. */
export const roleDetail = defineLoader<string, RestRole>('system.roleDetail', (ctx, ids) =>
  Promise.all(
    ids.map((id) =>
      ctx.rest
        .call<RestRole>('tbRole/findByPK', { id })
        .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    ),
  ),
);

/** A user's administration record (for users that came from elsewhere, such as `me`). */
export const userById = defineLoader<string, RestUser>('system.userById', (ctx, ids) =>
  Promise.all(
    ids.map((id) =>
      ctx.rest
        .call<RestUser>('tbSysUser/findByPK', { id })
        .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    ),
  ),
);

export const groups = defineOnce('system.groups', (ctx) =>
  ctx.rest.call<RestGroup[]>('tbGroup/listAll'),
);

export const groupById = defineLoader<string, RestGroup | null>(
  'system.groupById',
  async (ctx, ids) => {
    const byId = new Map((await ctx.loaders.once(groups)).map((g) => [String(g.id), g]));
    return ids.map((id) => byId.get(id) ?? null);
  },
);

export const menuAll = defineOnce('system.menuAll', (ctx) =>
  ctx.rest.call<RestMenuNode[]>('tbMenu/getMenuAll'),
);
