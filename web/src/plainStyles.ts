// The styles of what the client draws as plain elements with a class rather than as Chakra's
// styled components (the frame, a list's rows, a read-only page's fields …), made of Chakra's own
// recipes and tokens. They are turned into a stylesheet when the client is built
// (build/plainStyles.ts), not by Chakra in the browser: as global styles of the theme they were
// some 40 ms of every page load, computed and inserted before the first render.
import type { SystemStyleObject } from '@chakra-ui/react';
import {
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  kbdRecipe,
  nativeSelectSlotRecipe,
} from '@chakra-ui/react/theme';
import { badgePalettes } from './theme.ts';

const variant =
  (recipe: { variants?: Record<string, Record<string, SystemStyleObject>> }) =>
  (name: string, value: string): SystemStyleObject =>
    recipe.variants?.[name]?.[value] ?? {};
const buttonVariant = variant(buttonRecipe);
const badgeVariant = variant(badgeRecipe);
const checkmarkVariant = variant(checkmarkRecipe);
/** A slot's base styles, or a variant's styles for the slot, of one of Chakra's slot recipes. */
const slotStyles =
  (recipe: {
    base?: Record<string, SystemStyleObject>;
    variants?: Record<string, Record<string, Record<string, SystemStyleObject | undefined>>>;
  }) =>
  (slot: string, name?: string, value?: string): SystemStyleObject =>
    (name && value ? recipe.variants?.[name]?.[value]?.[slot] : recipe.base?.[slot]) ?? {};
const crumb = slotStyles(breadcrumbSlotRecipe);
const selectSlot = slotStyles(nativeSelectSlotRecipe);
const fieldSlot = slotStyles(fieldSlotRecipe);
const cardSlot = slotStyles(cardSlotRecipe);

/** Checkbox.Indicator's check, drawn in the solid checkbox's contrast colour (white). */
const checkIcon =
  "url(\"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M20 6 9 17l-5-5' fill='none' stroke='white' stroke-width='3'/></svg>\")";

/**
 * What a list draws on every row (its row actions, its status badges, its checkbox) and its sort
 * buttons, as plain elements with a class, styled here once by the recipes of Chakra's Button
 * (plain, extra small), Badge and Checkbox: a page of 50 orders drew 400 styled components, each
 * computing and hashing its styles, which was half the page's first render.
 */
