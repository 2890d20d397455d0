// Binding an input to a formik field, apart from the Chakra field frame: the login page, drawn
// without Chakra, binds its inputs the same way.
import { useField, useFormikContext } from 'formik';

const inputSuffix = '_field';

/**
 * The name attribute of a field's input. A form element exposes its named inputs as properties,
 * so an input named like one of the form's own properties (a workflow node's nodeName, an
 * action, an id) hides that property, and the submit breaks (React reads form.nodeName); such a
 * name gets a suffix in the page, the form values keep the field's own name.
 */
export function inputNameOf(name: string): string {
  const clashes = typeof HTMLFormElement !== 'undefined' && name in HTMLFormElement.prototype;
  return clashes ? `${name}${inputSuffix}` : name;
}

/** The field name of an input's name attribute (see inputNameOf). */
export function fieldNameOfInput(inputName: string): string {
  return inputName.endsWith(inputSuffix) ? inputName.slice(0, -inputSuffix.length) : inputName;
}

/** A formik field and the error to show: only once the field was touched (or the form submitted). */
export function useFormikField<V = string>(name: string) {
  const formik = useFormikContext();
  const [bound, meta, helpers] = useField<V>(name);
  // Change and blur are bound to the field's name, not read back from the input's attribute.
  const field = {
    ...bound,
    name: inputNameOf(name),
    onChange: formik.handleChange(name),
    onBlur: formik.handleBlur(name),
  };
  const error = meta.touched && meta.error ? meta.error : undefined;
  return { field, meta, helpers, error };
}
