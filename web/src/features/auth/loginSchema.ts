// The login form's rules, checked without a form library: the page a new visitor waits for
// carries neither formik nor yup (the signed-in forms load them with their pages).

export const mobileMaxLength = 20;

export interface LoginValues {
  mobile: string;
  password: string;
  captcha: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export const loginInitialValues: LoginValues = { mobile: '', password: '', captcha: '' };

/** Spec 1, section 5: the login form's rules and messages; an empty answer means it may be sent. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const mobile = values.mobile.trim();
  if (mobile === '') errors.mobile = '请输入手机号';
  else if (mobile.length > mobileMaxLength) {
    errors.mobile = `手机号不能超过${mobileMaxLength}个字符`;
  }
  if (values.password === '') errors.password = '请输入密码';
  if (values.captcha.trim() === '') errors.captcha = '请输入验证码';
  return errors;
}
