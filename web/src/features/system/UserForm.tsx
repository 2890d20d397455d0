import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import {
  CheckboxGroupField,
  DateField,
  FieldGrid,
  FormSection,
  FullRow,
  PasswordField,
  SelectField,
  SwitchField,
  TextField,
  useUnsavedChangesPrompt,
} from '../../components/form/index.ts';
import type { SelectOption } from '../../components/form/index.ts';
import { userSchema } from './userSchema.ts';
import type { UserFormValues } from './userSchema.ts';

export interface UserFormProps {
  initialValues: UserFormValues;
  isNew: boolean;
  roles: readonly SelectOption[];
  /** Every organisation of the group, indented by level. */
  organisations: readonly SelectOption[];
  /** The groups the user may be put in: the signed-in administrator's own. */
  groups: readonly SelectOption[];
  /** Saves; answers true when the save went through. */
  onSubmit: (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => Promise<boolean>;
  /** After a save: the page leaves (the unsaved-changes prompt is let through). */
  onSaved: () => void;
  onCancel: () => void;
  /** Above the fields: a save refused because the user changed since it was read. */
  notice?: ReactNode;
}

/** The form's fields in their order on the page, as a refused save lists them. */
export const USER_FIELDS: readonly { name: string; label: string }[] = [
  { name: 'userNumber', label: '用户编号' },
  { name: 'userName', label: '用户姓名' },
  { name: 'mobile', label: '手机号' },
  { name: 'qq', label: 'QQ' },
  { name: 'email', label: '邮箱' },
  { name: 'groupId', label: '所属集团' },
  { name: 'validityDate', label: '有效期至' },
  { name: 'active', label: '使用状态' },
  { name: 'isAdmin', label: '管理员' },
  { name: 'roleIds', label: '角色' },
  { name: 'organisationIds', label: '所属组织' },
  { name: 'defaultOrganisationId', label: '默认组织' },
];

function UserFields({
  values,
  dirty,
  isNew,
  roles,
  organisations,
  groups,
  onCancel,
  leave,
  notice,
}: Omit<UserFormProps, 'initialValues' | 'onSubmit' | 'onSaved'> & {
  values: UserFormValues;
  dirty: boolean;
  leave: { current: (() => void) | null };
}) {
  const { prompt, allowNextNavigation } = useUnsavedChangesPrompt(dirty);
  useEffect(() => {
    leave.current = allowNextNavigation;
  }, [leave, allowNextNavigation]);
  const chosenOrgs = organisations
    .filter((o) => values.organisationIds.includes(o.value))
    .map((o) => ({ value: o.value, label: o.label.replace(/^[\s—]+/, '') }));
  return (
    <Stack gap="3">
      {notice}
      <FormSection
        title="基本信息"
        actions={
          <Button variant="outline" onClick={onCancel}>
            返回
          </Button>
        }
      >
        <FieldGrid columns={4}>
          <TextField name="userNumber" label="用户编号" maxLength={32} />
          <TextField name="userName" label="用户姓名" required maxLength={50} />
          <TextField name="mobile" label="手机号" required maxLength={20} inputMode="numeric" />
          <TextField name="qq" label="QQ" maxLength={20} inputMode="numeric" />
          <TextField name="email" label="邮箱" maxLength={100} type="email" />
          <SelectField name="groupId" label="所属集团" required options={groups} />
          <DateField name="validityDate" label="有效期至" helperText="留空为长期有效" />
          <SwitchField name="active" label="使用状态" onText="启用" offText="停用" />
          <SwitchField name="isAdmin" label="管理员" helperText="管理员拥有全部菜单权限" />
          {isNew ? (
            <PasswordField
              name="initialPassword"
              label="初始密码"
              autoComplete="new-password"
              helperText="留空则为手机号后六位"
            />
          ) : null}
        </FieldGrid>
      </FormSection>
      <FormSection title="角色与组织">
        <FieldGrid columns={3}>
          <FullRow>
            <CheckboxGroupField name="roleIds" label="角色" options={roles} />
          </FullRow>
          <FullRow>
            <CheckboxGroupField
              name="organisationIds"
              label="所属组织"
              required
              options={organisations}
            />
          </FullRow>
          <SelectField
            name="defaultOrganisationId"
            label="默认组织"
            required={chosenOrgs.length > 1}
            options={chosenOrgs}
            disabled={chosenOrgs.length === 0}
            helperText={chosenOrgs.length === 1 ? '只有一个组织时即为默认组织' : undefined}
          />
        </FieldGrid>
      </FormSection>
      {prompt}
    </Stack>
  );
}

/** The add / edit form of a user. */
export function UserForm({ initialValues, isNew, onSubmit, onSaved, ...rest }: UserFormProps) {
  const schema = useMemo(() => userSchema(isNew), [isNew]);
  const leave = useRef<(() => void) | null>(null);
  const submit = async (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => {
    if (await onSubmit(values, helpers)) {
      leave.current?.();
      onSaved();
    }
  };
  return (
    <Formik<UserFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      enableReinitialize
      onSubmit={submit}
    >
      {({ values, dirty }) => (
        <Form noValidate aria-label={isNew ? '新增用户' : '编辑用户'}>
          <UserFields {...rest} isNew={isNew} values={values} dirty={dirty} leave={leave} />
        </Form>
      )}
    </Formik>
  );
}
