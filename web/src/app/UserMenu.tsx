import { useState } from 'react';
import { ChevronDownIcon, UserIcon } from '../components/icons.tsx';
import { LazyMenu } from '../components/LazyMenu.tsx';
import { OnceOpened } from '../components/OnceOpened.tsx';
import { ChangePasswordDialog } from '../features/auth/ChangePasswordDialog.tsx';
import { useLogout } from '../features/auth/useLogout.ts';
import { getUser } from './session.ts';

const userMenuItems = [
  { value: 'password', label: '修改密码' },
  { value: 'logout', label: '退出登录' },
];

export function UserMenu() {
  const user = getUser();
  const { logout } = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <LazyMenu
        className="user-menu"
        // The name starts with the text shown (the user's name), as speech input needs.
        name={`${user?.userName ?? '用户'}，用户菜单`}
        items={userMenuItems}
        minW="32"
        onSelect={(value) => {
          if (value === 'password') setChangingPassword(true);
          if (value === 'logout') void logout();
        }}
      >
        <UserIcon />
        {user?.userName ?? '用户'}
        <ChevronDownIcon color="fg.subtle" />
      </LazyMenu>
      <OnceOpened open={changingPassword}>
        <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      </OnceOpened>
    </>
  );
}
