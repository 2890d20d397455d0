import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { ChevronDownIcon, UserIcon } from '../components/icons.tsx';
import { OnceOpened } from '../components/OnceOpened.tsx';
import { ChangePasswordDialog } from '../features/auth/ChangePasswordDialog.tsx';
import { useLogout } from '../features/auth/useLogout.ts';
import { getUser } from './session.ts';

export function UserMenu() {
  const user = getUser();
  const { logout } = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <Menu.Root
        onSelect={(details) => {
          if (details.value === 'password') setChangingPassword(true);
          if (details.value === 'logout') void logout();
        }}
      >
        <Menu.Trigger asChild>
          {/* The name starts with the text shown (the user's name), as speech input needs. */}
          <Button variant="ghost" aria-label={`${user?.userName ?? '用户'}，用户菜单`}>
            <UserIcon />
            {user?.userName ?? '用户'}
            <ChevronDownIcon color="fg.subtle" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="32">
              <Menu.Item value="password">修改密码</Menu.Item>
              <Menu.Item value="logout">退出登录</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <OnceOpened open={changingPassword}>
        <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      </OnceOpened>
    </>
  );
}
