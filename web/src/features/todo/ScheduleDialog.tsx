import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog, HStack, Portal, Spacer, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { businessDate } from '../../../../model/businessDate.ts';
import {
  CreateScheduleEntryDocument,
  DeleteScheduleEntryDocument,
  ScheduleEntryNowDocument,
  ScheduleExecutorsDocument,
  SetScheduleStatusDocument,
  UpdateScheduleEntryDocument,
} from '../../__generated__/graphql.ts';
import type { SchedulePage_EntryFragment, ScheduleStatus } from '../../__generated__/graphql.ts';
import { conflictOf } from '../../app/graphqlErrors.ts';
import { showSuccess } from '../../app/toaster.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { reportFailure } from '../../components/feedback.ts';
import {
  DateField,
  SelectField,
  TextAreaField,
  TextField,
  applyServerErrors,
  dateSchema,
} from '../../components/form/index.ts';
import { StatusBadge } from '../../components/list/index.ts';
import { useFormConflict } from '../../components/useFormConflict.tsx';

type ScheduleValues = {
  subject: string;
  salesmanId: string;
  endDate: string;
  description: string;
};

/** The fields a refused save lists to enter again, by their labels on the form. */
const scheduleFields = [
  { name: 'subject', label: '主题' },
  { name: 'salesmanId', label: '执行人' },
  { name: 'endDate', label: '截止日期' },
  { name: 'description', label: '描述' },
] as const;

/** The seeds' success messages of the schedule (错误目录: added, deleted, updated, status updated). */
export const scheduleMessages = {
  inserted: '添加成功',
  deleted: '删除成功',
  updated: '修改成功',
  statusUpdated: '状态更新成功',
} as const;

function scheduleSchema(isNew: boolean, keptEndDate: string | null) {
  return yup.object({
    subject: yup.string().trim().required('请输入主题').max(100, '主题最多100个字符'),
    salesmanId: yup.string().required('请选择执行人'),
    endDate: dateSchema('截止日期')
      .required('请选择截止日期')
      .test(
        'not-past',
        '截止日期不能早于今天',
        (value) =>
          // An edit may keep a day that has passed, never move to one.
          !value || value >= businessDate() || (!isNew && value === keptEndDate),
      ),
    description: yup.string().max(1000, '描述最多1000个字符'),
  });
}

export interface ScheduleDialogProps {
  open: boolean;
  /** The entry to edit; null adds one. */
  entry: SchedulePage_EntryFragment | null;
  /** The end date a new entry starts with (a day picked on the calendar). */
  defaultEndDate: string;
  /** The signed-in user, the executor of a new entry. */
  currentUserId: string | null;
  onClose: () => void;
  /** After a successful add, edit, delete or status change: the month reloads. */
  onChanged: () => void;
}

