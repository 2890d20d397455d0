export { yupSchemaFor, fieldSchema, requiredMessage } from './yupSchemaFor.ts';
export { searchFieldsFor, searchDefaultsFor, renderSearchFields } from './searchFieldsFor.tsx';
export type { SearchFieldSpec } from './searchFieldsFor.tsx';
export { columnsFor, displayOf } from './columnsFor.tsx';
export { FormFieldsFor, lineColumnsFor } from './FormFieldsFor.tsx';
export type { FormFieldsForProps } from './FormFieldsFor.tsx';
export { emptyRowOf, emptyValueOf, initialValuesFor, valuesFromRecord } from './values.ts';
export type { KitOptions } from './options.ts';
export { pickerLoaders, userEntity } from './options.ts';
