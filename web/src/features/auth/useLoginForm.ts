// The login form's state: values, the fields left (or all of them once sent), the errors of the
// rules (validateLogin) and those the server named, and whether a submit is under way. An error
// shows once its field was left or the form sent, as on every form of the app.
import { useCallback, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { validateLogin } from './loginSchema.ts';
import type { LoginErrors, LoginValues } from './loginSchema.ts';

export interface LoginFormHelpers {
  /** Shows a server's message under a field, until the field is next changed. */
  setFieldError: (field: keyof LoginValues, message: string) => void;
  /** Sets a value without showing the rules' error for it. */
  clearField: (field: keyof LoginValues) => void;
}

export interface LoginForm extends LoginFormHelpers {
  values: LoginValues;
  isSubmitting: boolean;
  errorOf: (field: keyof LoginValues) => string | undefined;
  change: (field: keyof LoginValues, value: string) => void;
  leave: (field: keyof LoginValues) => void;
  handleSubmit: (event?: FormEvent) => void;
}

export function useLoginForm(
  initialValues: LoginValues,
  onSubmit: (values: LoginValues, helpers: LoginFormHelpers) => Promise<void>,
): LoginForm {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const current = useRef(values);
  current.current = values;
  const errors = validateLogin(values);

  const setFieldError = useCallback((field: keyof LoginValues, message: string) => {
    setServerErrors((e) => ({ ...e, [field]: message }));
    setTouched((t) => ({ ...t, [field]: true }));
  }, []);
  const clearField = useCallback((field: keyof LoginValues) => {
    setValues((v) => ({ ...v, [field]: '' }));
    setTouched((t) => ({ ...t, [field]: false }));
  }, []);
  const helpers: LoginFormHelpers = { setFieldError, clearField };

  return {
    values,
    isSubmitting,
    errorOf: (field) => (touched[field] ? (serverErrors[field] ?? errors[field]) : undefined),
    change: (field, value) => {
      setValues((v) => ({ ...v, [field]: value }));
      setServerErrors((e) => ({ ...e, [field]: undefined }));
    },
    leave: (field) => setTouched((t) => ({ ...t, [field]: true })),
    handleSubmit: (event) => {
      event?.preventDefault();
      if (isSubmitting) return;
      setTouched({ mobile: true, password: true, captcha: true });
      setServerErrors({});
      const sent = current.current;
      if (Object.keys(validateLogin(sent)).length > 0) return;
      setSubmitting(true);
      void onSubmit(sent, helpers).finally(() => setSubmitting(false));
    },
    setFieldError,
    clearField,
  };
}
