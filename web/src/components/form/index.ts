export { FieldShell, fieldNameOfInput, inputNameOf, useFormikField } from './FieldShell.tsx';
export type { FieldShellProps } from './FieldShell.tsx';
export { TextField } from './TextField.tsx';
export type { TextFieldProps } from './TextField.tsx';
export { PasswordField } from './PasswordField.tsx';
export type { PasswordFieldProps } from './PasswordField.tsx';
export { SelectField } from './SelectField.tsx';
export type { SelectFieldProps, SelectOption } from './SelectField.tsx';
export { DateField } from './DateField.tsx';
export type { DateFieldProps } from './DateField.tsx';
export { FormSection } from './FormSection.tsx';
export type { FormSectionProps } from './FormSection.tsx';
export { FieldGrid, FullRow } from './FieldGrid.tsx';
export type { FieldGridProps } from './FieldGrid.tsx';
export { NumberField } from './NumberField.tsx';
export type { NumberFieldProps } from './NumberField.tsx';
export { MoneyField } from './MoneyField.tsx';
export type { MoneyFieldProps } from './MoneyField.tsx';
export { TextAreaField } from './TextAreaField.tsx';
export type { TextAreaFieldProps } from './TextAreaField.tsx';
export { SwitchField } from './SwitchField.tsx';
export type { SwitchFieldProps } from './SwitchField.tsx';
export { CheckboxGroupField } from './CheckboxGroupField.tsx';
export type { CheckboxGroupFieldProps } from './CheckboxGroupField.tsx';
export { LineItemsField } from './LineItemsField.tsx';
export type { LineItemColumn, LineItemKind, LineItemsFieldProps } from './LineItemsField.tsx';
export { useUnsavedChangesPrompt, unsavedChangesText } from './useUnsavedChangesPrompt.tsx';
export type { UnsavedChangesPrompt } from './useUnsavedChangesPrompt.tsx';
export { applyServerErrors } from './applyServerErrors.ts';
export type { FormikErrorTarget } from './applyServerErrors.ts';
export { DictSelect } from './DictSelect.tsx';
export type { DictOption, DictSelectProps } from './DictSelect.tsx';
export { RecordPicker, RecordPickerField } from './RecordPicker.tsx';
export { chosenRecord, offeredRecords } from './recordLabel.ts';
export { ReadOnlyScope, useFieldDisabled, useReadOnly } from './ReadOnly.tsx';
export type {
  QuickCreate,
  RecordOption,
  RecordPickerFieldProps,
  RecordPickerProps,
} from './RecordPicker.tsx';
export { QuickCreateModal } from './QuickCreateModal.tsx';
export type { QuickCreateModalProps } from './QuickCreateModal.tsx';
export {
  centsToDecimal,
  decimalToCents,
  formatDecimal,
  fromScaled,
  isDecimalText,
  normalizeDecimal,
  sumDecimals,
  toScaled,
} from './decimal.ts';
export { dateSchema } from './dateSchema.ts';
