import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RoleDocument } from '../../__generated__/graphql.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { ResultPage } from '../../components/ResultPage.tsx';
import { StatusBadge } from '../../components/list/index.ts';
import { DetailGrid } from './DetailGrid.tsx';

/** /sys/role/view?id=: the role, read only. */
export default function RoleViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading, error } = useQuery(RoleDocument, { variables: { id }, skip: !id });
  if (isForbidden(error)) return <ForbiddenResult />;
  if (loading && !data) return <PageLoading />;
  const role = data?.role;
  if (!role) return <ResultPage code="404" title="角色不存在" />;
  return (
    <DetailGrid
      title="查看角色"
      actions={
        <>
          <Button asChild variant="outline">
            <RouterLink to="/sys/role">返回</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={`/sys/role/menu?roleId=${role.id}`}>菜单权限</RouterLink>
          </Button>
          <Button asChild>
            <RouterLink to={`/sys/role/add?id=${role.id}`}>编辑</RouterLink>
          </Button>
        </>
      }
      items={[
        ['角色名称', role.roleName],
        ['适用组织', role.organisation?.orgName ?? '集团内全部组织'],
        ['状态', <StatusBadge key="s" status={role.active ? 'Y' : 'N'} />],
        ['备注', role.remark],
      ]}
    />
  );
}
