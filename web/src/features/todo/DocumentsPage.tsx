import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Progress,
  Text,
} from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { orderTypeByShippingType, orderTypes } from '../../../../model/orders/index.ts';
import {
  DocumentFilesDocument,
  FileAddressDocument,
  OrderFilesZipLinkDocument,
} from '../../__generated__/graphql.ts';
import type { DocumentsPage_FileFragment } from '../../__generated__/graphql.ts';
import { showError, showSuccess, showWarning } from '../../app/toaster.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { RecordPickerField, SelectField, TextField } from '../../components/form/index.ts';
import {
  DataTable,
  ListPage,
  Pager,
  SearchForm,
  defaultPageSizes,
  formatDateTime,
  useListState,
} from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';
import { pickerLoaders, userEntity } from '../../entities/kit/options.ts';
import { entryFor } from '../../entities/registry.ts';
import { useEntityOptions } from '../../entities/useEntityOptions.ts';
import { OrderCodeLink } from '../fees/approval.tsx';
import { formatFileSize } from '../files/OrderAttachments.tsx';
import { noDataText, fetchDownload, openInNewTab, reportLinkFailure } from '../files/download.ts';
import { downloadWithProgress, percentOf } from './documentsZip.ts';
import type { ZipProgress } from './documentsZip.ts';

type DocumentFile = DocumentsPage_FileFragment;

// The seeds' six filters, with the order code and the file name beside them.
const searchDefaults = {
  shippingType: '',
  clientId: '',
  operationUnitsId: '',
  salesId: '',
  csrId: '',
  nodeCode: '',
  orderCode: '',
  fileName: '',
};

const typeOptions = orderTypes.map((t) => ({ value: t.shippingType, label: t.label }));

function nodeLabel(code: string | null | undefined): string {
  if (!code) return '';
  const decl = orderTypes.find((t) => t.nodes.some((n) => n.code === code));
  return decl?.nodes.find((n) => n.code === code)?.label ?? code;
}

