import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import {
  ButtonKeysDocument,
  DeleteMenuNodeDocument,
  MenuTreeDocument,
  SaveMenuNodeDocument,
} from '../../__generated__/graphql.ts';
import type { MenuEditor_NodeFragment, MenuType } from '../../__generated__/graphql.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import {
  CheckboxGroupField,
  FieldGrid,
  FormSection,
  FullRow,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  applyServerErrors,
} from '../../components/form/index.ts';
import { EditorLayout, useTreeEditing } from './EditorLayout.tsx';
import { buttonKeyOptions } from './buttonKeys.ts';
import { UnsavedPrompt } from './UnsavedPrompt.tsx';
import { toTree } from './tree.ts';
import type { TreeNode } from './tree.ts';

type MenuNode = TreeNode<MenuEditor_NodeFragment>;
type YN = 'Y' | 'N';

interface MenuValues {
  name: string;
  type: MenuType;
  path: string;
  icon: string;
  sortId: number | null;
  actionKeys: string[];
  keepAlive: YN;
  hideInBreadcrumb: YN;
  hideInMenu: YN;
}

const typeOptions: { value: MenuType; label: string }[] = [
  { value: 'GROUP', label: '分组' },
  { value: 'PAGE', label: '页面' },
  { value: 'BUTTON', label: '按钮' },
];
const typeText: Record<MenuType, string> = { GROUP: '分组', PAGE: '页面', BUTTON: '按钮' };

const menuSchema: yup.ObjectSchema<MenuValues> = yup.object({
  name: yup.string().default('').trim().required('请输入菜单名称').max(50, '菜单名称最多50个字符'),
  type: yup.mixed<MenuType>().oneOf(['GROUP', 'PAGE', 'BUTTON']).required('请选择菜单类型'),
  path: yup
    .string()
    .default('')
    .trim()
    .max(200, '路由最多200个字符')
    .when('type', {
      is: 'PAGE',
      then: (s) => s.required('请输入路由'),
    })
    .test('slash', '路由应以 / 开头', (v) => !v || v.startsWith('/')),
  icon: yup.string().default('').max(100, '图标最多100个字符'),
  sortId: yup.number().nullable().default(null).integer('排序应为整数'),
  actionKeys: yup
    .array(yup.string().required())
    .default([])
    .when('type', {
      is: 'BUTTON',
      then: (s) => s.min(1, '请选择按钮标识'),
    }),
  keepAlive: yup.mixed<YN>().oneOf(['Y', 'N']).required(),
  hideInBreadcrumb: yup.mixed<YN>().oneOf(['Y', 'N']).required(),
  hideInMenu: yup.mixed<YN>().oneOf(['Y', 'N']).required(),
});

const yn = (b: boolean): YN => (b ? 'Y' : 'N');

