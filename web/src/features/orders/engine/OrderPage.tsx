import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, HStack, Heading, Stack } from '@chakra-ui/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../app/pageTitle.ts';
import type { OrderNode } from '../../../../../model/orders/index.ts';
import { useFirstFetchPolicy } from '../../../app/prefetch.ts';
import { getUser } from '../../../app/session.ts';
import { showSuccess } from '../../../app/toaster.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../../components/QueryFailure.tsx';
import { ResultPage } from '../../../components/ResultPage.tsx';
import { conflictOf } from '../../../app/graphqlErrors.ts';
import { reportFailure } from '../../../components/feedback.ts';
import {
  FormSection,
  ReadOnlyScope,
  useUnsavedChangesPrompt,
} from '../../../components/form/index.ts';
import { StatusBadge } from '../../../components/list/index.ts';
import type {
  OrderAttachments_FileFragment,
  OrderFeesSection_FeesFragment,
} from '../../../__generated__/graphql.ts';
import { RecordTabs } from '../../history/RecordTabs.tsx';
import { ArApStatus } from './ArApStatus.tsx';
import {
  AttachmentsMount,
  DocumentsMount,
  FeesMount,
  usePrefetchOrderSections,
} from './mounts.tsx';
import { NodeSection, sectionTitle } from './NodeSection.tsx';
import { useLateMilestones } from '../../todo/milestonesLate.ts';
import type { LateOnNode } from '../../todo/milestonesLate.ts';
import { OrderProgress } from './OrderProgress.tsx';
import { useBackendFeatures } from '../../../app/backendFeatures.ts';
import { FeatureNotice } from '../../../components/FeatureNotice.tsx';
import { orderReadKey } from './orderPrefetch.ts';
import type { NodeProgress } from './OrderProgress.tsx';
import { operationNames, orderEntry } from './registry.ts';
import type { OrderEntry } from './registry.ts';
import { useOrderOptions } from './useOrderOptions.ts';
import type { OrderOptions } from './useOrderOptions.ts';
import type { Values } from './values.ts';

export type OrderPageMode = 'add' | 'view' | 'copy';

/** The browser title becomes the order code this long after the order loads (spec 2, §9). */
export const titleDelayMs = 500;

