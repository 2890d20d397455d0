import { useBackendFeatures } from '../../app/backendFeatures.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import {
  DeleteFileDocument,
  FileAddressDocument,
  OrderFileUploadGrantDocument,
  OrderFilesDocument,
  OrderFilesZipLinkDocument,
} from '../../__generated__/graphql.ts';
import type { OrderAttachments_FileFragment } from '../../__generated__/graphql.ts';
import { showError, showSuccess } from '../../app/toaster.tsx';
import { DeleteAction } from '../../components/list/DeleteAction.tsx';
import { formatDateTime } from '../../components/list/format.ts';
import { downloadThrough, fetchDownload, openInNewTab, reportLinkFailure } from './download.ts';

export interface OrderAttachmentsProps {
  orderCode: string;
  /** The order type's workflow nodes, in order: the files are grouped by them. */
  nodes: { code: string; name: string }[];
  /**
   * The order type groups its files by these attachment types (附件类型) instead: each upload
   * names its type and is kept on `filesNode`.
   */
  attachmentTypes?: readonly string[];
  /** The files node's code, where typed uploads are kept. */
  filesNode?: string;
  readOnly?: boolean;
  /** The order's shipping type (ZYLX_HYCK …), kept with each uploaded file. */
  shippingType?: string;
  /** The files the order page asked for with the order (its one query); alone, the section asks. */
  files?: readonly StoredFile[];
  /** With `files`: reloads them (the order page reloads the order) after an upload or a delete. */
  onChanged?: () => unknown;
  /** A file was stored for a node (the order page saves its files node with it). */
  onUploaded?: (fileId: string, nodeCode: string) => unknown;
}

type StoredFile = OrderAttachments_FileFragment;

/** 1536 → '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface UploadAnswer {
  status?: number;
  data?: unknown;
}

/** The messages of a refused upload (`{status, data: [{message}]}`), in the server's words. */
function refusalMessages(answer: UploadAnswer | null, httpStatus: number): string[] {
  const data = answer?.data;
  if (Array.isArray(data)) {
    const messages = data.flatMap((m: unknown) =>
      typeof m === 'object' &&
      m !== null &&
      typeof (m as { message?: unknown }).message === 'string'
        ? [(m as { message: string }).message]
        : [],
    );
    if (messages.length > 0) return messages;
  }
  return [`上传失败（${answer?.status ?? httpStatus}）`];
}

/**
 * 附件: the order's files per workflow node; upload through a grant (the file goes straight to
 * the upload address, never through GraphQL), open, save, delete, or take all as one zip.
 */
export function OrderAttachments({
  orderCode,
  nodes,
  attachmentTypes,
  filesNode,
  readOnly = false,
  shippingType,
  files: given,
  onChanged,
  onUploaded,
}: OrderAttachmentsProps) {
  const client = useApolloClient();
  const own = useQuery(OrderFilesDocument, {
    variables: { orderCode },
    skip: given !== undefined,
  });
  const loading = given === undefined && own.loading;
  // After an upload or a delete: the order page reloads the order (files included), or the
  // section its list.
  const refetch = async () => {
    if (given !== undefined) await onChanged?.();
    else await own.refetch();
  };
  const [grant] = useMutation(OrderFileUploadGrantDocument);
  const [deleteFile] = useMutation(DeleteFileDocument);
  // Deleting a file is this project's addition (legacy mode: files stay, without 删除).
  const noFileDelete = useBackendFeatures().unavailable('fileDelete');
  const [zipLink] = useMutation(OrderFilesZipLinkDocument, { context: { skipErrorToast: true } });
  const [uploadingGroup, setUploadingGroup] = useState<string | null>(null);
  const [zipping, setZipping] = useState(false);
  const files = given ?? own.data?.files ?? [];

  const upload = async (group: FileGroup, file: File) => {
    const { nodeCode, attachmentType } = group;
    setUploadingGroup(group.key);
    try {
      const granted = await grant({
        variables: { orderCode, nodeCode, shippingType, attachmentType },
      }).catch(() => null);
      const uploadUrl = granted?.data?.uploadGrant.uploadUrl;
      if (!uploadUrl) return;
      const body = new FormData();
      body.append('file', file, file.name);
      let response: Response;
      try {
        response = await fetch(uploadUrl, { method: 'POST', body });
      } catch {
        showError('上传失败，请检查网络后重试');
        return;
      }
      const answer = (await response.json().catch(() => null)) as UploadAnswer | null;
      const status = answer?.status ?? response.status;
      if (status !== 200) {
        for (const message of refusalMessages(answer, response.status)) showError(message);
        return;
      }
      showSuccess('上传成功');
      const storedId = (answer?.data as { fileId?: unknown } | undefined)?.fileId;
      if (typeof storedId === 'number' || typeof storedId === 'string') {
        await onUploaded?.(String(storedId), nodeCode);
      }
      await refetch();
    } finally {
      setUploadingGroup(null);
    }
  };

  const address = async (file: StoredFile): Promise<string | null> => {
    if (file.publicUrl) return file.publicUrl;
    try {
      const result = await client.query({
        query: FileAddressDocument,
        variables: { path: file.path },
        fetchPolicy: 'network-only',
      });
      return result.data?.privateFileUrl ?? null;
    } catch (error) {
      reportLinkFailure(error);
      return null;
    }
  };

  const zip = async () => {
    setZipping(true);
    await downloadThrough(async () => {
      const result = await zipLink({ variables: { filter: { orderCode } } });
      return result.data?.filesZipLink.url;
    });
    setZipping(false);
  };

  const groups = fileGroups(files, nodes, attachmentTypes, filesNode);

  return (
    <Stack gap="3" aria-busy={loading && !own.data}>
      <Flex justify="flex-end">
        <Button
          size="xs"
          variant="outline"
          loading={zipping}
          disabled={files.length === 0}
          onClick={() => void zip()}
        >
          打包下载
        </Button>
      </Flex>
      {groups.map((group) => (
        <NodeFiles
          key={group.key}
          name={group.name}
          files={files.filter(group.holds)}
          readOnly={readOnly || group.nodeCode === ''}
          deletable={!readOnly && !noFileDelete}
          uploading={uploadingGroup === group.key}
          busy={uploadingGroup !== null}
          onUpload={(file) => void upload(group, file)}
          onPreview={async (file) => {
            const url = await address(file);
            if (url) openInNewTab(url);
          }}
          onDownload={async (file) => {
            const url = await address(file);
            if (url) await fetchDownload(url, file.name);
          }}
          onDelete={async (file) => {
            await deleteFile({ variables: { id: file.id } });
            await refetch();
          }}
        />
      ))}
    </Stack>
  );
}

