// A record page's 历史: the tab beside its details, or a button opening it in a dialog. The history
// itself (its queries for every kind of record) loads when first shown, not with the page.
import { Button, Dialog, Portal, Tabs } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { PageLoading } from '../../components/PageLoading.tsx';
import { FeatureNotice } from '../../components/FeatureNotice.tsx';
import { useBackendFeatures } from '../../app/backendFeatures.ts';
import type { RecordHistoryProps } from './RecordHistory.tsx';

const LazyRecordHistory = lazy(() =>
  import('./RecordHistory.tsx').then((m) => ({ default: m.RecordHistory })),
);

function RecordHistory(props: RecordHistoryProps) {
  // History is this project's addition (legacy mode: a notice in its place, not an empty list).
  const noHistory = useBackendFeatures().unavailable('history');
  if (noHistory) return <FeatureNotice feature="history" />;
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyRecordHistory {...props} />
    </Suspense>
  );
}

export interface RecordTabsProps extends RecordHistoryProps {
  /** The record's page as it is (its cards). */
  children: ReactNode;
  /** The first tab's title; default 详情. */
  detailTitle?: string;
  /** False for a record not saved yet: the details alone, without tabs. */
  enabled?: boolean;
}

/**
 * A record page with a 历史 tab beside its details. The details stay mounted while the history
 * shows (a form keeps what was typed); the history is read when its tab opens.
 */
export function RecordTabs({
  children,
  detailTitle = '详情',
  enabled = true,
  ...history
}: RecordTabsProps) {
  const [tab, setTab] = useState('detail');
  if (!enabled) return <>{children}</>;
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} size="sm" variant="line">
      <Tabs.List mb="3">
        <Tabs.Trigger value="detail">{detailTitle}</Tabs.Trigger>
        <Tabs.Trigger value="history">历史</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="detail" p="0">
        {children}
      </Tabs.Content>
      <Tabs.Content value="history" p="0">
        {tab === 'history' ? <RecordHistory {...history} /> : null}
      </Tabs.Content>
    </Tabs.Root>
  );
}

export interface HistoryButtonProps extends RecordHistoryProps {
  /** The dialog's title: what the record is (应收第2行 海运费). */
  title: string;
  /** The button's accessible name; default `${title}的历史`. */
  label?: string;
}

/** A record shown inside another page's table (a fee line): its 历史 in a dialog. */
export function HistoryButton({ title, label, ...history }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  // No history on this back end (legacy mode): no button beside the record.
  if (useBackendFeatures().unavailable('history')) return null;
  return (
    <>
      {/* Chakra's plain extra-small Button as the theme's `.row-action`: one on every fee line. */}
      <button
        type="button"
        className="row-action"
        aria-label={label ?? `${title}的历史`}
        onClick={() => setOpen(true)}
      >
        历史
      </button>
      {open ? (
        <Dialog.Root open size="lg" onOpenChange={(e) => setOpen(e.open)}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{title} · 历史</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <RecordHistory {...history} />
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => setOpen(false)}>
                    关闭
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}
