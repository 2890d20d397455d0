import { AccountsByAdministrator } from './AccountsByAdministrator.tsx';

/** /user/register: accounts are created by the administrator, not here. */
export default function RegisterPage() {
  return <AccountsByAdministrator title="注册" />;
}
