import type { SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons.tsx';

export interface PlainSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** Chakra's NativeSelect sizes drawn here: xs (its width that of the choices) or sm. */
  size?: 'xs' | 'sm';
  /** The box's width; default the choices' width at xs, the whole line at sm. */
  width?: string;
}

/**
 * Chakra's outline NativeSelect as a plain select in a box with the chevron, styled by the theme
 * (`.native-select`): for the selects drawn on every page (the top bar's, a list's pager), where
 * the styled component computed and hashed its styles with each render. Not in a form field: it
 * does not read a field's label or state, so it is named by its own aria-label.
 */
export function PlainSelect({
  size = 'sm',
  width,
  disabled,
  children,
  ...props
}: PlainSelectProps) {
  return (
    <div className="native-select" data-size={size} style={width ? { width } : undefined}>
      <select disabled={disabled} {...props}>
        {children}
      </select>
      <div className="native-select-indicator" data-disabled={disabled ? '' : undefined}>
        <ChevronDownIcon />
      </div>
    </div>
  );
}
