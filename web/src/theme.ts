import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineRecipe,
  defineSlotRecipe,
} from '@chakra-ui/react';
import {
  dialogAnatomy,
  menuAnatomy,
  nativeSelectAnatomy,
  tableAnatomy,
} from '@chakra-ui/react/anatomy';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  kbdRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

const cjkFonts =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Hiragino Sans GB", system-ui, -apple-system, "Segoe UI", sans-serif';

/**
 * Chakra's default theme with the recipes of the components this client shows, and only those:
 * the default carries some seventy (date pickers, carousels, colour pickers…) that every page,
 * the login page first, would download and compile at start. A component added to the client
 * brings its recipe here (theme.test.ts fails otherwise).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  // The keys of the shortcuts (top bar's search box, the shortcuts' help).
  kbd: kbdRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
  // Drawn inside the checkbox and radio components.
  checkmark: checkmarkRecipe,
  radiomark: radiomarkRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/** Chakra's default theme (`defaultConfig` less its base), with the recipes above. */
export const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** The palettes a status badge takes (StatusBadge), by its `data-palette`. */
export const badgePalettes = ['gray', 'orange', 'green', 'red', 'blue'] as const;
export type BadgePalette = (typeof badgePalettes)[number];

// A back-office read all day: one accent colour (blue), neutral greys, and a compact size scale
// so a list page shows many rows without scrolling.
export const appConfig = defineConfig({
  globalCss: {
    html: { colorPalette: 'blue', fontSize: '14px' },
    body: { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: cjkFonts },
        body: { value: cjkFonts },
      },
    },
    recipes: {
      button: defineRecipe({ defaultVariants: { size: 'sm' } }),
      input: defineRecipe({ defaultVariants: { size: 'sm' } }),
      textarea: defineRecipe({ defaultVariants: { size: 'sm' } }),
    },
    slotRecipes: {
      nativeSelect: defineSlotRecipe({
        slots: nativeSelectAnatomy.keys(),
        defaultVariants: { size: 'sm' },
      }),
      table: defineSlotRecipe({ slots: tableAnatomy.keys(), defaultVariants: { size: 'sm' } }),
      dialog: defineSlotRecipe({ slots: dialogAnatomy.keys(), defaultVariants: { size: 'sm' } }),
      menu: defineSlotRecipe({ slots: menuAnatomy.keys(), defaultVariants: { size: 'sm' } }),
    },
  },
});

export const system = createSystem(defaultBaseConfig, defaultTheme, appConfig);
