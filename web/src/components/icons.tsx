import { Icon } from '@chakra-ui/react';
import type { IconProps } from '@chakra-ui/react';

// A handful of line icons drawn here rather than pulling in an icon library for four glyphs.
function Svg({ path, ...props }: Omit<IconProps, 'd'> & { path: string }) {
  return (
    <Icon boxSize="4" {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </Icon>
  );
}

export const MenuIcon = (props: Omit<IconProps, 'd'>) => (
  <Svg path="M4 6h16M4 12h16M4 18h16" {...props} />
);
export const ChevronDownIcon = (props: Omit<IconProps, 'd'>) => (
  <Svg path="M6 9l6 6 6-6" {...props} />
);
export const ChevronRightIcon = (props: Omit<IconProps, 'd'>) => (
  <Svg path="M9 6l6 6-6 6" {...props} />
);
export const UserIcon = (props: Omit<IconProps, 'd'>) => (
  <Svg
    path="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
    {...props}
  />
);
export const BellIcon = (props: Omit<IconProps, 'd'>) => (
  <Svg path="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" {...props} />
);
export const CalendarIcon = (props: Omit<IconProps, 'd'>) => (
  <Svg
    path="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
    {...props}
  />
);
export const SearchIcon = (props: Omit<IconProps, 'd'>) => (
  <Svg path="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35" {...props} />
);
