import { Button, Card, Flex, HStack, Heading } from '@chakra-ui/react';
import { FormikContext } from 'formik';
import { useContext } from 'react';
import type { ReactNode } from 'react';
import { useReadOnly } from './ReadOnly.tsx';

export interface FormSectionProps {
  /** 基本信息, 报关信息, 放行信息, 派送信息, 费用信息, 附件 … */
  title: string;
  children: ReactNode;
  /**
   * The section's save button. Without onSave it submits the enclosing formik form and spins
   * while that form submits; false hides it (a read-only view).
   */
  save?:
    | false
    | {
        label?: string;
        onSave?: () => void;
        saving?: boolean;
        disabled?: boolean;
      };
  /** More buttons beside the save button (返回, 提交 …). */
  actions?: ReactNode;
}

/** A form section as a card: title bar, fields, and its own save button in the card. */
export function FormSection({ title, children, save: saveProp = {}, actions }: FormSectionProps) {
  // A read-only page has nothing to save.
  const save = useReadOnly() ? false : saveProp;
  // Read directly: formik's hook warns outside a form, and a section may stand alone.
  const formik = useContext(FormikContext) as { isSubmitting?: boolean } | undefined;
  const saving = save ? (save.saving ?? Boolean(formik?.isSubmitting)) : false;
  return (
    <Card.Root size="sm" variant="outline" as="section" aria-label={title}>
      <Card.Header borderBottomWidth="1px" pb="2">
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="sm">
            {title}
          </Heading>
          <HStack gap="2">
            {actions}
            {save ? (
              <Button
                type={save.onSave ? 'button' : 'submit'}
                loading={saving}
                disabled={save.disabled}
                onClick={save.onSave}
              >
                {save.label ?? '保存'}
              </Button>
            ) : null}
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body pt="3">{children}</Card.Body>
    </Card.Root>
  );
}
