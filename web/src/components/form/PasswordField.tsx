import { Button, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import type { TextFieldProps } from './TextField.tsx';
import { FieldShell, useFormikField } from './FieldShell.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

export function PasswordField({
  name,
  label,
  required,
  helperText,
  ...inputProps
}: PasswordFieldProps) {
  const { field, error } = useFormikField<string>(name);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} required={required} error={error} helperText={helperText}>
      <InputGroup
        endElementProps={{ pe: '1' }}
        endElement={
          <Button
            size="2xs"
            variant="ghost"
            tabIndex={-1}
            aria-label={visible ? '隐藏密码' : '显示密码'}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? '隐藏' : '显示'}
          </Button>
        }
      >
        <Input
          {...inputProps}
          {...field}
          value={field.value ?? ''}
          type={visible ? 'text' : 'password'}
        />
      </InputGroup>
    </FieldShell>
  );
}
