import type { ReactNode } from 'react';
import { DateField } from '../../components/form/DateField.tsx';
import { DictSelect } from '../../components/form/DictSelect.tsx';
import { RecordPickerField } from '../../components/form/RecordPicker.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import type { KitOptions } from './options.ts';
import { pickerLoaders, userEntity } from './options.ts';
import type { SearchFieldSpec } from './searchSpecs.ts';

export { searchDefaultsFor, searchFieldsFor } from './searchSpecs.ts';
export type { SearchFieldSpec } from './searchSpecs.ts';

const statusChoices = [
  { value: 'Y', label: '启用' },
  { value: 'N', label: '停用' },
];

/** The SearchForm children for the specs: one input per spec, in order. */
export function renderSearchFields(
  specs: readonly SearchFieldSpec[],
  options: KitOptions = {},
): ReactNode[] {
  return specs.map(({ name, label, field }) => {
    switch (field.kind) {
      case 'date':
        return <DateField key={name} name={name} label={label} />;
      case 'status':
        return (
          <SelectField
            key={name}
            name={name}
            label={label}
            options={statusChoices}
            placeholder="全部"
          />
        );
      case 'flag': {
        const [yes, no] = field.values ?? ['Y', 'N'];
        return (
          <SelectField
            key={name}
            name={name}
            label={label}
            placeholder="全部"
            options={[
              { value: yes, label: '是' },
              { value: no, label: '否' },
            ]}
          />
        );
      }
      case 'dict':
        return (
          <DictSelect
            key={name}
            name={name}
            label={label}
            options={options.dicts?.[field.category] ?? []}
            placeholder="全部"
          />
        );
      case 'ref':
      case 'user': {
        const entity = field.kind === 'ref' ? field.entity : userEntity;
        return (
          <RecordPickerField
            key={name}
            name={name}
            label={label}
            {...pickerLoaders(options, entity)}
          />
        );
      }
      default:
        return <TextField key={name} name={name} label={label} placeholder={`请输入${label}`} />;
    }
  });
}
