import * as yup from 'yup';
import { dateSchema } from '../../components/form/dateSchema.ts';
import { patternMessage, patterns } from '../../../../model/masterData/patterns.ts';
import type { UserForm_UserFragment } from '../../__generated__/graphql.ts';

/** The user form's values: text as typed, flags as 'Y'/'N', ids as lists. */
export interface UserFormValues {
  userNumber: string;
  userName: string;
  mobile: string;
  qq: string;
  email: string;
  /** The group the user belongs to (the administrator's own). */
  groupId: string;
  roleIds: string[];
  organisationIds: string[];
  defaultOrganisationId: string;
  isAdmin: 'Y' | 'N';
  active: 'Y' | 'N';
  validityDate: string;
  /** New users only; empty: the mobile's last six digits. */
  initialPassword: string;
}

export const emptyUser: UserFormValues = {
  userNumber: '',
  userName: '',
  mobile: '',
  qq: '',
  email: '',
  groupId: '',
  roleIds: [],
  organisationIds: [],
  defaultOrganisationId: '',
  isAdmin: 'N',
  active: 'Y',
  validityDate: '',
  initialPassword: '',
};

export function userValues(user: UserForm_UserFragment): UserFormValues {
  return {
    userNumber: user.userNumber ?? '',
    userName: user.userName,
    mobile: user.mobile,
    qq: user.qq ?? '',
    email: user.email ?? '',
    groupId: user.group?.id ?? '',
    roleIds: (user.roles ?? []).map((r) => r.id),
    organisationIds: (user.organisations ?? []).map((o) => o.organisation.id),
    defaultOrganisationId:
      user.defaultOrganisation?.id ??
      user.organisations?.find((o) => o.isDefault)?.organisation.id ??
      '',
    isAdmin: user.isAdmin ? 'Y' : 'N',
    active: user.active === false ? 'N' : 'Y',
    validityDate: user.validityDate ?? '',
    initialPassword: '',
  };
}

const blank = (v: string | undefined) => v === undefined || v === '';
const matches = (name: 'phone' | 'alnum' | 'digits' | 'email', label: string) =>
  [
    name,
    patternMessage(name, label),
    (v: string | undefined) => blank(v) || patterns[name].regex.test(v ?? ''),
  ] as const;

/** The rules of the user form; the server checks the same and answers on the same fields. */
export function userSchema(isNew: boolean): yup.ObjectSchema<UserFormValues> {
  return yup.object({
    userNumber: yup
      .string()
      .default('')
      .trim()
      .max(32, '用户编号最多32个字符')
      .test(...matches('alnum', '用户编号')),
    userName: yup
      .string()
      .default('')
      .trim()
      .required('请输入用户姓名')
      .max(50, '用户姓名最多50个字符'),
    mobile: yup
      .string()
      .default('')
      .trim()
      .required('请输入手机号')
      .max(20, '手机号最多20个字符')
      .test(...matches('phone', '手机号')),
    qq: yup
      .string()
      .default('')
      .trim()
      .max(20, 'QQ最多20个字符')
      .test('digits', 'QQ只能包含数字', (v) => blank(v) || patterns.digits.regex.test(v ?? '')),
    email: yup
      .string()
      .default('')
      .trim()
      .max(100, '邮箱最多100个字符')
      .test(...matches('email', '邮箱')),
    groupId: yup.string().default('').required('请选择所属集团'),
    roleIds: yup.array(yup.string().required()).default([]),
    organisationIds: yup.array(yup.string().required()).default([]).min(1, '请选择所属组织'),
    defaultOrganisationId: yup
      .string()
      .default('')
      .test('default-org', '请选择默认组织', function check(v) {
        const orgs = (this.parent as UserFormValues).organisationIds;
        if (orgs.length <= 1) return true;
        return !blank(v) && orgs.includes(v ?? '');
      }),
    isAdmin: yup.mixed<'Y' | 'N'>().oneOf(['Y', 'N']).required(),
    active: yup.mixed<'Y' | 'N'>().oneOf(['Y', 'N']).required(),
    validityDate: dateSchema('有效期').default(''),
    initialPassword: yup
      .string()
      .default('')
      .test(
        'length',
        '初始密码长度为6到32位',
        (v) => !isNew || blank(v) || ((v ?? '').length >= 6 && (v ?? '').length <= 32),
      ),
  });
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The values as the create and update inputs take them (empty text as null). */
export function userInput(values: UserFormValues) {
  const organisationIds = values.organisationIds;
  const defaultOrganisationId =
    organisationIds.length === 1
      ? (organisationIds[0] ?? null)
      : organisationIds.includes(values.defaultOrganisationId)
        ? values.defaultOrganisationId
        : null;
  return {
    userName: values.userName.trim(),
    mobile: values.mobile.trim(),
    userNumber: orNull(values.userNumber),
    qq: orNull(values.qq),
    email: orNull(values.email),
    groupId: orNull(values.groupId),
    isAdmin: values.isAdmin === 'Y',
    active: values.active === 'Y',
    validityDate: orNull(values.validityDate),
    roleIds: values.roleIds,
    organisationIds,
    defaultOrganisationId,
  };
}
