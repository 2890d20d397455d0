import { Button } from '@chakra-ui/react';
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
  // Chakra's small outline Card as plain elements styled by the theme (`.form-section`): a form or
  // view page shows several sections, drawn again with every change of the form.
  return (
    <section className="form-section" aria-label={title}>
      <div className="form-section-header">
        <h2>{title}</h2>
        <div>
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
        </div>
      </div>
      <div className="form-section-body">{children}</div>
    </section>
  );
}
