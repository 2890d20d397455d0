import {
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { FormikProvider, useFormik } from 'formik';
import type { FormikHelpers } from 'formik';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CaptchaQuery } from '../../__generated__/graphql.ts';
import {
  errorMessages,
  isGraphQLFailure,
  shownByErrorLink,
  splitFieldErrors,
} from '../../app/graphqlErrors.ts';
import { productName } from '../../app/product.ts';
import { loadSignedInFrame } from '../../app/signedInFrame.ts';
import { firstMenuUrl, getMenu, startSession, storeMe } from '../../app/session.ts';
import { showError, toastDurations } from '../../app/toaster.tsx';
import { FieldShell, useFormikField } from '../../components/form/FieldShell.tsx';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { signInCalls, useSignInTransport } from './signInCalls.ts';
import {
  loginFieldAliases,
  loginInitialValues,
  loginSchema,
  mobileMaxLength,
} from './loginSchema.ts';
import type { LoginValues } from './loginSchema.ts';

// Shown only when the account is signed in elsewhere: loaded then, not with the page.
const ConfirmDialog = lazy(() =>
  import('../../components/ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/** The captcha key is the current timestamp (spec 1, section 3); never the same twice in a row. */
function nextCheckKey(previous?: string): string {
  const now = String(Date.now());
  return now === previous ? `${now}1` : now;
}

function CaptchaField({
  image,
  loading,
  onRefresh,
}: {
  image?: string;
  loading: boolean;
  onRefresh: () => void;
}) {
  const { field, error } = useFormikField<string>('captcha');
  return (
    <FieldShell label="验证码" required error={error}>
      <HStack width="full" gap="2" align="stretch">
        <Input {...field} placeholder="请输入验证码" autoComplete="off" maxLength={8} flex="1" />
        <chakra.button
          type="button"
          onClick={onRefresh}
          title="看不清？点击刷新"
          aria-label="刷新验证码"
          width="112px"
          height="8"
          flexShrink={0}
          borderWidth="1px"
          borderRadius="l2"
          overflow="hidden"
          bg="bg"
          cursor="pointer"
        >
          {image && !loading ? (
            <Image src={image} alt="验证码" width="full" height="full" objectFit="contain" />
          ) : (
            <Skeleton width="full" height="full" />
          )}
        </chakra.button>
      </HStack>
    </FieldShell>
  );
}

function BrandPanel() {
  return (
    <Flex
      direction="column"
      justify="space-between"
      flex="1"
      p={{ base: '8', md: '12' }}
      color="white"
      bgGradient="to-br"
      gradientFrom="blue.700"
      gradientTo="blue.900"
      display={{ base: 'none', md: 'flex' }}
    >
      <Text fontSize="lg" fontWeight="semibold" letterSpacing="wide">
        {productName}
      </Text>
      <Stack gap="4">
        <Heading size="3xl" fontWeight="bold" lineHeight="1.2">
          货运代理与报关
          <br />
          业务管理平台
        </Heading>
        <Text color="whiteAlpha.800" maxW="md">
          海运、空运、内贸订单全流程跟踪，应收应付、审核开票与报表统计，一处完成。
        </Text>
      </Stack>
      <Text fontSize="sm" color="whiteAlpha.700">
        海运出口 · 海运进口 · 空运出口 · 空运进口 · 内贸业务
      </Text>
    </Flex>
  );
}

export default function LoginPage() {
  const transport = useSignInTransport();
  const navigate = useNavigate();
  const [checkKey, setCheckKey] = useState(() => nextCheckKey());
  const [captcha, setCaptcha] = useState<{
    loading: boolean;
    data?: CaptchaQuery;
  }>({ loading: true });
  useEffect(() => {
    let current = true;
    setCaptcha((c) => ({ ...c, loading: true }));
    transport(signInCalls.captcha, { checkKey })
      .then((data) => {
        if (current) setCaptcha({ loading: false, data });
      })
      .catch(() => {
        if (current) setCaptcha({ loading: false });
      });
    return () => {
      current = false;
    };
  }, [checkKey, transport]);
  const [confirming, setConfirming] = useState<{ values: LoginValues; message: string } | null>(
    null,
  );
  const [signingIn, setSigningIn] = useState(false);

  const refreshCaptcha = useCallback(() => setCheckKey((previous) => nextCheckKey(previous)), []);

  const showFailure = (
    error: unknown,
    helpers: Pick<FormikHelpers<LoginValues>, 'setFieldError' | 'setFieldValue'>,
  ) => {
    // A transport failure the app's error link has shown already ((address) 接口异常).
    const text = isGraphQLFailure(error)
      ? [...new Set(errorMessages(error).map((m) => m.message))].join('；')
      : shownByErrorLink(error)
        ? null
        : '服务异常，请稍后重试';
    if (text !== null) showError(text, toastDurations.loginError);
    refreshCaptcha();
    void helpers.setFieldValue('captcha', '', false);
    const { fieldErrors } = splitFieldErrors(error, loginFieldAliases);
    for (const [field, message] of Object.entries(fieldErrors))
      if (message) helpers.setFieldError(field, message);
  };

  const signIn = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
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
      showFailure(error, helpers);
    } finally {
      setSigningIn(false);
    }
  };

  const onSubmit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    // The page after sign-in needs the signed-in frame: it loads while the sign-in calls travel.
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
      showFailure(error, helpers);
      return;
    }
    await signIn(values, helpers);
  };

  const formik = useFormik<LoginValues>({
    initialValues: loginInitialValues,
    validationSchema: loginSchema,
    onSubmit,
  });
  const busy = formik.isSubmitting || signingIn;

  return (
    <Flex minH="100vh" bg="bg.subtle">
      <BrandPanel />
      <Flex flex={{ base: '1', md: '0 0 480px' }} align="center" justify="center" p="8" bg="bg">
        <Box width="full" maxW="sm">
          <Stack gap="1" mb="8">
            <Text fontSize="sm" color="colorPalette.600" fontWeight="semibold">
              {productName}
            </Text>
            <Heading size="xl">账号登录</Heading>
            <Text color="fg.muted" fontSize="sm">
              请使用手机号和密码登录
            </Text>
          </Stack>
          <FormikProvider value={formik}>
            <form onSubmit={formik.handleSubmit} noValidate aria-label="登录">
              <Stack gap="4">
                <TextField
                  name="mobile"
                  label="手机号"
                  required
                  placeholder="请输入手机号"
                  autoComplete="username"
                  inputMode="tel"
                  maxLength={mobileMaxLength}
                />
                <PasswordField
                  name="password"
                  label="密码"
                  required
                  placeholder="请输入密码"
                  autoComplete="current-password"
                />
                <CaptchaField
                  image={captcha.data?.captcha.image}
                  loading={captcha.loading}
                  onRefresh={refreshCaptcha}
                />
                <Button
                  type="submit"
                  size="md"
                  width="full"
                  mt="2"
                  loading={busy}
                  loadingText="登录中"
                >
                  登录
                </Button>
              </Stack>
            </form>
          </FormikProvider>
        </Box>
      </Flex>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="登录提示"
            loading={signingIn}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              const values = confirming.values;
              setConfirming(null);
              void signIn(values, formik);
            }}
          >
            {confirming.message}
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </Flex>
  );
}
