import type { ReactNode } from 'react';
import type { Field, SubList } from '../../../../model/masterData/types.ts';
import { DateField } from '../../components/form/DateField.tsx';
import { DictSelect } from '../../components/form/DictSelect.tsx';
import { FieldGrid, FullRow } from '../../components/form/FieldGrid.tsx';
import { LineItemsField } from '../../components/form/LineItemsField.tsx';
import type { LineItemColumn } from '../../components/form/LineItemsField.tsx';
import { MoneyField } from '../../components/form/MoneyField.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { RecordPickerField } from '../../components/form/RecordPicker.tsx';
import { SwitchField } from '../../components/form/SwitchField.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import type { KitOptions } from './options.ts';
import { pickerLoaders, userEntity } from './options.ts';
import { emptyRowOf } from './values.ts';

export interface FormFieldsForProps extends KitOptions {
  fields: readonly Field[];
  /** Sub-lists edited in the same form, each as a LineItemsField under the fields. */
  subLists?: readonly SubList[];
  /** A view page: every input disabled, no add/remove of rows. */
  disabled?: boolean;
  columns?: 3 | 4;
  /**
   * The text of a chosen record for `ref` and `user` fields of an edited record (the picker
   * has not loaded it yet), by field name.
   */
  recordLabels?: Partial<Record<string, string>>;
}

function FieldFor({
  field,
  options,
  disabled,
  recordLabel,
}: {
  field: Field;
  options: KitOptions;
  disabled: boolean;
  recordLabel: string | undefined;
}): ReactNode {
  const common = {
    name: field.name,
    label: field.label,
    required: field.required === true && !field.readOnly,
    disabled: disabled || field.readOnly === true,
  };
  switch (field.kind) {
    case 'string':
      return (
        <TextField
          {...common}
          maxLength={field.max}
          placeholder={field.readOnly ? '系统生成' : `请输入${field.label}`}
        />
      );
    case 'text':
      return (
        <FullRow>
          <TextAreaField {...common} maxLength={field.max} />
        </FullRow>
      );
    case 'int':
      return <NumberField {...common} kind="int" allowNegative={(field.min ?? 0) < 0} />;
    case 'decimal':
      return (
        <NumberField
          {...common}
          kind="decimal"
          allowNegative={field.min !== undefined && field.min.startsWith('-')}
        />
      );
    case 'cents':
      return <MoneyField {...common} allowNegative={(field.min ?? 0) < 0} />;
    case 'date':
      return <DateField {...common} />;
    case 'flag': {
      const [yes, no] = field.values ?? ['Y', 'N'];
      return <SwitchField {...common} onValue={yes} offValue={no} />;
    }
    case 'status':
      return <SwitchField {...common} onText="启用" offText="停用" />;
    case 'dict':
      return (
        <DictSelect
          {...common}
          options={options.dicts?.[field.category] ?? []}
          multiple={field.multiple}
        />
      );
    case 'ref':
    case 'user': {
      const entity = field.kind === 'ref' ? field.entity : userEntity;
      return (
        <RecordPickerField
          {...common}
          valueLabel={recordLabel}
          {...pickerLoaders(options, entity)}
          placeholder={`请选择${field.label}`}
        />
      );
    }
  }
}

/** The LineItemsField columns of a sub-list's fields. */
export function lineColumnsFor(
  fields: readonly Field[],
  options: KitOptions = {},
): LineItemColumn[] {
  return fields
    .filter((f) => !f.readOnly)
    .map((field): LineItemColumn => {
      const base = { key: field.name, title: field.label, required: field.required };
      switch (field.kind) {
        case 'int':
          return { ...base, kind: 'int' };
        case 'decimal':
          return { ...base, kind: 'decimal' };
        case 'cents':
          return { ...base, kind: 'money' };
        case 'date':
          return { ...base, kind: 'date' };
        case 'flag':
          return { ...base, kind: 'flag', flagValues: field.values ?? ['Y', 'N'] };
        case 'status':
          return { ...base, kind: 'flag' };
        case 'dict': {
          const choices = (options.dicts?.[field.category] ?? []).map((o) => ({
            value: o.code,
            label: o.name,
          }));
          return { ...base, kind: field.multiple ? 'multiselect' : 'select', options: choices };
        }
        case 'ref':
        case 'user': {
          const entity = field.kind === 'ref' ? field.entity : userEntity;
          const { load, resolve } = pickerLoaders(options, entity);
          const nameKey = `${field.name.endsWith('Id') ? field.name.slice(0, -2) : field.name}Name`;
          return {
            ...base,
            kind: 'record',
            loadRecords: load,
            resolveRecord: resolve,
            recordLabel: (row) => (typeof row[nameKey] === 'string' ? row[nameKey] : undefined),
          };
        }
        default:
          return { ...base, kind: 'text', placeholder: `请输入${field.label}` };
      }
    });
}

/**
 * The inputs of an entity's add/view form from its declaration: each field with the kit
 * component of its kind, in a 3–4 column grid, then each sub-list as an editable table. Use
 * inside a Formik form whose schema is yupSchemaFor(fields, subLists).
 */
export function FormFieldsFor({
  fields,
  subLists = [],
  disabled = false,
  columns = 4,
  recordLabels = {},
  ...options
}: FormFieldsForProps) {
  return (
    <FieldGrid columns={columns}>
      {fields.map((field) => (
        <FieldFor
          key={field.name}
          field={field}
          options={options}
          disabled={disabled}
          recordLabel={recordLabels[field.name]}
        />
      ))}
      {subLists.map((sub) => (
        <FullRow key={sub.name}>
          <LineItemsField
            name={sub.name}
            label={sub.label}
            columns={lineColumnsFor(sub.fields, options)}
            newRow={() => emptyRowOf(sub)}
            maxRows={sub.max}
            disabled={disabled}
          />
        </FullRow>
      ))}
    </FieldGrid>
  );
}
