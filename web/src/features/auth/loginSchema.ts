import * as yup from 'yup';

export const mobileMaxLength = 20;

export interface LoginValues {
  mobile: string;
  password: string;
  captcha: string;
}

export const loginInitialValues: LoginValues = { mobile: '', password: '', captcha: '' };

/** Spec 1, section 5: the login form's rules and messages. */
export const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  mobile: yup
    .string()
    .trim()
    .required('请输入手机号')
    .max(mobileMaxLength, `手机号不能超过${mobileMaxLength}个字符`),
  password: yup.string().required('请输入密码'),
  captcha: yup.string().trim().required('请输入验证码'),
});
