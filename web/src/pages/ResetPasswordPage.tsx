import { AccountsByAdministrator } from './AccountsByAdministrator.tsx';

/** /user/resetpassword: passwords are reset by the administrator, not here. */
export default function ResetPasswordPage() {
  return <AccountsByAdministrator title="重置密码" />;
}
