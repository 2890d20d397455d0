import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ColumnConfigDocument, UpdateNodeColumnsDocument } from '../../__generated__/graphql.ts';
import type { NodeColumns_NodeFragment } from '../../__generated__/graphql.ts';
import { showSuccess } from '../../app/toaster.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { ResultPage } from '../../components/ResultPage.tsx';
import { FormSection } from '../../components/form/FormSection.tsx';
import { reportFailure } from '../../components/feedback.ts';

interface Choice {
  id: string;
  columnName: string;
  columnCode: string;
  selected: boolean;
}

/** The node's columns in the order staff arranged them: the selected ones by sortId first. */
export function orderedChoices(node: NodeColumns_NodeFragment): Choice[] {
  const byOrder = [...node.columns].sort((a, b) => a.sortId - b.sortId);
  return [...byOrder.filter((c) => c.selected), ...byOrder.filter((c) => !c.selected)].map(
    ({ id, columnName, columnCode, selected }) => ({ id, columnName, columnCode, selected }),
  );
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function NodeColumns({
  shippingType,
  node,
}: {
  shippingType: string;
  node: NodeColumns_NodeFragment;
}) {
  const [choices, setChoices] = useState(() => orderedChoices(node));
  const [save, { loading }] = useMutation(UpdateNodeColumnsDocument);
  const selectedCount = choices.filter((c) => c.selected).length;

  const onSave = () => {
    const columns = choices.map((c, i) => ({ id: c.id, selected: c.selected, sortId: i + 1 }));
    save({ variables: { input: { shippingType, nodeCode: node.nodeCode, columns } } })
      .then(() => showSuccess('保存成功'))
      .catch(reportFailure);
  };

  return (
    <FormSection
      title={`${node.nodeName}（已选 ${selectedCount} 列）`}
      save={{ onSave, saving: loading }}
    >
      <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight="420px">
        <Table.Root size="sm" stickyHeader aria-label={`${node.nodeName}的列`}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader width="16">显示</Table.ColumnHeader>
              <Table.ColumnHeader width="16">顺序</Table.ColumnHeader>
              <Table.ColumnHeader>列名</Table.ColumnHeader>
              <Table.ColumnHeader>字段</Table.ColumnHeader>
              <Table.ColumnHeader width="24">排序</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {choices.map((c, i) => (
              <Table.Row key={c.id}>
                <Table.Cell>
                  <Checkbox.Root
                    size="sm"
                    checked={c.selected}
                    onCheckedChange={(e) =>
                      setChoices((list) =>
                        list.map((x) =>
                          x.id === c.id ? { ...x, selected: e.checked === true } : x,
                        ),
                      )
                    }
                  >
                    <Checkbox.HiddenInput aria-label={`显示${c.columnName}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell color="fg.muted">{c.selected ? i + 1 : ''}</Table.Cell>
                <Table.Cell>{c.columnName}</Table.Cell>
                <Table.Cell color="fg.muted">{c.columnCode}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-label={`上移${c.columnName}`}
                      disabled={i === 0}
                      onClick={() => setChoices((list) => move(list, i, i - 1))}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-label={`下移${c.columnName}`}
                      disabled={i === choices.length - 1}
                      onClick={() => setChoices((list) => move(list, i, i + 1))}
                    >
                      ↓
                    </IconButton>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </FormSection>
  );
}

/** /basic/column/add?shippingTypeCode=&shippingTypeName=: tick and order each node's columns. */
export default function ColumnAddPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shippingType = params.get('shippingTypeCode') ?? '';
  const typeName = params.get('shippingTypeName') ?? shippingType;
  const { data, loading, error } = useQuery(ColumnConfigDocument, {
    variables: { shippingType },
    skip: !shippingType,
    fetchPolicy: 'network-only',
  });

  if (!shippingType) return <ResultPage code="404" title="请先选择作业类型" />;
  if (isForbidden(error)) return <ForbiddenResult />;
  if (loading && !data) return <PageLoading />;
  const nodes = data?.columnConfig ?? [];
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{typeName} · 列配置</Text>
        <Button variant="outline" onClick={() => void navigate('/basic/column')}>
          返回
        </Button>
      </HStack>
      {nodes.length === 0 ? <Text color="fg.muted">该作业类型暂无可配置的节点</Text> : null}
      {nodes.map((node) => (
        <NodeColumns key={node.nodeCode} shippingType={shippingType} node={node} />
      ))}
    </Stack>
  );
}
