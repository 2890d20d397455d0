// The sections other parts of the web client provide for the order page (fees, attachments, the
// documents menu), loaded with the page's first use of them.
import { useApolloClient } from '@apollo/client/react';
import { Suspense, lazy, useEffect } from 'react';
import { FeeCurrenciesDocument } from '../../../__generated__/graphql.ts';
import type {
  OrderAttachments_FileFragment,
  OrderFeesSection_FeesFragment,
} from '../../../__generated__/graphql.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';

const loadFees = () => import('../../fees/OrderFeesSection.tsx');
const loadAttachments = () => import('../../files/OrderAttachments.tsx');
const loadDocuments = () => import('../documents/OrderDocumentsMenu.tsx');

const Fees = lazy(() => loadFees().then((m) => ({ default: m.OrderFeesSection })));
const Attachments = lazy(() => loadAttachments().then((m) => ({ default: m.OrderAttachments })));
const Documents = lazy(() => loadDocuments().then((m) => ({ default: m.OrderDocumentsMenu })));

/**
 * Starts what the sections of a saved order need while the order itself loads: their code, and
 * the fee currencies (a dictionary the fees section reads from the cache), which travel in the
 * same request as the order. Without this each would wait for the order to show first.
 */
export function usePrefetchOrderSections(orderCode: string | null): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!orderCode) return;
    void client.query({ query: FeeCurrenciesDocument }).catch(() => undefined);
    void Promise.all([loadFees(), loadAttachments(), loadDocuments()]).catch(() => undefined);
  }, [client, orderCode]);
}

export function FeesMount(props: {
  orderCode: string;
  readOnly?: boolean;
  fees?: OrderFeesSection_FeesFragment;
  onSaved?: () => unknown;
}) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Fees {...props} />
    </Suspense>
  );
}

export function AttachmentsMount(props: {
  orderCode: string;
  nodes: { code: string; name: string }[];
  attachmentTypes?: readonly string[];
  filesNode?: string;
  readOnly?: boolean;
  files?: readonly OrderAttachments_FileFragment[];
  onChanged?: () => unknown;
  onUploaded?: (fileId: string, nodeCode: string) => unknown;
}) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Attachments {...props} />
    </Suspense>
  );
}

export function DocumentsMount(props: { orderCode: string; type: string }) {
  return (
    <Suspense fallback={null}>
      <Documents {...props} />
    </Suspense>
  );
}