/** The node filter follows the chosen type: its nodes, or every type's when none is chosen. */
function NodeCodeField() {
  const { values } = useFormikContext<typeof searchDefaults>();
  const types = values.shippingType
    ? orderTypes.filter((t) => t.shippingType === values.shippingType)
    : orderTypes;
  const options = types.flatMap((t) =>
    t.nodes.map((n) => ({
      value: n.code,
      label: values.shippingType ? n.label : `${t.label}·${n.label}`,
    })),
  );
  return <SelectField name="nodeCode" label="节点" options={options} placeholder="全部" />;
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

function previewKind(file: DocumentFile): 'image' | 'pdf' | null {
  if (file.contentType.startsWith('image/')) return 'image';
  if (file.contentType === 'application/pdf') return 'pdf';
  return null;
}

/** /todo/document (单证): find the files of orders, look at them, save one or a zip of many. */
export default function DocumentsPage() {
  const client = useApolloClient();
  const list = useListState(searchDefaults, defaultPageSizes.basic);
  const { search } = list;
  const filter = useMemo(
    () => ({
      shippingType: orNull(search.shippingType),
      clientId: orNull(search.clientId),
      operationUnitsId: orNull(search.operationUnitsId),
      salesId: orNull(search.salesId),
      csrId: orNull(search.csrId),
      nodeCode: orNull(search.nodeCode),
      orderCode: orNull(search.orderCode),
      fileName: orNull(search.fileName),
    }),
    [search],
  );
  const { data, loading, error } = useQuery(DocumentFilesDocument, {
    variables: { filter, pageNum: list.pageNum, pageSize: list.pageSize },
    notifyOnNetworkStatusChange: true,
  });
  // The seaport entry has no dictionaries: it only lends the record loaders (clients, staff).
  const records = useEntityOptions(entryFor('seaport'));
  const [zipLink] = useMutation(OrderFilesZipLinkDocument, {
    context: { skipErrorToast: true },
  });
  const [selected, setSelected] = useState<ReadonlyMap<string, DocumentFile>>(new Map());
  const [progress, setProgress] = useState<ZipProgress | null>(null);
  const [preview, setPreview] = useState<{ file: DocumentFile; url: string } | null>(null);

  const rows = useMemo(() => data?.fileManagePage.items ?? [], [data]);
  const total = data?.fileManagePage.total ?? 0;
  const pageChosen = rows.length > 0 && rows.every((r) => selected.has(r.id));

  if (isForbidden(error)) return <ForbiddenResult />;

  const toggle = (file: DocumentFile, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(file.id, file);
    else next.delete(file.id);
    setSelected(next);
  };

  const address = async (file: DocumentFile): Promise<string | null> => {
    if (file.publicUrl) return file.publicUrl;
    try {
      const result = await client.query({
        query: FileAddressDocument,
        variables: { path: file.path },
        fetchPolicy: 'network-only',
      });
      return result.data?.privateFileUrl ?? null;
    } catch (failure) {
      reportLinkFailure(failure);
      return null;
    }
  };

  const zip = async (chosen: readonly DocumentFile[] | null) => {
    if (progress) return;
    let url: string | undefined;
    try {
      const result = await zipLink({
        variables: chosen ? { ids: chosen.map((f) => f.id) } : { filter },
      });
      url = result.data?.filesZipLink.url;
    } catch (failure) {
      reportLinkFailure(failure);
      return;
    }
    if (!url) return showWarning(noDataText);
    const estimate = chosen ? chosen.reduce((n, f) => n + f.size, 0) : null;
    setProgress({ received: 0, total: estimate });
    try {
      const name = await downloadWithProgress(url, setProgress, estimate);
      showSuccess(`已下载 ${name}`);
    } catch (failure) {
      showError(failure instanceof Error ? failure.message : '下载失败');
    } finally {
      setProgress(null);
    }
  };

  const columns: Column<DocumentFile>[] = [
    {
      key: 'select',
      title: '选择',
      width: '48px',
      align: 'center',
      render: (file) => (
        <Checkbox.Root
          size="xs"
          checked={selected.has(file.id)}
          onCheckedChange={(e) => toggle(file, e.checked === true)}
        >
          <Checkbox.HiddenInput aria-label={`选择文件 ${file.name}`} />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
    },
    { key: 'name', title: '文件名' },
    {
      key: 'orderCode',
      title: '订单号',
      render: (file) =>
        file.orderCode ? (
          <OrderCodeLink orderCode={file.orderCode} orderType={file.shippingType ?? ''} />
        ) : (
          ''
        ),
    },
    {
      key: 'shippingType',
      title: '业务类型',
      render: (file) => orderTypeByShippingType(file.shippingType ?? '')?.label ?? '',
    },
    { key: 'nodeCode', title: '节点', render: (file) => nodeLabel(file.nodeCode) },
    { key: 'size', title: '大小', align: 'end', render: (file) => formatFileSize(file.size) },
    { key: 'uploaderName', title: '上传人' },
    { key: 'createdAt', title: '上传时间', render: (file) => formatDateTime(file.createdAt) },
  ];

  const percent = progress ? percentOf(progress) : null;

  return (
    <ListPage
      title="单证"
      search={
        <SearchForm
          values={search}
          emptyValues={searchDefaults}
          onSearch={(values) => {
            setSelected(new Map());
            list.setSearch(values);
          }}
        >
          <SelectField
            name="shippingType"
            label="业务类型"
            options={typeOptions}
            placeholder="全部"
          />
          <RecordPickerField
            name="clientId"
            label="客户"
            {...pickerLoaders(records.options, 'client')}
          />
          <NodeCodeField />
          <RecordPickerField
            name="operationUnitsId"
            label="经营单位"
            {...pickerLoaders(records.options, 'client')}
          />
          <RecordPickerField
            name="salesId"
            label="销售"
            {...pickerLoaders(records.options, userEntity)}
          />
          <RecordPickerField
            name="csrId"
            label="客服"
            {...pickerLoaders(records.options, userEntity)}
          />
          <TextField name="orderCode" label="订单号" placeholder="请输入订单号" />
          <TextField name="fileName" label="文件名" placeholder="请输入文件名" />
        </SearchForm>
      }
      toolbar={
        <HStack gap="3" wrap="wrap">
          <Checkbox.Root
            size="sm"
            checked={pageChosen}
            disabled={rows.length === 0}
            onCheckedChange={(e) => {
              const next = new Map(selected);
              for (const file of rows) {
                if (e.checked === true) next.set(file.id, file);
                else next.delete(file.id);
              }
              setSelected(next);
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>全选本页</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            已选 {selected.size} 个文件
          </Text>
          <Button
            size="xs"
            disabled={selected.size === 0 || progress !== null}
            onClick={() => void zip([...selected.values()])}
          >
            打包下载所选
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={total === 0 || progress !== null}
            onClick={() => void zip(null)}
          >
            打包下载全部结果
          </Button>
          {progress ? (
            <Progress.Root
              size="sm"
              width="220px"
              value={percent}
              aria-label="打包下载进度"
              data-testid="zip-progress"
            >
              <HStack gap="2">
                <Progress.Track flex="1">
                  <Progress.Range />
                </Progress.Track>
                <Progress.ValueText fontSize="xs" minW="90px">
                  {percent === null
                    ? `已下载 ${formatFileSize(progress.received)}`
                    : `正在下载 ${percent}%`}
                </Progress.ValueText>
              </HStack>
            </Progress.Root>
          ) : null}
        </HStack>
      }
    >
      <DataTable
        caption="单证文件列表"
        columns={columns}
        rows={rows}
        loading={loading}
        emptyText="暂无文件"
        actionsWidth="110px"
        actions={(file) => (
          <HStack gap="2">
            <Button
              variant="plain"
              size="xs"
              px="0"
              disabled={previewKind(file) === null}
              title={previewKind(file) === null ? '该类型文件不支持预览，请下载查看' : undefined}
              onClick={() =>
                void address(file).then((url) => {
                  if (!url) return;
                  // A PDF opens in the browser's own viewer: file answers may not be framed.
                  if (previewKind(file) === 'pdf') openInNewTab(url);
                  else setPreview({ file, url });
                })
              }
            >
              预览
            </Button>
            <Button
              variant="plain"
              size="xs"
              px="0"
              onClick={() =>
                void address(file).then(async (url) => {
                  if (url) await fetchDownload(url, file.name);
                })
              }
            >
              下载
            </Button>
          </HStack>
        )}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={total}
        onChange={(pageNum, pageSize) => list.setPage(pageNum, pageSize)}
      />
      <FilePreview preview={preview} onClose={() => setPreview(null)} />
    </ListPage>
  );
}

/** An image shown over the list. */
function FilePreview({
  preview,
  onClose,
}: {
  preview: { file: DocumentFile; url: string } | null;
  onClose: () => void;
}) {
  const kind = preview ? previewKind(preview.file) : null;
  return (
    <Dialog.Root
      open={preview !== null}
      size="xl"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-all">{preview?.file.name ?? ''}</Dialog.Title>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭预览" />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body>
              {preview && kind === 'image' ? (
                <Box asChild maxW="full" maxH="70vh" mx="auto">
                  <img src={preview.url} alt={preview.file.name} />
                </Box>
              ) : null}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