function valuesOf(node: MenuNode | undefined, siblings: readonly MenuNode[]): MenuValues {
  if (!node) {
    const last = siblings.reduce((max, s) => Math.max(max, s.sortId), 0);
    return {
      name: '',
      type: 'PAGE',
      path: '',
      icon: '',
      sortId: last + 10,
      actionKeys: [],
      keepAlive: 'N',
      hideInBreadcrumb: 'N',
      hideInMenu: 'N',
    };
  }
  return {
    name: node.name,
    type: node.type,
    path: node.path ?? '',
    icon: node.icon ?? '',
    sortId: node.sortId,
    actionKeys: (node.actionKey ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    keepAlive: yn(node.keepAlive),
    hideInBreadcrumb: yn(node.hideInBreadcrumb),
    hideInMenu: yn(node.hideInMenu),
  };
}

// The form lists its action keys one a line; the input carries them as one actionKey text.
const fieldTargets = { actionKeys: ['actionKey'] };

/** /sys/menu: the menu tree on the left, the selected node's form on the right. */
export default function MenuEditorPage() {
  const { data, loading, error, refetch } = useQuery(MenuTreeDocument, {
    fetchPolicy: 'network-only',
  });
  const buttonKeys = useQuery(ButtonKeysDocument);
  const [saveNode] = useMutation(SaveMenuNodeDocument, { context: { skipErrorToast: true } });
  const [deleteNode, { loading: deleting }] = useMutation(DeleteMenuNodeDocument);
  const tree = useMemo(() => toTree<MenuEditor_NodeFragment>(data?.menuTree ?? []), [data]);
  const editor = useTreeEditing(tree, {
    noun: '菜单',
    rootLabel: '新增根菜单',
    nameOf: (node) => node.name,
  });

  if (isForbidden(error)) return <ForbiddenResult />;
  if (loading && !data) return <PageLoading />;

  const { editing, selected, parentId, siblings } = editor;

  const keyOptions = buttonKeyOptions(
    buttonKeys.data?.dictionary ?? [],
    selected ? valuesOf(selected, []).actionKeys : [],
  );

  const submit = async (values: MenuValues, helpers: FormikHelpers<MenuValues>) => {
    try {
      const saved = await saveNode({
        variables: {
          input: {
            id: selected?.id ?? null,
            parentId,
            name: values.name.trim(),
            type: values.type,
            path: values.path.trim() || null,
            icon: values.icon.trim() || null,
            sortId: values.sortId,
            actionKey: values.actionKeys.length > 0 ? values.actionKeys.join(',') : null,
            keepAlive: values.keepAlive === 'Y',
            hideInBreadcrumb: values.hideInBreadcrumb === 'Y',
            hideInMenu: values.hideInMenu === 'Y',
          },
        },
      });
      await editor.saved(
        saved.data?.saveMenuNode.id,
        () => helpers.resetForm({ values }),
        () => refetch(),
      );
    } catch (failure) {
      applyServerErrors(helpers, failure, fieldTargets);
    }
  };

  return (
    <EditorLayout
      title="菜单管理"
      editor={editor}
      addSibling
      deleting={deleting}
      deleteNode={(id) => deleteNode({ variables: { id } })}
      reload={() => refetch()}
      treeView={{
        label: '菜单树',
        renderLabel: (node) => (
          <HStack as="span" gap="2">
            <span>{node.name}</span>
            {node.type !== 'PAGE' ? (
              <Badge
                size="xs"
                variant="outline"
                colorPalette={node.type === 'GROUP' ? 'gray' : 'purple'}
              >
                {typeText[node.type]}
              </Badge>
            ) : null}
            {node.path ? (
              <Text as="span" color="fg.muted" fontSize="xs">
                {node.path}
              </Text>
            ) : null}
          </HStack>
        ),
      }}
    >
      {editing ? (
        <Formik<MenuValues>
          key={editor.formKey}
          initialValues={valuesOf(selected, siblings)}
          validationSchema={menuSchema}
          onSubmit={submit}
        >
          {({ values, dirty }) => (
            <Form noValidate aria-label="菜单信息">
              <FormSection title={editor.formTitle}>
                <FieldGrid columns={3}>
                  <TextField name="name" label="菜单名称" required maxLength={50} />
                  <SelectField
                    name="type"
                    label="类型"
                    required
                    options={typeOptions}
                    placeholder={null}
                  />
                  <NumberField name="sortId" label="排序" />
                  <TextField
                    name="path"
                    label="路由"
                    required={values.type === 'PAGE'}
                    placeholder="/sys/user"
                    maxLength={200}
                  />
                  <TextField name="icon" label="图标" maxLength={100} />
                  <SwitchField name="keepAlive" label="缓存页面" />
                  <SwitchField name="hideInBreadcrumb" label="面包屑中隐藏" />
                  <SwitchField name="hideInMenu" label="菜单中隐藏" />
                  {values.type === 'BUTTON' ? (
                    <FullRow>
                      <CheckboxGroupField
                        name="actionKeys"
                        label="按钮标识"
                        required
                        options={keyOptions}
                        helperText="取自业务字典 BUTTON"
                      />
                    </FullRow>
                  ) : null}
                </FieldGrid>
              </FormSection>
              <UnsavedPrompt dirty={dirty} leave={editor.leave} />
            </Form>
          )}
        </Formik>
      ) : null}
    </EditorLayout>
  );
}
