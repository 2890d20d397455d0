import { randomBytes } from 'node:crypto';
import type {
  Me,
  MenuItem,
  MenuType,
  Organisation,
  Resolvers,
} from '../../__generated__/resolvers-types.ts';
import type { UserModel } from '../system/models.ts';
import { badUserInput } from '../../rest/errors.ts';
import {
  groupOrgById,
  menu,
  orgLogo,
  orgMappings,
  tokenInfo,
  type RestMenuItem,
  type RestTokenInfo,
} from './loaders.ts';

const CHECK_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The client's usual key (a timestamp) plus randomness, so two tabs never share a code. */
export function newCheckKey(): string {
  return `${Date.now()}${randomBytes(6).toString('hex')}`;
}

const MENU_TYPES: Record<string, MenuType> = { '0': 'GROUP', '1': 'PAGE', '2': 'BUTTON' };

function flag(value: unknown): boolean {
  return value === true || value === 'Y' || value === 'y' || value === '1' || value === 1;
}

function optionalText(value: string | number | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : String(value);
}

/** The root menu's pid is empty or 0 depending on the back end; both mean "no parent". */
function parentId(value: string | number | null | undefined): string | null {
  const text = optionalText(value);
  return text === null || text === '0' ? null : text;
}

export function toMenuItem(item: RestMenuItem): MenuItem {
  return {
    id: String(item.id),
    parentId: parentId(item.pid),
    name: item.name,
    url: optionalText(item.url),
    icon: optionalText(item.icon),
    type: MENU_TYPES[String(item.type)] ?? 'PAGE',
    sortId: Number(item.sortId ?? 0) || 0,
    keepAlive: flag(item.keepAlive),
    hideInMenu: flag(item.hideInMenu),
    hideInBreadcrumb: flag(item.hideInBreadcrumb),
    children: (item.childMenus ?? []).map(toMenuItem),
  };
}

function toUser(info: RestTokenInfo): UserModel {
  return {
    id: String(info.userId),
    userName: info.userName,
    mobile: info.mobile,
    userNumber: optionalText(info.userNumber),
    email: optionalText(info.email),
    isAdmin: flag(info.isAdmin),
  };
}

// Me carries nothing itself: each field asks for its own call, so `me { user { userName } }`
// costs one REST call and the whole of `me` four. The empty object stands for this request's session.
const SESSION = {} as Me;

export const resolvers: Resolvers = {
  Query: {
    async captcha(_parent, { checkKey, mobile }, ctx) {
      const key = checkKey ?? newCheckKey();
      if (!CHECK_KEY.test(key)) {
        throw badUserInput('验证码标识应为 1 到 64 位字母、数字、下划线或连字符', 'checkKey');
      }
      const image = await ctx.rest.call<string>('randomImage/{checkKey}', {
        checkKey: key,
        mobile: mobile?.trim() || undefined,
      });
      return { checkKey: key, image };
    },
    async checkLogin(_parent, { mobile }, ctx) {
      const envelope = await ctx.rest.request('tbSysUser/checkLogin', { mobile });
      if (envelope.status === 200) return 'CONTINUE';
      if (envelope.status === 202) return 'SIGNED_IN_ELSEWHERE';
      throw ctx.rest.failure(envelope);
    },
    me: () => SESSION,
  },
  Me: {
    user: async (_me, _args, ctx) => toUser(await ctx.loaders.once(tokenInfo)),
    async currentOrganisation(_me, _args, ctx) {
      const info = await ctx.loaders.once(tokenInfo);
      const id = optionalText(info.orgId);
      return id === null ? null : { id, orgName: info.orgName ?? '' };
    },
    organisations: async (_me, _args, ctx) =>
      (await ctx.loaders.once(orgMappings)).map((m) => ({
        organisation: { id: String(m.orgId), orgName: m.orgName },
        isDefault: String(m.isDefault) === '1',
      })),
    menu: async (_me, _args, ctx) =>
      ((await ctx.loaders.once(menu)).menuList ?? []).map(toMenuItem),
    logoPath: async (_me, _args, ctx) => optionalText((await ctx.loaders.once(orgLogo))?.logoPath),
  },
  Organisation: {
    async parentId(org: Organisation, _args, ctx) {
      if (org.parentId !== undefined) return org.parentId;
      return parentId((await ctx.loaders.get(groupOrgById).load(org.id))?.parentId);
    },
    // Only the current organisation's logo is known to the back end.
    async logoPath(org: Organisation, _args, ctx) {
      if (org.logoPath !== undefined) return org.logoPath;
      const logo = await ctx.loaders.once(orgLogo);
      return logo && String(logo.orgId) === org.id ? optionalText(logo.logoPath) : null;
    },
  },
  Mutation: {
    async login(_parent, { input }, ctx) {
      const data = await ctx.rest.call<{ token: string }>(
        'tbSysUser/login',
        {
          mobile: input.mobile,
          userPwd: input.password,
          captcha: input.captcha,
          checkKey: input.checkKey,
        },
        { inputNames: { userPwd: 'password' } },
      );
      return { token: data.token };
    },
    async logout(_parent, _args, ctx) {
      await ctx.rest.call('tbSysUser/exitLogin');
      return true;
    },
    async switchOrganisation(_parent, { orgId }, ctx) {
      const data = await ctx.rest.call<{ token: string }>('tbSysuserOrgMapping/updateDefault', {
        orgId,
      });
      return { token: data.token };
    },
    async changePassword(_parent, { input }, ctx) {
      await ctx.rest.call(
        'tbSysUser/updatePwd',
        {
          oldpassword: input.oldPassword,
          newpassword: input.newPassword,
          confirmpassword: input.confirmPassword,
        },
        {
          inputNames: {
            oldpassword: 'oldPassword',
            newpassword: 'newPassword',
            confirmpassword: 'confirmPassword',
          },
        },
      );
      return true;
    },
  },
};
