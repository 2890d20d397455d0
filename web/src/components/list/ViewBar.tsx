import { useBackendFeatures } from '../../app/backendFeatures.ts';
import { useMutation } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Dialog,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import {
  ListViewDefaultDocument,
  ListViewDeleteDocument,
  ListViewSaveDocument,
  ListViewsDocument,
} from '../../__generated__/graphql.ts';
import { showSuccess } from '../../app/toaster.tsx';
import { forgetListDefaults } from '../../app/session.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { reportFailure } from '../feedback.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import type { ListViewController, SavedListView } from './useListView.ts';

const MAX_NAME = 50;

function viewLabel(view: SavedListView): string {
  const owner = view.mine ? '' : `（${view.ownerName} 共享）`;
  const marks = [view.isDefault ? '默认' : '', view.mine && view.shared ? '已共享' : '']
    .filter(Boolean)
    .join('，');
  return `${view.name}${owner}${marks ? `（${marks}）` : ''}`;
}

interface SaveDialogProps {
  open: boolean;
  /** The view the list was opened from: an own one is changed when its name is kept. */
  current: SavedListView | null;
  saving: boolean;
  onSave: (values: { name: string; shared: boolean; isDefault: boolean }) => void;
  onClose: () => void;
}

/** 保存视图: a name, 与本组织共享, 设为默认视图. */
function SaveViewDialog({ open, current, saving, onSave, onClose }: SaveDialogProps) {
  const [name, setName] = useState(
    current ? (current.mine ? current.name : `${current.name} 副本`) : '',
  );
  const [shared, setShared] = useState(current?.mine ? current.shared : false);
  const [isDefault, setIsDefault] = useState(current?.mine ? current.isDefault : false);
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const error =
    trimmed === ''
      ? '请输入视图名称'
      : [...trimmed].length > MAX_NAME
        ? `视图名称不能超过 ${MAX_NAME} 个字`
        : null;
  const submit = () => {
    setTouched(true);
    if (!error) onSave({ name: trimmed, shared, isDefault });
  };
  return (
    <Dialog.Root
      open={open}
      size="sm"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>保存视图</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted" fontSize="sm">
                  保存当前的筛选条件、列设置、排序和每页条数。
                  {current?.mine ? '名称不变时更新该视图，改名则另存为新视图。' : ''}
                </Text>
                <Field.Root required invalid={touched && error !== null}>
                  <Field.Label>
                    视图名称
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    size="sm"
                    value={name}
                    maxLength={MAX_NAME + 10}
                    onChange={(e) => setName(e.currentTarget.value)}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
                <Checkbox.Root
                  size="sm"
                  checked={shared}
                  onCheckedChange={(e) => setShared(e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>与本组织共享（其他人只读）</Checkbox.Label>
                </Checkbox.Root>
                <Checkbox.Root
                  size="sm"
                  checked={isDefault}
                  onCheckedChange={(e) => setIsDefault(e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>设为默认视图</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                取消
              </Button>
              <Button type="submit" loading={saving}>
                保存
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A list's view toolbar: the saved views (own and shared in the organisation), 列设置, 保存视图,
 * 设为默认 and 删除视图. Rendered by ListPage above the table.
 */
export function ViewBar<Row>({ view }: { view: ListViewController<Row> }) {
  const [dialog, setDialog] = useState<'columns' | 'save' | 'delete' | null>(null);
  // Saved views are this project's addition (legacy mode: columns only, kept in the address).
  const noViews = useBackendFeatures().unavailable('savedViews');
  // A change of the views reads them again, and the default views remembered for the next first
  // visit of a list are forgotten (app/defaultViewMemory.ts): that visit waits for the views.
  const changes = {
    refetchQueries: [{ query: ListViewsDocument, variables: { list: view.key } }],
    awaitRefetchQueries: true,
    onCompleted: () => forgetListDefaults(),
  };
  const [save, saveState] = useMutation(ListViewSaveDocument, changes);
  const [remove, removeState] = useMutation(ListViewDeleteDocument, changes);
  const [setDefault, defaultState] = useMutation(ListViewDefaultDocument, changes);
  const current = view.views.find((v) => v.id === view.currentViewId) ?? null;

  const onSave = async (values: { name: string; shared: boolean; isDefault: boolean }) => {
    const content = view.content();
    const same = current?.mine && current.name === values.name ? current : null;
    try {
      const result = await save({
        variables: {
          input: {
            ...(same ? { id: same.id } : {}),
            list: view.key,
            name: values.name,
            shared: values.shared,
            isDefault: values.isDefault,
            filters: content.filters,
            columns: content.columns,
            sort: content.sort,
            pageSize: content.pageSize,
          },
        },
      });
      const saved = result.data?.saveListView;
      setDialog(null);
      showSuccess(`视图「${values.name}」已保存`);
      if (saved) view.applyView(saved);
    } catch (err) {
      reportFailure(err);
    }
  };

  const onDefault = async () => {
    if (!current) return;
    try {
      await setDefault({
        variables: { list: view.key, id: current.isDefault ? null : current.id },
      });
      showSuccess(current.isDefault ? '已取消默认视图' : `「${current.name}」已设为默认视图`);
    } catch (err) {
      reportFailure(err);
    }
  };

  const onDelete = async () => {
    if (!current) return;
    try {
      await remove({ variables: { id: current.id } });
      setDialog(null);
      showSuccess('视图已删除');
      view.clearView();
    } catch (err) {
      setDialog(null);
      reportFailure(err);
    }
  };

  return (
    <HStack gap="2" wrap="wrap" role="toolbar" aria-label="列表视图">
      {noViews ? null : (
        <NativeSelect.Root size="xs" width="auto" minWidth="40">
          <NativeSelect.Field
            aria-label="视图"
            value={current?.id ?? ''}
            onChange={(e) => {
              const chosen = view.views.find((v) => v.id === e.currentTarget.value);
              if (chosen) view.applyView(chosen);
              else view.clearView();
            }}
          >
            <option value="">
              {view.currentViewId && !current ? '（视图不可用）' : '列表默认视图'}
            </option>
            {view.views.map((v) => (
              <option key={v.id} value={v.id}>
                {viewLabel(v)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <Button size="xs" variant="outline" onClick={() => setDialog('columns')}>
        列设置
      </Button>
      {noViews ? null : (
        <Button size="xs" variant="outline" onClick={() => setDialog('save')}>
          {current && !current.mine ? '另存为我的视图' : '保存视图'}
        </Button>
      )}
      {current ? (
        <Button
          size="xs"
          variant="ghost"
          loading={defaultState.loading}
          onClick={() => void onDefault()}
        >
          {current.isDefault ? '取消默认' : '设为默认'}
        </Button>
      ) : null}
      {current?.mine ? (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDialog('delete')}>
          删除视图
        </Button>
      ) : null}
      {dialog === 'columns' ? (
        <ColumnChooser
          open
          columns={view.allColumns}
          settings={view.settings}
          onApply={(settings) => {
            view.setColumns(settings);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'save' ? (
        <SaveViewDialog
          open
          current={current}
          saving={saveState.loading}
          onSave={(values) => void onSave(values)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="提示"
        loading={removeState.loading}
        onConfirm={() => void onDelete()}
        onCancel={() => setDialog(null)}
      >
        {`确定删除视图「${current?.name ?? ''}」吗？`}
      </ConfirmDialog>
    </HStack>
  );
}
