import type { ReactNode } from 'react';
import type { OrderField } from '../../../../../model/orders/index.ts';
import {
  DateField,
  DictSelect,
  FullRow,
  NumberField,
  RecordPickerField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../../../components/form/index.ts';
import type { QuickCreate, RecordOption } from '../../../components/form/index.ts';
import { quickCreate } from '../../../entities/quickCreate.ts';
import { pickerLoaders, userEntity } from '../../../entities/kit/index.ts';
import type { OrderOptions } from './useOrderOptions.ts';

const quickCreatable = new Set<string>(Object.keys(quickCreate));

/** The quick-create dialog of a picker's entity, the new record preset to the type it must be. */
function quickCreateFor(field: OrderField): QuickCreate | undefined {
  if (field.kind !== 'ref' || !quickCreatable.has(field.entity)) return undefined;
  const make = quickCreate[field.entity as keyof typeof quickCreate];
  const filter = field.refFilter;
  if (!filter) return make();
  // Suppliers keep a list of types, addresses one type.
  return make({ [filter.field]: filter.field === 'typeIdList' ? [filter.code] : filter.code });
}

export interface OrderFieldInputProps {
  field: OrderField;
  /** The formik path when it differs from the field's name (a row: companyList.0.remark). */
  path?: string;
  options: OrderOptions;
  disabled: boolean;
  recordLabel?: string;
  onPick?: (record: RecordOption | null) => void;
}

/** One input of an order form, by the field's kind; pickers filtered by the field's refFilter. */
export function OrderFieldInput({
  field,
  path = field.name,
  options,
  disabled,
  recordLabel,
  onPick,
}: OrderFieldInputProps): ReactNode {
  const common = {
    name: path,
    label: field.label,
    required: field.required === true && !field.readOnly,
    disabled: disabled || field.readOnly === true,
  };
  switch (field.kind) {
    case 'string':
      return <TextField {...common} maxLength={field.max} placeholder={`请输入${field.label}`} />;
    case 'text':
      return (
        <FullRow>
          <TextAreaField {...common} maxLength={field.max} />
        </FullRow>
      );
    case 'int':
      return <NumberField {...common} kind="int" allowNegative={(field.min ?? 0) < 0} />;
    case 'decimal':
    case 'cents':
      return <NumberField {...common} kind="decimal" />;
    case 'date':
      return <DateField {...common} />;
    case 'flag': {
      const [yes, no] = field.values ?? ['Y', 'N'];
      // A named flag shows its saved name (isSelfReportName) while it cannot be changed.
      const saved = field.named && common.disabled && recordLabel ? recordLabel : undefined;
      return (
        <SwitchField
          {...common}
          onValue={yes}
          offValue={no}
          onText={saved ?? '是'}
          offText={saved ?? '否'}
        />
      );
    }
    case 'status':
      return <SwitchField {...common} onText="启用" offText="停用" />;
    case 'dict':
      return (
        <DictSelect
          {...common}
          options={options.kit.dicts?.[field.category] ?? []}
          multiple={field.multiple}
        />
      );
    case 'ref':
    case 'user':
      return (
        <RecordInput
          {...common}
          field={field}
          options={options}
          recordLabel={recordLabel}
          onPick={onPick}
        />
      );
  }
}

function RecordInput({
  field,
  options,
  recordLabel,
  onPick,
  ...common
}: {
  name: string;
  label: string;
  required: boolean;
  disabled: boolean;
  field: OrderField;
  options: OrderOptions;
  recordLabel: string | undefined;
  onPick: ((record: RecordOption | null) => void) | undefined;
}) {
  const entity = field.kind === 'ref' ? field.entity : userEntity;
  return (
    <RecordPickerField
      {...common}
      valueLabel={recordLabel}
      resolve={pickerLoaders(options.kit, entity).resolve}
      load={options.loadFor(field)}
      quickCreate={common.disabled ? undefined : quickCreateFor(field)}
      placeholder={`请选择${field.label}`}
      onPick={onPick}
    />
  );
}
