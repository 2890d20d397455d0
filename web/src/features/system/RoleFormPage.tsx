import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import {
  CreateRoleDocument,
  RoleDocument,
  UpdateRoleDocument,
  UserChoicesDocument,
} from '../../__generated__/graphql.ts';
import { showError, showSuccess } from '../../app/toaster.tsx';
import { useFormConflict } from '../../components/useFormConflict.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { ResultPage } from '../../components/ResultPage.tsx';
import {
  FieldGrid,
  FormSection,
  FullRow,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  applyServerErrors,
} from '../../components/form/index.ts';
import { UnsavedPrompt } from './UnsavedPrompt.tsx';
import { organisationOptions } from './choices.ts';

interface RoleValues {
  roleName: string;
  active: 'Y' | 'N';
  remark: string;
  organisationId: string;
}

/** The form's fields in their order on the page, as a refused save lists them. */
const ROLE_FIELDS = [
  { name: 'roleName', label: '角色名称' },
  { name: 'organisationId', label: '适用组织' },
  { name: 'active', label: '状态' },
  { name: 'remark', label: '备注' },
] as const;

const roleSchema: yup.ObjectSchema<RoleValues> = yup.object({
  roleName: yup
    .string()
    .default('')
    .trim()
    .required('请输入角色名称')
    .max(50, '角色名称最多50个字符'),
  active: yup.mixed<'Y' | 'N'>().oneOf(['Y', 'N']).required(),
  remark: yup.string().default('').max(500, '备注最多500个字符'),
  organisationId: yup.string().default(''),
});

/** /sys/role/add: a new role, or with ?id= the role to edit. */
export default function RoleFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const existing = useQuery(RoleDocument, { variables: { id: id ?? '' }, skip: !id });
  const choices = useQuery(UserChoicesDocument);
  const [createRole] = useMutation(CreateRoleDocument, { context: { skipErrorToast: true } });
  const [updateRole] = useMutation(UpdateRoleDocument, { context: { skipErrorToast: true } });
  const leave = useRef<(() => void) | null>(null);
  // A save refused because someone changed the role since the form was filled (CONFLICT).
  const conflict = useFormConflict(ROLE_FIELDS, id ? () => existing.refetch() : undefined);

  const failure = existing.error ?? choices.error;
  if (isForbidden(failure)) return <ForbiddenResult />;
  if ((existing.loading && !existing.data) || (choices.loading && !choices.data)) {
    return <PageLoading />;
  }
  const role = existing.data?.role ?? null;
  if (id && !role) return <ResultPage code="404" title="角色不存在" />;

  const initialValues: RoleValues = {
    roleName: role?.roleName ?? '',
    active: role && !role.active ? 'N' : 'Y',
    remark: role?.remark ?? '',
    organisationId: role?.organisation?.id ?? '',
  };
  const orgs = organisationOptions(
    choices.data?.organisationTree,
    role?.organisation ? [role.organisation.id] : [],
  );

  const submit = async (values: RoleValues, helpers: FormikHelpers<RoleValues>) => {
    const input = {
      roleName: values.roleName.trim(),
      active: values.active === 'Y',
      remark: values.remark.trim() || null,
      organisationId: values.organisationId || null,
    };
    try {
      if (role)
        await updateRole({ variables: { id: role.id, input, expectedVersion: role.version } });
      else await createRole({ variables: { input } });
      showSuccess('保存成功');
      conflict.clear();
      leave.current?.();
      void navigate('/sys/role');
    } catch (error) {
      const message = conflict.refused(error, { ...values }, { ...initialValues });
      if (message === null) applyServerErrors(helpers, error);
      else showError(message);
    }
  };

  return (
    <Formik<RoleValues>
      initialValues={initialValues}
      validationSchema={roleSchema}
      enableReinitialize
      onSubmit={submit}
    >
      {({ dirty }) => (
        <Form noValidate aria-label={role ? '编辑角色' : '新增角色'}>
          {conflict.notice}
          <FormSection
            title={role ? '编辑角色' : '新增角色'}
            actions={
              <Button variant="outline" onClick={() => void navigate('/sys/role')}>
                返回
              </Button>
            }
          >
            <FieldGrid columns={3}>
              <TextField name="roleName" label="角色名称" required maxLength={50} />
              <SelectField
                name="organisationId"
                label="适用组织"
                options={orgs}
                placeholder="集团内全部组织"
              />
              <SwitchField name="active" label="状态" onText="启用" offText="停用" />
              <FullRow>
                <TextAreaField name="remark" label="备注" maxLength={500} rows={2} />
              </FullRow>
            </FieldGrid>
          </FormSection>
          <UnsavedPrompt dirty={dirty} leave={leave} />
        </Form>
      )}
    </Formik>
  );
}