/** What a node's card is: its own form, the fees section or the attachments section. */
export function sectionKind(node: OrderNode): 'form' | 'fees' | 'files' {
  if (node.files) return 'files';
  // A node that owns no fields saves the fee lines (the fees section's own calls).
  if (node.fields.length === 0 && !node.subLists?.length) return 'fees';
  return 'form';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function progressOf(order: Values | null): NodeProgress[] {
  const nodes = order?.nodes;
  return Array.isArray(nodes) ? (nodes as NodeProgress[]) : [];
}

/** The saved nodes: a node save may end a late milestone. */
function progressVersion(order: Values): string {
  return progressOf(order)
    .map((n) => (n.done ? n.code : ''))
    .join(',');
}

export interface OrderPageProps {
  /** The declared order type ('oceanExport'). */
  type: string;
  mode: OrderPageMode;
}

/** The order page of any declared order type: add (new or by code), view and copy. */
export default function OrderPage({ type, mode }: OrderPageProps) {
  const entry = orderEntry(type);
  const [params] = useSearchParams();
  const orderCode = params.get('orderCode') || null;
  const options = useOrderOptions();
  const fetchPolicy = useFirstFetchPolicy(
    orderCode ? orderReadKey(entry.decl.route, orderCode) : null,
    'network-only',
  );
  const { data, loading, error, refetch } = useQuery(entry.docs.byCode, {
    variables: { orderCode: orderCode ?? '' },
    skip: !orderCode,
    fetchPolicy,
    notifyOnNetworkStatusChange: false,
  });
  const key = operationNames(entry.decl).byCode;
  const found = (data as Values | undefined)?.[key];
  const order = typeof found === 'object' && found !== null ? (found as Values) : null;
  // What the page shows beside the order is asked for with it, in the same request: the late
  // milestones, and the sections' code and dictionaries (a copy shows none of them).
  const saved = mode === 'copy' ? null : orderCode;
  // Without milestones on the back end (legacy mode) the progress says so instead of asking.
  const noMilestones = useBackendFeatures().unavailable('milestones');
  const late = useLateMilestones(
    noMilestones ? null : saved,
    order ? progressVersion(order) : null,
  );
  usePrefetchOrderSections(saved);

  if (isForbidden(error ?? options.error)) return <ForbiddenResult />;
  if ((orderCode && loading && !data) || options.loading) return <PageLoading />;
  if (orderCode && !order) {
    return <ResultPage code="404" title="订单不存在" description={`未找到订单 ${orderCode}`} />;
  }
  return (
    <OrderPageBody
      key={`${mode}:${orderCode ?? ''}`}
      entry={entry}
      mode={mode}
      order={order}
      options={options}
      late={late}
      noMilestones={noMilestones}
      reloadOrder={() => refetch()}
    />
  );
}

/**
 * The fees and files the order query brought with the order (the page's one query), for the
 * sections to show without asking again; a copy starts without them.
 */
function sectionsData(
  order: Values | null,
  mode: OrderPageMode,
): { fees?: OrderFeesSection_FeesFragment; files?: readonly OrderAttachments_FileFragment[] } {
  if (!order || mode === 'copy') return {};
  // The engine reads the order generically; these two fields come from the typed fragments
  // OrderFeesSection_fees and OrderAttachments_file spread in the order query.
  return {
    fees: order.fees as OrderFeesSection_FeesFragment | undefined,
    files: order.files as readonly OrderAttachments_FileFragment[] | undefined,
  };
}

function OrderPageBody({
  entry,
  mode,
  order,
  options,
  late,
  noMilestones,
  reloadOrder,
}: {
  entry: OrderEntry;
  mode: OrderPageMode;
  order: Values | null;
  options: OrderOptions;
  late: ReadonlyMap<string, LateOnNode>;
  /** The back end keeps no milestones: no node can show as late, and a notice says why. */
  noMilestones: boolean;
  reloadOrder: () => Promise<unknown>;
}) {
  const { decl, docs } = entry;
  const navigate = useNavigate();
  const reload = () => void reloadOrder();
  // A copy starts as a new order prefilled from the source: its save creates the order.
  const isNew = mode === 'copy' || !order;
  const code = isNew ? null : text(order?.orderCode);
  const readOnly = mode === 'view' || (!isNew && order?.editable === false);
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const { prompt, allowNextNavigation } = useUnsavedChangesPrompt(
    Object.values(dirty).some(Boolean),
  );
  const [askBack, setAskBack] = useState(false);
  const [back, backState] = useMutation(docs.back);
  const client = useApolloClient();

  // The fees and files cards store through their own calls; then their node is saved (updateFY,
  // updateOrderWJ with the stored file) so the progress shows it; the cards reload the order.
  const saveNodeOf = async (node: OrderNode, files?: { fileIds: string[]; nodeCode: string }) => {
    const mutation = docs.nodeSaves[node.key];
    if (!code || !mutation) return;
    try {
      await client.mutate({ mutation, variables: { orderCode: code, ...files } });
    } catch (err) {
      reportFailure(err);
    }
  };

  useEffect(() => {
    if (!code) return;
    const timer = setTimeout(() => {
      document.title = code;
    }, titleDelayMs);
    return () => clearTimeout(timer);
  }, [code]);

  const onDirty = useCallback((key: string, value: boolean) => {
    setDirty((d) => (d[key] === value ? d : { ...d, [key]: value }));
  }, []);

  const user = getUser();
  const preset = useMemo<Values | undefined>(
    () => (!order && user ? { csrId: user.userId } : undefined),
    [order, user?.userId],
  );
  const presetLabels = useMemo(
    () => (!order && user ? { csrId: user.userName } : undefined),
    [order, user?.userName],
  );

  const onSaved = (savedCode: string, created: boolean) => {
    if (created) {
      allowNextNavigation();
      void navigate(`${decl.route}/add?orderCode=${encodeURIComponent(savedCode)}`);
    } else {
      reload();
    }
  };

  const stepBack = async () => {
    if (!code) return;
    try {
      await back({ variables: { orderCode: code, expectedVersion: Number(order?.version ?? 0) } });
      showSuccess('更新成功');
      setAskBack(false);
      allowNextNavigation();
      if (mode === 'add') reload();
      else void navigate(`${decl.route}/add?orderCode=${encodeURIComponent(code)}`);
    } catch (err) {
      setAskBack(false);
      reportFailure(err);
      // Changed elsewhere since it was read: the page shows the order as it is now.
      if (conflictOf(err) !== null) reload();
    }
  };

  // The heading and progress paint as soon as the order arrives; the node cards (many fields each)
  // render right after, in a render React may interrupt, rather than holding back the first paint.
  const cardsShown = useDeferredValue(true, false);

  const verb = mode === 'view' ? '查看' : mode === 'copy' ? '复制' : code ? '编辑' : '新增';
  // The route table's title (编辑海运出口…), as the breadcrumb and the document title say it.
  const title = usePageTitle(`${verb}${decl.label}`);

  const progress = progressOf(order);
  const mine = new Map(progress.map((n) => [n.code, (n as { mine?: boolean }).mine !== false]));
  const nodes = isNew ? decl.nodes.filter((n) => decl.copyNodes.includes(n.code)) : decl.nodes;
  const status = order?.status as { code?: string; name?: string } | null | undefined;
  const operation = order?.operationStatus as { name?: string } | null | undefined;
  const fileNodes = decl.nodes.map((n) => ({ code: n.code, name: n.label }));

  return (
    <Stack gap="3" width="full">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <HStack gap="2">
          <Heading as="h1" size="md">
            {title}
            {code ? ` ${code}` : null}
          </Heading>
          {!isNew && status?.name ? <StatusBadge status={status.name} /> : null}
          {!isNew && operation?.name ? <StatusBadge status={operation.name} /> : null}
        </HStack>
        <HStack gap="2">
          {code ? <DocumentsMount orderCode={code} type={decl.name} /> : null}
          {code && mode === 'view' && order?.editable !== false ? (
            <Button
              variant="outline"
              onClick={() =>
                void navigate(`${decl.route}/add?orderCode=${encodeURIComponent(code)}`)
              }
            >
              编辑
            </Button>
          ) : null}
          {code && !readOnly ? (
            <Button variant="outline" colorPalette="orange" onClick={() => setAskBack(true)}>
              退回
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => void navigate(decl.route)}>
            返回列表
          </Button>
        </HStack>
      </Flex>
      {!isNew ? <OrderProgress nodes={progress} late={late} /> : null}
      {!isNew && noMilestones ? (
        <FeatureNotice feature="milestones">
          节点进度上不会标出逾期的节点，其余功能不受影响。
        </FeatureNotice>
      ) : null}
      <RecordTabs
        typeName={decl.typeName}
        variables={{ orderCode: code ?? '' }}
        detailTitle="订单信息"
        enabled={code !== null}
      >
        <ReadOnlyScope readOnly={readOnly}>
          {(cardsShown ? nodes : []).map((node, i) => {
            const kind = sectionKind(node);
            const title = kind === 'files' ? '附件' : sectionTitle(node, i === 0);
            if (kind === 'fees') {
              return code ? (
                <FormSection key={node.key} title="费用信息" save={false}>
                  <Stack gap="3">
                    <ArApStatus
                      orderCode={code}
                      arStatus={text(order?.arStatus)}
                      apStatus={text(order?.apStatus)}
                      version={Number(order?.version ?? 0)}
                      mutation={docs.setArApStatus}
                      readOnly={readOnly}
                      onChanged={reload}
                    />
                    <FeesMount
                      orderCode={code}
                      readOnly={readOnly}
                      onSaved={async () => {
                        await saveNodeOf(node);
                        reload();
                      }}
                      {...sectionsData(order, mode)}
                    />
                  </Stack>
                </FormSection>
              ) : null;
            }
            if (kind === 'files') {
              return code ? (
                <FormSection key={node.key} title="附件" save={false}>
                  <AttachmentsMount
                    orderCode={code}
                    nodes={fileNodes}
                    attachmentTypes={node.attachmentTypes}
                    filesNode={node.code}
                    readOnly={readOnly}
                    onChanged={reload}
                    onUploaded={(fileId, nodeCode) =>
                      saveNodeOf(node, { fileIds: [fileId], nodeCode })
                    }
                    {...sectionsData(order, mode)}
                  />
                </FormSection>
              ) : null;
            }
            const notMine = !isNew && mine.get(node.code) === false;
            return (
              <NodeSection
                key={node.key}
                entry={entry}
                node={node}
                title={title}
                order={order}
                orderCode={code}
                options={options}
                readOnly={readOnly || notMine}
                preset={i === 0 ? preset : undefined}
                presetLabels={i === 0 ? presetLabels : undefined}
                onSaved={onSaved}
                onReload={reloadOrder}
                onDirty={onDirty}
                hint={
                  isNew && i === 0
                    ? mode === 'copy'
                      ? `复制自订单 ${text(order?.orderCode)}，保存后生成新订单`
                      : `保存基本信息后生成订单号，再录入${decl.nodes
                          .slice(1)
                          .map((n) => (n.files ? '附件' : n.label))
                          .join('、')}`
                    : notMine
                      ? '当前用户不操作该节点'
                      : undefined
                }
              />
            );
          })}
        </ReadOnlyScope>
      </RecordTabs>
      <ConfirmDialog
        open={askBack}
        title="提示"
        loading={backState.loading}
        onConfirm={() => void stepBack()}
        onCancel={() => setAskBack(false)}
      >
        确定退回订单 {code} 吗？
      </ConfirmDialog>
      {prompt}
    </Stack>
  );
}