export const plainElementStyles: Record<string, SystemStyleObject> = {
  // The signed-in frame (app/AppLayout.tsx): the menu beside a column of the top bar and the page.
  '.app-frame': { display: 'flex', minH: '100vh', bg: 'bg.subtle' },
  '.app-column': { display: 'flex', flexDirection: 'column', flex: '1', minW: '0' },
  '.app-header': {
    display: 'flex',
    h: '12',
    px: '3',
    gap: '3',
    alignItems: 'center',
    bg: 'bg',
    borderBottomWidth: '1px',
    position: 'sticky',
    top: '0',
    zIndex: 'docked',
  },
  '.app-header-crumbs': { flex: '1', minW: '0' },
  '.app-main': { flex: '1', p: '4', minW: '0' },
  // Chakra's ghost IconButton.
  '.icon-button': {
    ...buttonRecipe.base,
    ...buttonVariant('size', 'sm'),
    ...buttonVariant('variant', 'ghost'),
    px: '0',
    py: '0',
    '& svg': { fontSize: '1.2em' },
  },
  // The side menu (app/SideMenu.tsx): its links, its groups' buttons (Chakra's ghost Button).
  '.side-menu': {
    display: 'flex',
    flexDirection: 'column',
    width: '220px',
    flexShrink: '0',
    bg: 'bg',
    borderEndWidth: '1px',
    height: '100vh',
    position: 'sticky',
    top: '0',
    transition: 'width 0.15s ease',
    '&[data-collapsed]': { width: '56px' },
  },
  '.side-menu-head': {
    display: 'flex',
    h: '12',
    flexShrink: '0',
    alignItems: 'center',
    px: '4',
    gap: '2',
    '[data-collapsed] > &': { px: '0', justifyContent: 'center' },
    '& > img': { boxSize: '6', objectFit: 'contain' },
    '& > span': { fontWeight: 'bold', color: 'colorPalette.700', whiteSpace: 'nowrap' },
  },
  '.side-menu-items': {
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    px: '2',
    pb: '4',
    overflowY: 'auto',
    flex: '1',
    '&[data-nested]': { px: '0', pb: '0', mt: '0.5', mb: '1', overflowY: 'visible' },
  },
  '.side-menu-empty': { fontSize: 'sm', color: 'fg.subtle', px: '3', py: '2' },
  '.side-link': {
    display: 'block',
    py: '1.5',
    pe: '3',
    fontSize: 'sm',
    borderRadius: 'l2',
    color: 'fg.muted',
    textDecoration: 'none',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '&:hover': { bg: 'bg.muted', color: 'fg' },
    '&[data-active]': {
      color: 'colorPalette.fg',
      bg: 'colorPalette.subtle',
      fontWeight: 'semibold',
    },
    '&[data-active]:hover': { bg: 'colorPalette.subtle', color: 'fg' },
  },
  '.side-group': {
    ...buttonRecipe.base,
    ...buttonVariant('size', 'sm'),
    ...buttonVariant('variant', 'ghost'),
    width: 'full',
    justifyContent: 'space-between',
    pe: '2',
    fontWeight: 'semibold',
    color: 'fg',
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '[data-collapsed] &': { px: '0', justifyContent: 'center' },
  },
  // The breadcrumb (app/Breadcrumbs.tsx): Chakra's, small and plain.
  '.crumbs': {
    '& > ol': { ...crumb('list'), ...crumb('list', 'size', 'sm') },
    '& li': crumb('item'),
    '& a': { ...crumb('link'), ...crumb('link', 'variant', 'plain') },
    '& [aria-current=page]': crumb('currentLink', 'variant', 'plain'),
    '& [data-separator]': crumb('separator'),
  },
  // A list's pager (components/list/Pager.tsx): Chakra's ghost extra-small icon buttons, the
  // current page's outlined.
  '.pager': {
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: '3',
    pt: '3',
    flexWrap: 'wrap',
    '& > nav': { display: 'flex', gap: '1', alignItems: 'center' },
  },
  '.pager-total': { color: 'fg.muted', fontSize: 'sm' },
  '.pager-button': {
    ...buttonRecipe.base,
    ...buttonVariant('size', 'xs'),
    ...buttonVariant('variant', 'ghost'),
    px: '0',
    py: '0',
    '&[data-selected]': buttonVariant('variant', 'outline'),
    '&[data-ellipsis]': { cursor: 'default' },
  },
  // Chakra's NativeSelect (outline), as a plain select in a box with the chevron: `data-size`.
  '.native-select': {
    ...selectSlot('root'),
    '&[data-size=xs]': { ...selectSlot('root', 'size', 'xs'), width: 'auto' },
    '&[data-size=sm]': selectSlot('root', 'size', 'sm'),
    '& > select': { ...selectSlot('field'), ...selectSlot('field', 'variant', 'outline') },
    '&[data-size=xs] > select': selectSlot('field', 'size', 'xs'),
    '&[data-size=sm] > select': selectSlot('field', 'size', 'sm'),
    '& > .native-select-indicator': selectSlot('indicator'),
    '&[data-size=xs] > .native-select-indicator': selectSlot('indicator', 'size', 'xs'),
    '&[data-size=sm] > .native-select-indicator': selectSlot('indicator', 'size', 'sm'),
  },
  // A read-only page's fields (components/form/FieldShell.tsx): Chakra's field, its value as text.
  '.field': { ...fieldSlot('root'), ...fieldSlot('root', 'orientation', 'vertical') },
  '.field-label': fieldSlot('label'),
  '.field-error': fieldSlot('errorText'),
  '.field-helper': fieldSlot('helperText'),
  '.readonly-value': {
    display: 'block',
    minHeight: '8',
    py: '1.5',
    fontSize: 'sm',
    lineHeight: '1.4',
    textAlign: 'start',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    color: 'fg',
    '&[data-align=end]': { textAlign: 'end' },
    '&[data-multiline]': { whiteSpace: 'pre-wrap' },
    '&[data-empty]': { color: 'fg.subtle' },
  },
  // The top bar's search box (features/search/HeaderSearch.tsx): Chakra's small outline Button
  // holding the icon, the hint (from md up) and the shortcut's Kbd.
  '.header-search': {
    ...buttonRecipe.base,
    ...buttonVariant('size', 'sm'),
    ...buttonVariant('variant', 'outline'),
    color: 'fg.muted',
    fontWeight: 'normal',
    justifyContent: 'flex-start',
    w: { base: '9', md: '64' },
    px: { base: '0', md: '3' },
    '& > span': {
      flex: '1',
      textAlign: 'start',
      hideBelow: 'md',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& > kbd': {
      ...kbdRecipe.base,
      ...variant(kbdRecipe)('size', 'sm'),
      ...variant(kbdRecipe)('variant', 'raised'),
      hideBelow: 'md',
    },
  },
  // The top bar's organisation choice (features/auth/OrganisationSwitcher.tsx).
  '.org-switcher': { display: 'flex', alignItems: 'center', gap: '2' },
  // The top bar's user menu (app/UserMenu.tsx): Chakra's small ghost Button.
  '.user-menu': {
    ...buttonRecipe.base,
    ...buttonVariant('size', 'sm'),
    ...buttonVariant('variant', 'ghost'),
  },
  // The top bar's bell (features/todo/MessagesBadge.tsx) and its count.
  '.messages-badge': {
    position: 'relative',
    '& > [data-testid=unread-count]': {
      position: 'absolute',
      top: '0.5',
      right: '0.5',
      minW: '4',
      h: '4',
      px: '1',
      rounded: 'full',
      bg: 'red.500',
      color: 'white',
      fontSize: '10px',
      fontWeight: 'semibold',
      lineHeight: '16px',
      textAlign: 'center',
      pointerEvents: 'none',
    },
  },
  // An order's node progress (features/orders/engine/OrderProgress.tsx).
  '.order-progress': {
    display: 'flex',
    gap: '1',
    flexWrap: 'wrap',
    listStyleType: 'none',
    borderWidth: '1px',
    rounded: 'md',
    px: '3',
    py: '2',
    bg: 'bg.panel',
    '& > li': {
      display: 'flex',
      alignItems: 'center',
      gap: '1.5',
      flex: '1',
      minW: '90px',
    },
    '& [data-part=mark]': {
      w: '5',
      h: '5',
      rounded: 'full',
      bg: 'gray.300',
      color: 'white',
      fontSize: 'xs',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
    },
    '& [data-tone=done] > [data-part=mark]': { bg: 'green.600' },
    '& [data-tone=current] > [data-part=mark]': { bg: 'colorPalette.solid' },
    '& [data-tone=late] > [data-part=mark]': { bg: 'red.600' },
    '& [data-part=name]': { fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' },
    '& :is([data-state=done], [aria-current=step]) > [data-part=name]': { color: 'fg' },
    '& [aria-current=step] > [data-part=name]': { fontWeight: 'semibold' },
    '& [data-part=operator]': { fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' },
    '& [data-part=late]': { fontSize: 'xs', color: 'red.600', whiteSpace: 'nowrap' },
    '& [data-part=line]': { flex: '1', h: '1px', bg: 'border', minW: '3' },
    '& [data-state=done] > [data-part=line]': { bg: 'green.600' },
  },
  // A form's section (components/form/FormSection.tsx): Chakra's small outline Card, its title
  // bar (a small Heading and the section's buttons) and its body.
  '.form-section': {
    ...cardSlot('root'),
    ...cardSlot('root', 'size', 'sm'),
    ...cardSlot('root', 'variant', 'outline'),
  },
  '.form-section-header': {
    ...cardSlot('header'),
    borderBottomWidth: '1px',
    pb: '2',
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '2',
    '& > h2': {
      ...headingRecipe.base,
      ...variant(headingRecipe)('size', 'sm'),
    },
    '& > div': { display: 'flex', alignItems: 'center', gap: '2' },
  },
  '.form-section-body': { ...cardSlot('body'), pt: '3' },
  // components/icons.tsx: Chakra's Icon at its default size.
  '.icon': { ...iconRecipe.base, boxSize: '4' },
  '.row-actions': { display: 'flex', gap: '2', alignItems: 'center' },
  '.row-action': {
    ...buttonRecipe.base,
    ...buttonVariant('size', 'xs'),
    ...buttonVariant('variant', 'plain'),
    px: '0',
    color: 'colorPalette.fg',
    bg: 'transparent',
    textDecoration: 'none',
    '&[data-danger]': { colorPalette: 'red', color: 'red.600' },
  },
  // A row's checkbox (DataTable): a native input drawn as Chakra's extra-small solid checkbox.
  '.row-check': {
    ...checkmarkRecipe.base,
    ...checkmarkVariant('size', 'xs'),
    ...checkmarkVariant('variant', 'solid'),
    appearance: 'none',
    m: '0',
    verticalAlign: 'middle',
    '&:checked': {
      bgColor: 'colorPalette.solid',
      borderColor: 'colorPalette.solid',
      bgImage: checkIcon,
      bgSize: '100%',
      bgRepeat: 'no-repeat',
    },
  },
  // A sortable column's header (DataTable): its title and the sort's arrow.
  '.sort-button': {
    all: 'unset',
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
    '& > span': { color: 'fg.subtle', fontSize: 'xs' },
    '& > span[data-active]': { color: 'fg' },
  },
  '.status-badge': {
    ...badgeRecipe.base,
    ...badgeVariant('size', 'sm'),
    ...badgeVariant('variant', 'subtle'),
    '&[data-variant=outline]': badgeVariant('variant', 'outline'),
    ...Object.fromEntries(badgePalettes.map((p) => [`&[data-palette=${p}]`, { colorPalette: p }])),
  },
};
