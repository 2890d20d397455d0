import { useMutation } from '@apollo/client/react';
import { Button, Menu, Portal, Spinner } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import {
  FeeStatementLinkDocument,
  OceanExportDocumentLinkDocument,
} from '../../../__generated__/graphql.ts';
import type {
  DocumentFormat,
  FeeStatement,
  OrderDocument,
} from '../../../__generated__/graphql.ts';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { downloadThrough } from '../../files/download.ts';

export interface OrderDocumentsMenuProps {
  orderCode: string;
}

type DocumentItem =
  | { kind: 'document'; label: string; document: OrderDocument; format: DocumentFormat }
  | { kind: 'statement'; label: string; statement: FeeStatement };

/** The ocean export order's documents, in the order staff ask for them. */
export const orderDocumentItems: readonly DocumentItem[] = [
  { kind: 'document', label: '工作单 Excel', document: 'WORK_SHEET', format: 'XLSX' },
  { kind: 'document', label: '工作单 PDF', document: 'WORK_SHEET', format: 'PDF' },
  { kind: 'document', label: '派送单 Excel', document: 'DISPATCH_LIST', format: 'XLSX' },
  { kind: 'document', label: '派送单 PDF', document: 'DISPATCH_LIST', format: 'PDF' },
  { kind: 'document', label: '托单 Excel', document: 'SHIPPING_ORDER', format: 'XLSX' },
  { kind: 'document', label: '托单 PDF', document: 'SHIPPING_ORDER', format: 'PDF' },
  { kind: 'statement', label: '应收对账单 Excel', statement: 'RECEIVABLE_XLSX' },
  { kind: 'statement', label: '应收对账单 PDF', statement: 'RECEIVABLE_PDF' },
  { kind: 'statement', label: '应付对账单 Excel', statement: 'PAYABLE_XLSX' },
  { kind: 'statement', label: '应付对账单 PDF', statement: 'PAYABLE_PDF' },
];

/**
 * 单证下载: each document is built by the server from the order's data and reached through a
 * short-lived signed link; 暂无数据 when there is nothing to put in it.
 */
export function OrderDocumentsMenu({ orderCode }: OrderDocumentsMenuProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [documentLink] = useMutation(OceanExportDocumentLinkDocument, {
    context: { skipErrorToast: true },
  });
  const [statementLink] = useMutation(FeeStatementLinkDocument, {
    context: { skipErrorToast: true },
  });

  const open = async (item: DocumentItem) => {
    setBusy(item.label);
    await downloadThrough(async () => {
      if (item.kind === 'document') {
        const result = await documentLink({
          variables: { orderCode, document: item.document, format: item.format },
        });
        return result.data?.oceanExportDocumentLink.url;
      }
      const result = await statementLink({ variables: { orderCode, statement: item.statement } });
      return result.data?.feeStatementLink.url;
    });
    setBusy(null);
  };

  return (
    <Menu.Root
      onSelect={(d) => {
        const item = orderDocumentItems.find((i) => i.label === d.value);
        if (item && busy === null) void open(item);
      }}
    >
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={!orderCode}
          aria-busy={busy !== null}
          aria-label="单证下载"
        >
          {busy !== null ? <Spinner size="xs" aria-label={`正在生成${busy}`} /> : null}
          单证下载
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {orderDocumentItems.map((item, i) => (
              <Fragment key={item.label}>
                {i > 0 && i % 2 === 0 ? <Menu.Separator /> : null}
                <Menu.Item value={item.label} disabled={busy !== null}>
                  {item.label}
                </Menu.Item>
              </Fragment>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
