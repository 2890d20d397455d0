import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { ChangePasswordDocument } from '../../__generated__/graphql.ts';
import { showSuccess } from '../../app/toaster.tsx';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { PasswordField } from '../../components/form/PasswordField.tsx';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const initialValues: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export const changePasswordSchema: yup.ObjectSchema<PasswordValues> = yup.object({
  oldPassword: yup.string().required('请输入原密码'),
  newPassword: yup
    .string()
    .required('请输入新密码')
    .min(6, '新密码长度为6到32位')
    .max(32, '新密码长度为6到32位'),
  confirmPassword: yup
    .string()
    .required('请确认新密码')
    .oneOf([yup.ref('newPassword')], '两次输入的新密码不一致'),
});

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const [changePassword] = useMutation(ChangePasswordDocument, {
    context: { skipErrorToast: true },
  });

  const submit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    try {
      await changePassword({ variables: { input: values } });
      showSuccess('修改成功');
      helpers.resetForm();
      onClose();
    } catch (error) {
      applyServerErrors(helpers, error);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik
              initialValues={initialValues}
              validationSchema={changePasswordSchema}
              onSubmit={submit}
            >
              {({ isSubmitting }) => (
                <Form noValidate aria-label="修改密码">
                  <Dialog.Header>
                    <Dialog.Title>修改密码</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="3">
                      <PasswordField
                        name="oldPassword"
                        label="原密码"
                        required
                        autoComplete="current-password"
                      />
                      <PasswordField
                        name="newPassword"
                        label="新密码"
                        required
                        autoComplete="new-password"
                      />
                      <PasswordField
                        name="confirmPassword"
                        label="确认新密码"
                        required
                        autoComplete="new-password"
                      />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose}>
                      取消
                    </Button>
                    <Button type="submit" loading={isSubmitting}>
                      确定
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