/** One card of the attachments: the files of a node, or of an attachment type. */
interface FileGroup {
  key: string;
  name: string;
  /** Where an upload here is kept ('' for none: no upload). */
  nodeCode: string;
  attachmentType?: string;
  holds: (file: StoredFile) => boolean;
}

/**
 * The cards: one per node, or one per declared attachment type. Files of a node or a type the
 * order type no longer lists still show, under their code.
 */
export function fileGroups(
  files: readonly StoredFile[],
  nodes: readonly { code: string; name: string }[],
  attachmentTypes: readonly string[] | undefined,
  filesNode: string | undefined,
): FileGroup[] {
  if (attachmentTypes && filesNode) {
    const known = new Set(attachmentTypes);
    const others = [...new Set(files.map((f) => f.attachmentType ?? ''))].filter(
      (t) => !known.has(t),
    );
    return [
      ...attachmentTypes.map((type) => ({
        key: type,
        name: type,
        nodeCode: filesNode,
        attachmentType: type,
        holds: (f: StoredFile) => f.attachmentType === type,
      })),
      ...others.map((type) => ({
        key: type || '未分类',
        name: type || '未分类',
        nodeCode: '',
        holds: (f: StoredFile) => (f.attachmentType ?? '') === type,
      })),
    ];
  }
  const known = new Set(nodes.map((n) => n.code));
  return [
    ...nodes,
    ...[...new Set(files.map((f) => f.nodeCode ?? ''))]
      .filter((code) => !known.has(code))
      .map((code) => ({ code, name: code || '其他' })),
  ].map(({ code, name }) => ({
    key: code,
    name,
    nodeCode: code,
    holds: (f: StoredFile) => (f.nodeCode ?? '') === code,
  }));
}

interface NodeFilesProps {
  name: string;
  files: StoredFile[];
  /** No upload here (the order is read-only, or the files have no node). */
  readOnly: boolean;
  deletable: boolean;
  uploading: boolean;
  busy: boolean;
  onUpload: (file: File) => void;
  onPreview: (file: StoredFile) => Promise<void>;
  onDownload: (file: StoredFile) => Promise<void>;
  /** Deletes the file (after the confirmation) and reloads the list. */
  onDelete: (file: StoredFile) => Promise<void>;
}

function NodeFiles({
  name,
  files,
  readOnly,
  deletable,
  uploading,
  busy,
  onUpload,
  onPreview,
  onDownload,
  onDelete,
}: NodeFilesProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Card.Root size="sm" variant="outline" as="section" aria-label={`${name}附件`}>
      <Card.Header pb="2">
        <Flex justify="space-between" align="center">
          <HStack gap="2">
            <Heading as="h3" size="xs">
              {name}
            </Heading>
            <Badge size="sm" variant="subtle">
              {files.length}
            </Badge>
          </HStack>
          {readOnly ? null : (
            <Box>
              <input
                ref={input}
                type="file"
                hidden
                aria-label={`选择${name}附件`}
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  e.currentTarget.value = '';
                  if (file) onUpload(file);
                }}
              />
              <Button
                size="xs"
                variant="outline"
                loading={uploading}
                loadingText="上传中"
                disabled={busy && !uploading}
                onClick={() => input.current?.click()}
              >
                上传
              </Button>
            </Box>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        {files.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            暂无附件
          </Text>
        ) : (
          <Table.Root size="sm" aria-label={`${name}附件列表`}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>文件名</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" width="90px">
                  大小
                </Table.ColumnHeader>
                <Table.ColumnHeader width="100px">上传人</Table.ColumnHeader>
                <Table.ColumnHeader width="140px">上传时间</Table.ColumnHeader>
                <Table.ColumnHeader width="130px">操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {files.map((file) => (
                <Table.Row key={file.id}>
                  <Table.Cell wordBreak="break-all">{file.name}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatFileSize(file.size)}
                  </Table.Cell>
                  <Table.Cell>{file.uploaderName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(file.createdAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <HStack gap="2">
                      <Button variant="plain" size="xs" px="0" onClick={() => void onPreview(file)}>
                        预览
                      </Button>
                      <Button
                        variant="plain"
                        size="xs"
                        px="0"
                        onClick={() => void onDownload(file)}
                      >
                        下载
                      </Button>
                      {deletable ? (
                        <DeleteAction
                          confirmText={`确定删除附件「${file.name}」吗？`}
                          onDelete={() => onDelete(file)}
                        />
                      ) : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
