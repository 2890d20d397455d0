// A handful of line icons drawn here rather than pulling in an icon library for a few glyphs.
// Plain SVG elements styled by the theme's `.icon` (Chakra's Icon at size 4): the frame draws a
// dozen on every page, and a styled component each computed and hashed its styles at every render.

export interface IconProps {
  /** A colour token of the theme (fg.subtle, fg.muted …); default the text's colour. */
  color?: string;
}

/** A theme colour token as the CSS variable Chakra defines for it. */
const colorVar = (token: string) => `var(--chakra-colors-${token.replace(/\./g, '-')})`;

function Svg({ path, color }: IconProps & { path: string }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={color ? { color: colorVar(color) } : undefined}
    >
      <path d={path} />
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => <Svg path="M4 6h16M4 12h16M4 18h16" {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Svg path="M6 9l6 6 6-6" {...props} />;
export const ChevronRightIcon = (props: IconProps) => <Svg path="M9 6l6 6-6 6" {...props} />;
export const UserIcon = (props: IconProps) => (
  <Svg
    path="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
    {...props}
  />
);
export const BellIcon = (props: IconProps) => (
  <Svg path="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" {...props} />
);
export const CalendarIcon = (props: IconProps) => (
  <Svg
    path="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
    {...props}
  />
);
export const SearchIcon = (props: IconProps) => (
  <Svg path="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35" {...props} />
);
