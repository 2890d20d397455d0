import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  CloseButton,
  Code,
  Dialog,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { businessDate } from '../../../../model/businessDate.ts';
import {
  API_TOKEN_NAME_MAX,
  DEFAULT_COST_PER_MINUTE,
  DEFAULT_REQUESTS_PER_MINUTE,
} from '../../../../model/apiTokens.ts';
import { CreateApiTokenDocument, UserChoicesDocument } from '../../__generated__/graphql.ts';
import { showError, showSuccess } from '../../app/toaster.tsx';
import {
  DateField,
  FieldGrid,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  applyServerErrors,
} from '../../components/form/index.ts';
import { organisationOptions, roleOptions } from './choices.ts';

interface TokenValues {
  name: string;
  orgId: string;
  roleId: string;
  write: 'Y' | 'N';
  expiresOn: string;
  requestsPerMinute: number | null;
  costPerMinute: number | null;
}

const perMinute = (label: string) =>
  yup
    .number()
    .nullable()
    .default(null)
    .integer(`${label}应为整数`)
    .min(1, `${label}至少为 1`)
    .max(1_000_000, `${label}最多为 1000000`);

const tokenSchema: yup.ObjectSchema<TokenValues> = yup.object({
  name: yup
    .string()
    .default('')
    .trim()
    .required('请输入令牌名称')
    .max(API_TOKEN_NAME_MAX, `令牌名称最多${API_TOKEN_NAME_MAX}个字符`),
  orgId: yup.string().default('').required('请选择组织'),
  roleId: yup.string().default('').required('请选择角色'),
  write: yup.mixed<'Y' | 'N'>().oneOf(['Y', 'N']).required(),
  expiresOn: yup
    .string()
    .default('')
    .required('请选择到期日')
    .test('not-past', '到期日不能早于今天', (v) => !v || v >= businessDate()),
  requestsPerMinute: perMinute('每分钟请求数'),
  costPerMinute: perMinute('每分钟接口调用数'),
});

/** A year from today: a sensible default the administrator shortens for a trial. */
function inAYear(): string {
  const today = businessDate();
  return `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
}

/** The secret just created, shown once with a copy button. */
function SecretOnce({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      showSuccess('已复制到剪贴板');
    } catch {
      showError('复制失败，请选中令牌后手动复制');
    }
  };
  return (
    <Stack gap="3">
      <Alert.Root status="warning" size="sm" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>请立即复制并妥善保存此令牌</Alert.Title>
          <Alert.Description>
            关闭后将无法再次查看；遗失后只能吊销并重新创建。请勿将令牌放入网址、代码仓库或聊天记录。
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text fontSize="sm">
        令牌「{name}」已创建。报表工具在请求头中携带 <Code>Authorization: Bearer &lt;令牌&gt;</Code>{' '}
        调用 /graphql。
      </Text>
      <Code
        aria-label="令牌密钥"
        display="block"
        p="2"
        fontSize="sm"
        wordBreak="break-all"
        userSelect="all"
      >
        {secret}
      </Code>
      <HStack justify="end">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? '已复制' : '复制令牌'}
        </Button>
        <Button colorPalette="blue" onClick={onDone}>
          我已保存，关闭
        </Button>
      </HStack>
    </Stack>
  );
}

/** 新增令牌: the form, then the secret once. */
export function CreateApiTokenDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const choices = useQuery(UserChoicesDocument, { skip: !open });
  const [create] = useMutation(CreateApiTokenDocument, { context: { skipErrorToast: true } });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };

  const initialValues: TokenValues = {
    name: '',
    orgId: '',
    roleId: '',
    write: 'N',
    expiresOn: inAYear(),
    requestsPerMinute: DEFAULT_REQUESTS_PER_MINUTE,
    costPerMinute: DEFAULT_COST_PER_MINUTE,
  };
  const submit = async (values: TokenValues, helpers: FormikHelpers<TokenValues>) => {
    try {
      const result = await create({
        variables: {
          input: {
            name: values.name.trim(),
            orgId: values.orgId,
            roleId: values.roleId,
            write: values.write === 'Y',
            expiresOn: values.expiresOn,
            requestsPerMinute: values.requestsPerMinute,
            costPerMinute: values.costPerMinute,
          },
        },
      });
      const answer = result.data?.createApiToken;
      if (answer) {
        setCreated({ name: answer.token.name, secret: answer.secret });
        onCreated();
      }
    } catch (error) {
      applyServerErrors(helpers, error);
    }
  };

  return (
    <Dialog.Root
      open={open}
      size="xl"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
      onOpenChange={(e) => {
        if (!e.open) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{created ? '令牌已创建' : '新增 API 令牌'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="4">
              {created ? (
                <SecretOnce name={created.name} secret={created.secret} onDone={close} />
              ) : (
                <Formik<TokenValues>
                  initialValues={initialValues}
                  validationSchema={tokenSchema}
                  onSubmit={submit}
                >
                  {({ isSubmitting }) => (
                    <Form noValidate aria-label="新增 API 令牌">
                      <Stack gap="4">
                        <FieldGrid columns={3}>
                          <TextField
                            name="name"
                            label="令牌名称"
                            required
                            maxLength={API_TOKEN_NAME_MAX}
                            placeholder="如 报表工具"
                          />
                          <SelectField
                            name="orgId"
                            label="组织"
                            required
                            options={organisationOptions(choices.data?.organisationTree)}
                          />
                          <SelectField
                            name="roleId"
                            label="角色"
                            required
                            options={roleOptions(choices.data?.allRoles)}
                            helperText="令牌可读取的内容由角色的菜单决定"
                          />
                          <SwitchField
                            name="write"
                            label="权限"
                            onText="读写"
                            offText="只读"
                            helperText="只读令牌不能调用任何修改数据的操作"
                          />
                          <DateField
                            name="expiresOn"
                            label="到期日"
                            required
                            min={businessDate()}
                          />
                          <NumberField
                            name="requestsPerMinute"
                            label="每分钟请求数"
                            kind="int"
                            unit="次"
                          />
                          <NumberField
                            name="costPerMinute"
                            label="每分钟接口调用数"
                            kind="int"
                            unit="次"
                          />
                        </FieldGrid>
                        <HStack justify="end">
                          <Button variant="outline" onClick={close}>
                            取消
                          </Button>
                          <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                            创建
                          </Button>
                        </HStack>
                      </Stack>
                    </Form>
                  )}
                </Formik>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
