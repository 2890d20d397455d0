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
import { MenuCheckTree } from './MenuCheckTree.tsx';
import { idsToSave, tickedFromSaved } from './menuChecks.ts';
import { flatten, toTree } from './tree.ts';

/** /sys/role/menu?roleId=: ticks the role's menus in the whole tree and saves them at once. */
export default function RoleMenuPage() {
  const [params] = useSearchParams();
  const roleId = params.get('roleId') ?? '';
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(RoleMenuDocument, {
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

  if (isForbidden(error)) return <ForbiddenResult />;
  if (loading && !data) return <PageLoading />;
  const role = data?.role;
  if (!role) return <ResultPage code="404" title="角色不存在" />;

  const allLeaves = flatten(tree).filter(({ node }) => node.children.length === 0);
  const save = async () => {
    try {
      await setRoleMenus({ variables: { roleId: role.id, menuIds: idsToSave(tree, ticked) } });
      showSuccess('保存成功');
    } catch (failure) {
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
