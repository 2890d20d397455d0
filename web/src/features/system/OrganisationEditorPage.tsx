import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import {
  CreateOrganisationDocument,
  DeleteOrganisationDocument,
  OrganisationTreeDocument,
  SetOrganisationActiveDocument,
  UpdateOrganisationDocument,
} from '../../__generated__/graphql.ts';
import type { OrganisationEditor_NodeFragment } from '../../__generated__/graphql.ts';
import { showError } from '../../app/toaster.tsx';
import { useFormConflict } from '../../components/useFormConflict.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import {
  FieldGrid,
  FormSection,
  FullRow,
  NumberField,
  SwitchField,
  TextAreaField,
  TextField,
  applyServerErrors,
} from '../../components/form/index.ts';
import { StatusToggle } from '../../components/list/index.ts';
import { EditorLayout, useTreeEditing } from './EditorLayout.tsx';
import { UnsavedPrompt } from './UnsavedPrompt.tsx';
import { toTree } from './tree.ts';
import type { TreeNode } from './tree.ts';

type OrgNode = TreeNode<OrganisationEditor_NodeFragment>;
type YN = 'Y' | 'N';

interface OrgValues {
  orgName: string;
  active: YN;
  canUpdate: YN;
  remark: string;
  sortId: number | null;
}

const orgSchema: yup.ObjectSchema<OrgValues> = yup.object({
  orgName: yup
    .string()
    .default('')
    .trim()
    .required('请输入组织名称')
    .max(100, '组织名称最多100个字符'),
  active: yup.mixed<YN>().oneOf(['Y', 'N']).required(),
  canUpdate: yup.mixed<YN>().oneOf(['Y', 'N']).required(),
  remark: yup.string().default('').max(500, '备注最多500个字符'),
  sortId: yup.number().nullable().default(null).integer('排序应为整数'),
});

function valuesOf(node: OrgNode | undefined, siblings: readonly OrgNode[]): OrgValues {
  if (!node) {
    const last = siblings.reduce((max, s) => Math.max(max, s.sortId), 0);
    return { orgName: '', active: 'Y', canUpdate: 'Y', remark: '', sortId: last + 10 };
  }
  return {
    orgName: node.orgName,
    active: node.active ? 'Y' : 'N',
    canUpdate: node.canUpdate ? 'Y' : 'N',
    remark: node.remark ?? '',
    sortId: node.sortId,
  };
}

/** The form's fields in their order on the page, as a refused save lists them. */
const ORG_FIELDS = [
  { name: 'orgName', label: '组织名称' },
  { name: 'sortId', label: '排序' },
  { name: 'canUpdate', label: '允许修改' },
  { name: 'active', label: '状态' },
  { name: 'remark', label: '备注' },
] as const;

/** /sys/organization: the group's organisation tree and the selected organisation's form. */
export default function OrganisationEditorPage() {
  const { data, loading, error, refetch } = useQuery(OrganisationTreeDocument, {
    fetchPolicy: 'network-only',
  });
  const [createOrg] = useMutation(CreateOrganisationDocument, {
    context: { skipErrorToast: true },
  });
  const [updateOrg] = useMutation(UpdateOrganisationDocument, {
    context: { skipErrorToast: true },
  });
  const [setActive] = useMutation(SetOrganisationActiveDocument);
  const [deleteOrg, { loading: deleting }] = useMutation(DeleteOrganisationDocument);
  const tree = useMemo(
    () => toTree<OrganisationEditor_NodeFragment>(data?.organisationTree ?? []),
    [data],
  );
  const editor = useTreeEditing(tree, {
    noun: '组织',
    rootLabel: '新增顶级组织',
    nameOf: (node) => node.orgName,
  });
  // A save refused because someone changed the organisation since it was read (CONFLICT).
  const conflict = useFormConflict(ORG_FIELDS, () => refetch());
  const versionOf = (id: string) =>
    data?.organisationTree.find((node) => node.id === id)?.version ?? 0;

  if (isForbidden(error)) return <ForbiddenResult />;
  if (loading && !data) return <PageLoading />;

  const { editing, selected, parentId, siblings } = editor;

  const submit = async (values: OrgValues, helpers: FormikHelpers<OrgValues>) => {
    const input = {
      orgName: values.orgName.trim(),
      parentId,
      canUpdate: values.canUpdate === 'Y',
      remark: values.remark.trim() || null,
      sortId: values.sortId,
    };
    try {
      let id: string | undefined;
      if (selected) {
        const saved = await updateOrg({
          variables: { id: selected.id, input, expectedVersion: selected.version },
        });
        id = saved.data?.updateOrganisation.id;
      } else {
        const saved = await createOrg({
          variables: { input: { ...input, active: values.active === 'Y' } },
        });
        id = saved.data?.createOrganisation.id;
      }
      conflict.clear();
      await editor.saved(
        id,
        () => helpers.resetForm({ values }),
        () => refetch(),
      );
    } catch (failure) {
      const message = conflict.refused(failure, { ...values }, { ...valuesOf(selected, siblings) });
      if (message === null) applyServerErrors(helpers, failure);
      else showError(message);
    }
  };

  return (
    <EditorLayout
      title="组织管理"
      editor={editor}
      deleting={deleting}
      deleteNode={(id) => deleteOrg({ variables: { id, expectedVersion: versionOf(id) } })}
      reload={() => refetch()}
      treeView={{
        label: '组织树',
        openDepth: 3,
        renderLabel: (node) => (
          <HStack as="span" gap="2">
            <span>{node.orgName}</span>
            {!node.active ? (
              <Badge size="xs" colorPalette="gray">
                停用
              </Badge>
            ) : null}
            {!node.canUpdate ? (
              <Badge size="xs" variant="outline" colorPalette="orange">
                锁定
              </Badge>
            ) : null}
          </HStack>
        ),
      }}
    >
      {editing ? (
        <Formik<OrgValues>
          key={editor.formKey}
          initialValues={valuesOf(selected, siblings)}
          validationSchema={orgSchema}
          onSubmit={submit}
        >
          {({ dirty }) => (
            <Form noValidate aria-label="组织信息">
              {conflict.notice}
              <FormSection
                title={editor.formTitle}
                actions={
                  selected ? (
                    <StatusToggle
                      status={selected.active ? 'Y' : 'N'}
                      recordLabel={selected.orgName}
                      disabled={!selected.canUpdate}
                      onChange={(next) =>
                        setActive({
                          variables: {
                            id: selected.id,
                            active: next === 'Y',
                            expectedVersion: selected.version,
                          },
                        }).then(() => refetch())
                      }
                    />
                  ) : null
                }
              >
                <FieldGrid columns={3}>
                  <TextField name="orgName" label="组织名称" required maxLength={100} />
                  <NumberField name="sortId" label="排序" />
                  <SwitchField
                    name="canUpdate"
                    label="允许修改"
                    helperText="关闭后不能修改、停用或删除"
                  />
                  {selected ? null : (
                    <SwitchField name="active" label="状态" onText="启用" offText="停用" />
                  )}
                  <FullRow>
                    <TextAreaField name="remark" label="备注" maxLength={500} rows={2} />
                  </FullRow>
                </FieldGrid>
                {selected && !selected.canUpdate ? (
                  <Text fontSize="sm" color="orange.600" mt="2">
                    该组织已锁定，不能修改、停用或删除。
                  </Text>
                ) : null}
              </FormSection>
              <UnsavedPrompt dirty={dirty} leave={editor.leave} />
            </Form>
          )}
        </Formik>
      ) : null}
    </EditorLayout>
  );
}
