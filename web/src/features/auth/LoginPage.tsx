import { Suspense, lazy, useCallback, useEffect, useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CaptchaQuery } from '../../__generated__/graphql.ts';
import { loadChakraScope } from '../../app/chakraLoader.ts';
import {
  errorMessages,
  inputFieldErrors,
  isGraphQLFailure,
  shownByErrorLink,
} from '../../app/graphqlErrors.ts';
import { productName } from '../../app/product.ts';
import { loadSignedInFrame } from '../../app/signedInFrame.ts';
import { firstMenuUrl, getMenu, startSession, storeMe } from '../../app/session.ts';
import { showError, toastDurations, toastsShown, watchToasts } from '../../app/toaster.tsx';
import { signInCalls, useSignInTransport } from './signInCalls.ts';
import { loginInitialValues, mobileMaxLength } from './loginSchema.ts';
import type { LoginValues } from './loginSchema.ts';
import { useLoginForm } from './useLoginForm.ts';
import type { LoginForm, LoginFormHelpers } from './useLoginForm.ts';
import styles from './LoginPage.module.css';

// The page a new visitor waits for is drawn with its own small style sheet, without Chakra UI and
// emotion. A toast or the signed-in-elsewhere prompt is drawn with Chakra like everywhere else:
// its code loads when one is first shown (and starts loading on submit, with the signed-in frame).
const ChakraScope = lazy(() => loadChakraScope().then((m) => ({ default: m.ChakraScope })));
const ConfirmDialog = lazy(() =>
  import('../../components/ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/** Whether a toast has been shown while the page is open (or was still up when it opened). */
function useToastShown(): boolean {
  const [shown, setShown] = useState(toastsShown);
  useEffect(() => watchToasts(() => setShown(true)), []);
  return shown;
}

/** The captcha key is the current timestamp (spec 1, section 3); never the same twice in a row. */
function nextCheckKey(previous?: string): string {
  const now = String(Date.now());
  return now === previous ? `${now}1` : now;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'className'
>;

/** Label above with the required mark, the input, the error below (as the app's form fields). */
function LoginField({
  form,
  name,
  label,
  inputProps,
  end,
  aside,
  onLeave,
}: {
  form: LoginForm;
  name: keyof LoginValues;
  label: string;
  inputProps: InputProps;
  /** After the field's own blur handling. */
  onLeave?: () => void;
  /** Inside the input's box, at its end (the password's show button). */
  end?: ReactNode;
  /** Beside the input (the captcha image). */
  aside?: ReactNode;
}) {
  const id = useId();
  const error = form.errorOf(name);
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      <div className={styles.row}>
        <div className={styles.inputBox}>
          <input
            {...inputProps}
            name={name}
            onChange={(event) => form.change(name, event.target.value)}
            onBlur={() => {
              form.leave(name);
              onLeave?.();
            }}
            value={form.values[name]}
            id={id}
            className={end ? `${styles.input} ${styles.withEnd}` : styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {end}
        </div>
        {aside}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={styles.reveal}
      tabIndex={-1}
      aria-label={visible ? '隐藏密码' : '显示密码'}
      onClick={onToggle}
    >
      {visible ? '隐藏' : '显示'}
    </button>
  );
}

function CaptchaImage({
  image,
  loading,
  onRefresh,
}: {
  image?: string;
  loading: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className={styles.captchaBox}>
      {/* A click on the image refreshes it too; the keyboard's way is 换一张 beside it. */}
      <div className={styles.captcha} onClick={onRefresh} title="看不清？点击换一张">
        {image && !loading ? (
          <img src={image} alt="验证码" />
        ) : (
          <span className={styles.skeleton} aria-hidden="true" />
        )}
      </div>
      <button type="button" className={styles.textButton} onClick={onRefresh}>
        换一张
      </button>
    </div>
  );
}

function BrandPanel() {
  return (
    <div className={styles.brand}>
      <p className={styles.brandName}>{productName}</p>
      <div className={styles.brandBody}>
        <h2 className={styles.brandTitle}>
          货运代理与报关
          <br />
          业务管理平台
        </h2>
        <p className={styles.brandText}>
          海运、空运、内贸订单全流程跟踪，应收应付、审核开票与报表统计，一处完成。
        </p>
      </div>
      <p className={styles.brandFoot}>海运出口 · 海运进口 · 空运出口 · 空运进口 · 内贸业务</p>
    </div>
  );
}

export default function LoginPage() {
  const transport = useSignInTransport();
  const navigate = useNavigate();
  // An image is asked for the mobile typed (when the field is left, and after a failure): an
  // account with many recent failed sign-ins takes only an image asked for it.
  const [captchaFor, setCaptchaFor] = useState<{ checkKey: string; mobile: string | null }>(() => ({
    checkKey: nextCheckKey(),
    mobile: null,
  }));
  const { checkKey } = captchaFor;
  const [captcha, setCaptcha] = useState<{
    loading: boolean;
    data?: CaptchaQuery;
  }>({ loading: true });
  useEffect(() => {
    let current = true;
    setCaptcha((c) => ({ ...c, loading: true }));
    transport(signInCalls.captcha, { checkKey: captchaFor.checkKey, mobile: captchaFor.mobile })
      .then((data) => {
        if (current) setCaptcha({ loading: false, data });
      })
      .catch(() => {
        if (current) setCaptcha({ loading: false });
      });
    return () => {
      current = false;
    };
  }, [captchaFor, transport]);
  const [confirming, setConfirming] = useState<{ values: LoginValues; message: string } | null>(
    null,
  );
  const [signingIn, setSigningIn] = useState(false);

  const refreshCaptcha = useCallback(
    (mobile: string) =>
      setCaptchaFor((previous) => ({
        checkKey: nextCheckKey(previous.checkKey),
        mobile: mobile.trim() || null,
      })),
    [],
  );

  const showFailure = (error: unknown, values: LoginValues, helpers: LoginFormHelpers) => {
    // A transport failure the app's error link has shown already ((address) 接口异常).
    const text = isGraphQLFailure(error)
      ? [...new Set(errorMessages(error).map((m) => m.message))].join('；')
      : shownByErrorLink(error)
        ? null
        : '服务异常，请稍后重试';
    if (text !== null) showError(text, toastDurations.loginError);
    refreshCaptcha(values.mobile);
    helpers.clearField('captcha');
    for (const [field, message] of Object.entries(inputFieldErrors(error))) {
      if (field in loginInitialValues) helpers.setFieldError(field as keyof LoginValues, message);
    }
  };

  const signIn = async (values: LoginValues, helpers: LoginFormHelpers) => {
    setSigningIn(true);
    try {
      const data = await transport(
        signInCalls.login,
        {
          input: {
            mobile: values.mobile.trim(),
            password: values.password,
            captcha: values.captcha.trim(),
            checkKey: captcha.data?.captcha.checkKey ?? checkKey,
          },
        },
        { skipErrorToast: true },
      );
      await startSession(data.login.token);
      const session = await transport(signInCalls.me, {});
      storeMe(session.me);
      await navigate(firstMenuUrl(getMenu()), { replace: true });
    } catch (error) {
      showFailure(error, values, helpers);
    } finally {
      setSigningIn(false);
    }
  };

  const onSubmit = async (values: LoginValues, helpers: LoginFormHelpers) => {
    // The page after sign-in needs Chakra and the signed-in frame, a refusal its toast: they load
    // while the sign-in calls travel.
    loadChakraScope().catch(() => undefined);
    loadSignedInFrame().catch(() => undefined);
    try {
      const data = await transport(
        signInCalls.checkLogin,
        { mobile: values.mobile.trim() },
        { skipErrorToast: true },
      );
      if (data.checkLogin === 'SIGNED_IN_ELSEWHERE') {
        setConfirming({ values, message: '该账号已在其他地方登录，确认登录？' });
        return;
      }
    } catch (error) {
      // Unknown account (UNAUTHENTICATED) or any other refusal: say why and start with a new code.
      showFailure(error, values, helpers);
      return;
    }
    await signIn(values, helpers);
  };

  const form = useLoginForm(loginInitialValues, onSubmit);
  const busy = form.isSubmitting || signingIn;
  const [passwordVisible, setPasswordVisible] = useState(false);
  const toastShown = useToastShown();

  return (
    <div className={styles.page}>
      <BrandPanel />
      <main className={styles.panel}>
        <div className={styles.box}>
          <div className={styles.intro}>
            <p className={styles.eyebrow}>{productName}</p>
            <h1 className={styles.title}>账号登录</h1>
            <p className={styles.subtitle}>请使用手机号和密码登录</p>
          </div>
          <form onSubmit={form.handleSubmit} noValidate aria-label="登录" className={styles.form}>
            <LoginField
              form={form}
              name="mobile"
              label="手机号"
              inputProps={{
                placeholder: '请输入手机号',
                autoComplete: 'username',
                inputMode: 'tel',
                maxLength: mobileMaxLength,
              }}
              onLeave={() => {
                const mobile = form.values.mobile.trim();
                if (mobile && mobile !== captchaFor.mobile) refreshCaptcha(mobile);
              }}
            />
            <LoginField
              form={form}
              name="password"
              label="密码"
              inputProps={{
                placeholder: '请输入密码',
                autoComplete: 'current-password',
                type: passwordVisible ? 'text' : 'password',
              }}
              end={
                <PasswordToggle
                  visible={passwordVisible}
                  onToggle={() => setPasswordVisible((v) => !v)}
                />
              }
            />
            <LoginField
              form={form}
              name="captcha"
              label="验证码"
              inputProps={{ placeholder: '请输入验证码', autoComplete: 'off', maxLength: 8 }}
              aside={
                <CaptchaImage
                  image={captcha.data?.captcha.image}
                  loading={captcha.loading}
                  onRefresh={() => refreshCaptcha(form.values.mobile)}
                />
              }
            />
            <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
              {busy ? (
                <>
                  <span className={styles.spinner} aria-hidden="true" />
                  登录中
                </>
              ) : (
                '登录'
              )}
            </button>
          </form>
        </div>
      </main>
      {toastShown || confirming ? (
        <Suspense fallback={null}>
          <ChakraScope>
            {confirming ? (
              <ConfirmDialog
                open
                title="登录提示"
                loading={signingIn}
                onCancel={() => setConfirming(null)}
                onConfirm={() => {
                  const values = confirming.values;
                  setConfirming(null);
                  void signIn(values, form);
                }}
              >
                {confirming.message}
              </ConfirmDialog>
            ) : null}
          </ChakraScope>
        </Suspense>
      ) : null}
    </div>
  );
}