/** Adds, edits, deletes an entry or changes its status; closes after each. */
export function ScheduleDialog({
  open,
  entry,
  defaultEndDate,
  currentUserId,
  onClose,
  onChanged,
}: ScheduleDialogProps) {
  const isNew = entry === null;
  const executors = useQuery(ScheduleExecutorsDocument, { skip: !open });
  const [create] = useMutation(CreateScheduleEntryDocument, { context: { skipErrorToast: true } });
  const [update] = useMutation(UpdateScheduleEntryDocument, { context: { skipErrorToast: true } });
  const [setStatus, statusState] = useMutation(SetScheduleStatusDocument);
  const [remove, removeState] = useMutation(DeleteScheduleEntryDocument);
  const [askDelete, setAskDelete] = useState(false);
  const client = useApolloClient();
  // The version every change names: the entry's as the page read it, or as read again after a
  // change was refused because someone else changed the entry (CONFLICT).
  const [reread, setReread] = useState<{ id: string; version: number } | null>(null);
  const version = entry && reread?.id === entry.id ? reread.version : (entry?.version ?? 0);
  const reload = async () => {
    if (!entry) return;
    const now = await client.query({
      query: ScheduleEntryNowDocument,
      variables: { id: entry.id },
      fetchPolicy: 'network-only',
    });
    const stored = now.data?.scheduleEntry;
    if (stored) setReread({ id: entry.id, version: stored.version });
    onChanged();
  };
  const conflict = useFormConflict(scheduleFields, entry ? reload : undefined);

  const initialValues: ScheduleValues = {
    subject: entry?.subject ?? '',
    salesmanId: entry?.salesman.id ?? currentUserId ?? '',
    endDate: entry?.endDate ?? defaultEndDate,
    description: entry?.description ?? '',
  };
  const options = (executors.data?.scheduleExecutors ?? []).map((u) => ({
    value: u.id,
    label: u.userName,
  }));

  const done = (message: string) => {
    showSuccess(message);
    onClose();
    onChanged();
  };

  const submit = async (values: ScheduleValues, helpers: FormikHelpers<ScheduleValues>) => {
    const input = {
      subject: values.subject.trim(),
      salesmanId: values.salesmanId || null,
      endDate: values.endDate,
      description: values.description.trim() || null,
    };
    try {
      if (entry) {
        await update({ variables: { id: entry.id, input, expectedVersion: version } });
        conflict.clear();
        done(scheduleMessages.updated);
      } else {
        await create({ variables: { input } });
        done(scheduleMessages.inserted);
      }
    } catch (error) {
      // Changed elsewhere since it was read: the notice with 重新加载; what was typed stays.
      if (conflict.refused(error, values, initialValues) !== null) return;
      applyServerErrors(helpers, error);
    }
  };

  const changeStatus = async (status: ScheduleStatus) => {
    if (!entry) return;
    try {
      await setStatus({ variables: { id: entry.id, status, expectedVersion: version } });
      done(scheduleMessages.statusUpdated);
    } catch (error) {
      reportFailure(error);
      if (conflictOf(error) !== null) await reload();
    }
  };

  const confirmDelete = async () => {
    if (!entry) return;
    try {
      await remove({ variables: { id: entry.id, expectedVersion: version } });
      setAskDelete(false);
      done(scheduleMessages.deleted);
    } catch (error) {
      setAskDelete(false);
      reportFailure(error);
      if (conflictOf(error) !== null) await reload();
    }
  };

  const busy = statusState.loading || removeState.loading;

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Formik
                initialValues={initialValues}
                validationSchema={scheduleSchema(isNew, entry?.endDate ?? null)}
                onSubmit={submit}
                enableReinitialize
              >
                {({ isSubmitting }) => (
                  <Form noValidate aria-label={isNew ? '新增日程' : '编辑日程'}>
                    <Dialog.Header>
                      <HStack gap="2">
                        <Dialog.Title>{isNew ? '新增日程' : '编辑日程'}</Dialog.Title>
                        {entry ? (
                          <StatusBadge status={entry.statusName} label={entry.statusName} />
                        ) : null}
                      </HStack>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="3">
                        {conflict.notice}
                        <TextField name="subject" label="主题" required />
                        <SelectField name="salesmanId" label="执行人" required options={options} />
                        <DateField
                          name="endDate"
                          label="截止日期"
                          required
                          min={isNew ? businessDate() : undefined}
                        />
                        <TextAreaField name="description" label="描述" maxLength={1000} />
                        {entry?.status === 'DONE' ? (
                          <Text fontSize="sm" color="fg.muted">
                            {`实际执行：${entry.actualExecutor?.userName ?? ''} ${entry.actualExecutionDate ?? ''}`}
                          </Text>
                        ) : null}
                        {entry ? (
                          <Text fontSize="xs" color="fg.subtle">
                            {`创建人：${entry.createdBy ?? ''}`}
                          </Text>
                        ) : null}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      {entry ? (
                        <HStack gap="2">
                          <Button
                            variant="outline"
                            colorPalette="red"
                            disabled={busy || isSubmitting}
                            onClick={() => setAskDelete(true)}
                          >
                            删除
                          </Button>
                          {entry.status === 'OPEN' ? (
                            <>
                              <Button
                                variant="outline"
                                colorPalette="green"
                                loading={statusState.loading}
                                disabled={busy || isSubmitting}
                                onClick={() => void changeStatus('DONE')}
                              >
                                标记完成
                              </Button>
                              <Button
                                variant="outline"
                                disabled={busy || isSubmitting}
                                onClick={() => void changeStatus('CANCELLED')}
                              >
                                取消日程
                              </Button>
                            </>
                          ) : (
                            <Button
                              variant="outline"
                              loading={statusState.loading}
                              disabled={busy || isSubmitting}
                              onClick={() => void changeStatus('OPEN')}
                            >
                              重新打开
                            </Button>
                          )}
                        </HStack>
                      ) : null}
                      <Spacer />
                      <Button variant="outline" onClick={onClose}>
                        关闭
                      </Button>
                      <Button type="submit" loading={isSubmitting} disabled={busy}>
                        保存
                      </Button>
                    </Dialog.Footer>
                  </Form>
                )}
              </Formik>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={askDelete}
        title="删除日程"
        confirmText="删除"
        loading={removeState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAskDelete(false)}
      >
        {`确定删除日程「${entry?.subject ?? ''}」吗？`}
      </ConfirmDialog>
    </>
  );
}
