import {
  createSystem,
  defaultConfig,
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

const cjkFonts =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Hiragino Sans GB", system-ui, -apple-system, "Segoe UI", sans-serif';

// A back-office read all day: one accent colour (blue), neutral greys, and a compact size scale
// so a list page shows many rows without scrolling.
const config = defineConfig({
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

export const system = createSystem(defaultConfig, config);
