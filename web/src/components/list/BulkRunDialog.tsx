import { Button, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { BulkRun_ResultFragment } from '../../__generated__/graphql.ts';
import { newIdempotencyKey } from '../../app/idempotency.ts';
import { ProgressLine } from '../ProgressLine.tsx';
import { formatDecimal } from '../form/decimal.ts';

/** Rows sent in one call: each call is one mutation, with its own idempotency key. */
export const BULK_CHUNK = 100;

/** A row of the run: its key for the server and how the dialog names it. */
export interface BulkRow {
  key: string;
  label: string;
}

export interface BulkRunRequest {
  /** 批量指派客服, 批量审核通过 … */
  title: string;
  /** The question asked before anything runs; it names the count. */
  question: ReactNode;
  /** Fields to fill first (a person, a remark); `ready` false keeps 确定 disabled. */
  form?: ReactNode;
  ready?: boolean;
  /** One chunk: the keys, and the chunk's idempotency key (the same on a retry). */
  run: (keys: string[], idempotencyKey: string) => Promise<BulkRun_ResultFragment>;
}

/** Mount one per run (a new `key`): it starts at the question. */
export interface BulkRunDialogProps {
  request: BulkRunRequest;
  /** The chosen rows (a page's, or every row matching the filter, read when the run starts). */
  rows: () => Promise<BulkRow[]>;
  /** `changed`: some row was done, so the list reloads. */
  onClose: (changed: boolean) => void;
}

type Phase =
  | { step: 'confirm' }
  | { step: 'running'; processed: number; total: number }
  | { step: 'finished'; total: number; failure: string | null };

interface Refusal {
  key: string;
  label: string;
  message: string;
}

// Grouped as zh-CN writes counts, without Intl: its first use loads the locale's data (decimal.ts).
const count = (n: number) => formatDecimal(n, 0);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a bulk action: asks first (the count is in the question), then sends the rows in chunks
 * of BULK_CHUNK with a progress bar, then lists the rows refused with their reasons.
 */
export function BulkRunDialog({ request, rows, onClose }: BulkRunDialogProps) {
  const [phase, setPhase] = useState<Phase>({ step: 'confirm' });
  const [tally, setTally] = useState({ done: 0, unchanged: 0 });
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const start = async () => {
    setPhase({ step: 'running', processed: 0, total: 0 });
    let chosen: BulkRow[];
    try {
      chosen = await rows();
    } catch (error) {
      setPhase({ step: 'finished', total: 0, failure: messageOf(error) });
      return;
    }
    const labels = new Map(chosen.map((r) => [r.key, r.label]));
    const run = newIdempotencyKey();
    let done = 0;
    let unchanged = 0;
    const refused: Refusal[] = [];
    setPhase({ step: 'running', processed: 0, total: chosen.length });
    for (let at = 0; at < chosen.length; at += BULK_CHUNK) {
      const chunk = chosen.slice(at, at + BULK_CHUNK).map((r) => r.key);
      try {
        const result = await request.run(chunk, `${run}-${at / BULK_CHUNK}`);
        done += result.done;
        unchanged += result.unchanged;
        for (const r of result.results) {
          if (r.outcome === 'REFUSED') {
            refused.push({
              key: r.key,
              label: labels.get(r.key) ?? r.key,
              message: r.message ?? '',
            });
          }
        }
      } catch (error) {
        setTally({ done, unchanged });
        setRefusals(refused);
        setPhase({ step: 'finished', total: chosen.length, failure: messageOf(error) });
        return;
      }
      setTally({ done, unchanged });
      setRefusals([...refused]);
      setPhase({
        step: 'running',
        processed: Math.min(at + BULK_CHUNK, chosen.length),
        total: chosen.length,
      });
    }
    setPhase({ step: 'finished', total: chosen.length, failure: null });
  };

  const close = () => onClose(tally.done > 0);
  const running = phase.step === 'running';
  const share =
    phase.step === 'running' && phase.total > 0
      ? Math.round((phase.processed / phase.total) * 100)
      : phase.step === 'finished'
        ? 100
        : 0;

  return (
    <Dialog.Root
      open
      size="lg"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open && !running) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={request.title}>
            <Dialog.Header>
              <Dialog.Title>{request.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {phase.step === 'confirm' ? (
                <Stack gap="3">
                  <Text>{request.question}</Text>
                  {request.form}
                </Stack>
              ) : (
                <Stack gap="3">
                  <ProgressLine
                    label="批量处理进度"
                    size="md"
                    share={share}
                    text={
                      phase.step === 'running'
                        ? phase.total === 0
                          ? '正在读取所选记录…'
                          : `已处理 ${count(phase.processed)} / ${count(phase.total)} 条`
                        : `已处理 ${count(phase.total)} 条`
                    }
                  />
                  {phase.step === 'finished' ? (
                    <Text fontWeight="medium">
                      完成 {count(tally.done)} 条，无需变更 {count(tally.unchanged)} 条，未通过{' '}
                      {count(refusals.length)} 条
                    </Text>
                  ) : null}
                  {phase.step === 'finished' && phase.failure ? (
                    <Text color="fg.error">处理中断：{phase.failure}</Text>
                  ) : null}
                  {refusals.length > 0 ? (
                    <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight="240px">
                      <Table.Root size="sm" stickyHeader aria-label="未通过的记录">
                        <Table.Header>
                          <Table.Row bg="bg.muted">
                            <Table.ColumnHeader>记录</Table.ColumnHeader>
                            <Table.ColumnHeader>原因</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {refusals.map((r) => (
                            <Table.Row key={r.key}>
                              <Table.Cell whiteSpace="nowrap">{r.label}</Table.Cell>
                              <Table.Cell color="fg.error">{r.message}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {phase.step === 'confirm' ? (
                <>
                  <Button variant="outline" onClick={close}>
                    取消
                  </Button>
                  <Button disabled={request.ready === false} onClick={() => void start()}>
                    确定
                  </Button>
                </>
              ) : (
                <Button loading={running} onClick={close}>
                  关闭
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
