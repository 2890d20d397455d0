import { CheckboxGroupField } from './CheckboxGroupField.tsx';
import { SelectField } from './SelectField.tsx';

/** One entry of a business dictionary category (ZYFS, XX, FYBZ …). */
export interface DictOption {
  code: string;
  name: string;
}

export interface DictSelectProps {
  name: string;
  label: string;
  /** The category's entries, as the dictionary query answers them. */
  options: readonly DictOption[];
  /** Several codes, kept as a list (a supplier's types, a bank's currencies). */
  multiple?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  helperText?: string;
}

/** A dictionary code chosen by its name; the form keeps the code (or codes). */
export function DictSelect({ options, multiple, placeholder, ...rest }: DictSelectProps) {
  const choices = options.map((o) => ({ value: o.code, label: o.name }));
  if (multiple) return <CheckboxGroupField {...rest} options={choices} />;
  return <SelectField {...rest} options={choices} placeholder={placeholder ?? '请选择'} />;
}
