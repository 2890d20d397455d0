// The sections other parts of the web client provide for the order page (fees, attachments, the
// documents menu), loaded with the page's first use of them.
import { Suspense, lazy } from 'react';
import type {
  OrderAttachments_FileFragment,
  OrderFeesSection_FeesFragment,
} from '../../../__generated__/graphql.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';

const Fees = lazy(() =>
  import('../../fees/OrderFeesSection.tsx').then((m) => ({ default: m.OrderFeesSection })),
);
const Attachments = lazy(() =>
  import('../../files/OrderAttachments.tsx').then((m) => ({ default: m.OrderAttachments })),
);
const Documents = lazy(() =>
  import('../documents/OrderDocumentsMenu.tsx').then((m) => ({ default: m.OrderDocumentsMenu })),
);

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
