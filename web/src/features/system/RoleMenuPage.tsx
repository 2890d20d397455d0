import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RoleMenuDocument, SetRoleMenusDocument } from '../../__generated__/graphql.ts';
import type { MenuCheckTree_NodeFragment } from '../../__generated__/graphql.ts';
import { showSuccess } from '../../app/toaster.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { ResultPage } from '../../components/ResultPage.tsx';
import { reportFailure } from '../../components/feedback.ts';
import { FormSection } from '../../components/form/index.ts';
import { useFormConflict } from '../../components/useFormConflict.tsx';
import { MenuCheckTree } from './MenuCheckTree.tsx';
import { idsToSave, tickedFromSaved } from './menuChecks.ts';
import { flatten, pathTo, toTree } from './tree.ts';
import type { TreeNode } from './tree.ts';

/** What a refused save lists to tick again after the reload: the changes against what was read. */
const CHANGES = [
  { name: 'added', label: '新勾选的菜单' },
  { name: 'removed', label: '取消勾选的菜单' },
] as const;

/** The ticks changed since the role was read, each named by its path (系统管理 / 角色管理 / 新增). */
function changesOf(
  tree: readonly TreeNode<MenuCheckTree_NodeFragment>[],
  read: ReadonlySet<string>,
  ticked: ReadonlySet<string>,
): Record<(typeof CHANGES)[number]['name'], string> {
  const names = new Map(flatten(tree).map(({ node }) => [node.id, node.name]));
  const named = (ids: string[]) =>
    ids
      .map((id) =>
        pathTo(tree, id)
          .map((step) => names.get(step) ?? '')
          .join(' / '),
      )
      .join('；');
  return {
    added: named([...ticked].filter((id) => !read.has(id))),
    removed: named([...read].filter((id) => !ticked.has(id))),
  };
}

/** /sys/role/menu?roleId=: ticks the role's menus in the whole tree and saves them at once. */
export default function RoleMenuPage() {
  const [params] = useSearchParams();
  const roleId = params.get('roleId') ?? '';
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(RoleMenuDocument, {
    variables: { roleId },
    skip: !roleId,
    fetchPolicy: 'network-only',
  });
  const [setRoleMenus, { loading: saving }] = useMutation(SetRoleMenusDocument);
  const tree = useMemo(() => toTree<MenuCheckTree_NodeFragment>(data?.menuTree ?? []), [data]);
  const savedIds = data?.role?.menuIds;
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (savedIds) setTicked(tickedFromSaved(tree, savedIds));
  }, [tree, savedIds]);
  // A save refused because someone changed the role since it was read (CONFLICT): the ticks stay
  // until 重新加载, which then lists them to tick again.
  const conflict = useFormConflict(CHANGES, () => refetch());

  if (isForbidden(error)) return <ForbiddenResult />;
  if (loading && !data) return <PageLoading />;
  const role = data?.role;
  if (!role) return <ResultPage code="404" title="角色不存在" />;

  const allLeaves = flatten(tree).filter(({ node }) => node.children.length === 0);
  const save = async () => {
    try {
      await setRoleMenus({
        variables: {
          roleId: role.id,
          menuIds: idsToSave(tree, ticked),
          // The role's version the ticks were read at.
          expectedVersion: role.version,
        },
      });
      showSuccess('保存成功');
      conflict.clear();
    } catch (failure) {
      const read = tickedFromSaved(tree, role.menuIds);
      const unchanged = { added: '', removed: '' };
      if (conflict.refused(failure, changesOf(tree, read, ticked), unchanged) === null)
        reportFailure(failure);
    }
  };

  return (
    <FormSection
      title={`角色菜单权限：${role.roleName}`}
      save={{ onSave: () => void save(), saving }}
      actions={
        <Button variant="outline" onClick={() => void navigate('/sys/role')}>
          返回
        </Button>
      }
    >
      <Stack gap="2">
        {conflict.notice}
        <HStack gap="2" justify="space-between">
          <Text fontSize="sm" color="fg.muted">
            已选 {ticked.size} / {allLeaves.length} 项（勾选分组即勾选其下全部菜单与按钮）
          </Text>
          <HStack gap="2">
            <Button
              size="xs"
              variant="outline"
              onClick={() => setTicked(new Set(allLeaves.map(({ node }) => node.id)))}
            >
              全选
            </Button>
            <Button size="xs" variant="outline" onClick={() => setTicked(new Set())}>
              清空
            </Button>
          </HStack>
        </HStack>
        <MenuCheckTree nodes={tree} ticked={ticked} onChange={setTicked} disabled={saving} />
      </Stack>
    </FormSection>
  );
}
