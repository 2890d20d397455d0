import { useBackendFeatures } from '../../../app/backendFeatures.ts';
import { useMutation } from '@apollo/client/react';
import { Button, Menu, Portal, Spinner } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { oceanExport } from '../../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../../model/orders/index.ts';
import { FeeStatementLinkDocument } from '../../../__generated__/graphql.ts';
import type {
  DocumentFormat,
  FeeStatement,
  OrderDocument,
} from '../../../__generated__/graphql.ts';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { downloadThrough } from '../../files/download.ts';
import { operationNames, orderEntry } from '../engine/registry.ts';

export interface OrderDocumentsMenuProps {
  orderCode: string;
  /** The declared order type ('oceanExport'); its declaration lists its documents. */
  type?: string;
}

type DocumentItem =
  | { kind: 'document'; label: string; document: OrderDocument; format: DocumentFormat }
  | { kind: 'statement'; label: string; statement: FeeStatement };

const statements: readonly DocumentItem[] = [
  { kind: 'statement', label: '应收对账单 Excel', statement: 'RECEIVABLE_XLSX' },
  { kind: 'statement', label: '应收对账单 PDF', statement: 'RECEIVABLE_PDF' },
  { kind: 'statement', label: '应付对账单 Excel', statement: 'PAYABLE_XLSX' },
  { kind: 'statement', label: '应付对账单 PDF', statement: 'PAYABLE_PDF' },
];

/** A type's documents as its declaration lists them (Excel before PDF), then the statements. */
export function documentItemsOf(decl: OrderTypeDecl): readonly DocumentItem[] {
  const items: DocumentItem[] = decl.documents.map((d) => ({
    kind: 'document',
    label: `${d.label} ${d.format === 'pdf' ? 'PDF' : 'Excel'}`,
    document: d.kind as OrderDocument,
    format: d.format === 'pdf' ? 'PDF' : 'XLSX',
  }));
  return [...items, ...statements];
}

/** The ocean export order's documents, in the order staff ask for them. */
export const orderDocumentItems: readonly DocumentItem[] = documentItemsOf(oceanExport);

/**
 * 单证下载: each document is built by the server from the order's data and reached through a
 * short-lived signed link; 暂无数据 when there is nothing to put in it.
 */
export function OrderDocumentsMenu({
  orderCode,
  type = oceanExport.name,
}: OrderDocumentsMenuProps) {
  const entry = orderEntry(type);
  const items = documentItemsOf(entry.decl);
  const [busy, setBusy] = useState<string | null>(null);
  const [documentLink] = useMutation(entry.docs.documentLink, {
    context: { skipErrorToast: true },
  });
  // Order documents are made by this project's back end (legacy mode: no menu).
  const noDocuments = useBackendFeatures().unavailable('documents');
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
        const data = result.data as Record<string, { url?: string } | undefined> | undefined;
        return data?.[operationNames(entry.decl).documentLink]?.url;
      }
      const result = await statementLink({ variables: { orderCode, statement: item.statement } });
      return result.data?.feeStatementLink.url;
    });
    setBusy(null);
  };

  if (noDocuments) return null;
  return (
    <Menu.Root
      onSelect={(d) => {
        const item = items.find((i) => i.label === d.value);
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
            {items.map((item, i) => (
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
