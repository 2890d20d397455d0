import { Button, Dialog, Field, NativeSelect, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { getCurrentOrg, getOrgList } from '../../../app/session.ts';

export interface ChangeOrganisationDialogProps {
  orderCode: string | null;
  saving: boolean;
  onConfirm: (orgId: string) => void;
  onCancel: () => void;
}

/** 改单: the order moves to another organisation of the group, chosen here. */
export function ChangeOrganisationDialog({
  orderCode,
  saving,
  onConfirm,
  onCancel,
}: ChangeOrganisationDialogProps) {
  const current = getCurrentOrg()?.orgId;
  const targets = getOrgList().filter((o) => o.orgId !== current);
  const [orgId, setOrgId] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !orgId;
  return (
    <Dialog.Root
      open={orderCode !== null}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>改单</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3" fontSize="sm">
                将订单 {orderCode} 连同费用与附件转到集团内的其他组织。
              </Text>
              <Field.Root invalid={missing}>
                <Field.Label>目标组织</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    aria-label="目标组织"
                    value={orgId}
                    onChange={(e) => setOrgId(e.currentTarget.value)}
                  >
                    <option value="">请选择目标组织</option>
                    {targets.map((o) => (
                      <option key={o.orgId} value={o.orgId}>
                        {o.orgName}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {missing ? <Field.ErrorText>请选择目标组织</Field.ErrorText> : null}
                {targets.length === 0 ? (
                  <Field.HelperText>当前账号没有其他可选组织</Field.HelperText>
                ) : null}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                取消
              </Button>
              <Button
                loading={saving}
                onClick={() => {
                  setTouched(true);
                  if (orgId) onConfirm(orgId);
                }}
              >
                确定
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
