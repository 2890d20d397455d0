import { useQuery } from '@apollo/client/react';
import { Badge, Button, Wrap } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { UserDocument } from '../../__generated__/graphql.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { ResultPage } from '../../components/ResultPage.tsx';
import { StatusBadge, formatDate } from '../../components/list/index.ts';
import { DetailGrid } from './DetailGrid.tsx';
import { organisationNames, yesNoText } from './format.ts';

/** /sys/user/view?id=: the user, read only. */
export default function UserViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading, error } = useQuery(UserDocument, { variables: { id }, skip: !id });
  if (isForbidden(error)) return <ForbiddenResult />;
  if (loading && !data) return <PageLoading />;
  const user = data?.user;
  if (!user) return <ResultPage code="404" title="用户不存在" />;
  return (
    <DetailGrid
      title="查看用户"
      actions={
        <>
          <Button asChild variant="outline">
            <RouterLink to="/sys/user">返回</RouterLink>
          </Button>
          <Button asChild>
            <RouterLink to={`/sys/user/add?id=${user.id}`}>编辑</RouterLink>
          </Button>
        </>
      }
      items={[
        ['用户编号', user.userNumber],
        ['用户姓名', user.userName],
        ['手机号', user.mobile],
        ['QQ', user.qq],
        ['邮箱', user.email],
        ['所属集团', user.group?.groupName],
        ['有效期至', user.validityDate ? formatDate(user.validityDate) : '长期有效'],
        ['使用状态', <StatusBadge key="s" status={user.active === false ? 'N' : 'Y'} />],
        ['管理员', yesNoText(user.isAdmin)],
        [
          '角色',
          <Wrap key="r" gap="1">
            {(user.roles ?? []).map((role) => (
              <Badge key={role.id} size="sm" variant="surface" colorPalette="blue">
                {role.roleName}
              </Badge>
            ))}
          </Wrap>,
        ],
        ['所属组织', organisationNames(user)],
      ]}
    />
  );
}
