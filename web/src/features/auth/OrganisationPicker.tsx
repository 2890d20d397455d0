import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SessionOrgEntry } from '../../app/session.ts';
import { useSwitchOrganisation } from './useSwitchOrganisation.ts';

export interface OrganisationPickerProps {
  open: boolean;
  organisations: readonly SessionOrgEntry[];
}

/** After sign-in without a default organisation the user must choose one (spec 1, section 4). */
export function OrganisationPicker({ open, organisations }: OrganisationPickerProps) {
  const { switchTo, switching } = useSwitchOrganisation();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Dialog.Root open={open} closeOnInteractOutside={false} closeOnEscape={false} role="dialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>选择组织</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted" mb="3">
                请选择您要进入的组织，它将成为您的默认组织。
              </Text>
              <Stack gap="2">
                {organisations.map((org) => (
                  <Button
                    key={org.orgId}
                    variant="outline"
                    justifyContent="flex-start"
                    loading={switching && chosen === org.orgId}
                    disabled={switching}
                    onClick={() => {
                      setChosen(org.orgId);
                      void switchTo(org.orgId);
                    }}
                  >
                    {org.orgName}
                  </Button>
                ))}
                {organisations.length === 0 ? (
                  <Text>您尚未加入任何组织，请联系管理员。</Text>
                ) : null}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
