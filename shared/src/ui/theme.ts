/** Chakra v3 system per variant (spec §9): primary colour, Public Sans with Korean fallbacks, breakpoints. */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import type { Variant } from '@nurly/contracts';

export const primaryColors: Record<Variant, string> = {
  default: '#078dee',
  reward: '#7367f0',
  hub: '#00a76f',
  offerwall: '#ff5630',
};

export const FONT_FAMILY = "'Public Sans', 'Pretendard', 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', '맑은 고딕', sans-serif";

/** Breakpoints of spec §9 (mobile layout below lg). */
export const breakpoints = { sm: '600px', md: '960px', lg: '1280px', xl: '1920px', '2xl': '2560px' } as const;

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(hex: string, target: [number, number, number], amount: number): string {
  const rgb = hexToRgb(hex);
  const out = rgb.map((c, i) => Math.round(c + (target[i] - c) * amount));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A 50–950 scale around the brand colour at 500. */
export function colorScale(hex: string): Record<string, { value: string }> {
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const steps: Record<string, string> = {
    50: mix(hex, white, 0.92),
    100: mix(hex, white, 0.82),
    200: mix(hex, white, 0.64),
    300: mix(hex, white, 0.45),
    400: mix(hex, white, 0.22),
    500: hex.toLowerCase(),
    600: mix(hex, black, 0.14),
    700: mix(hex, black, 0.3),
    800: mix(hex, black, 0.45),
    900: mix(hex, black, 0.6),
    950: mix(hex, black, 0.72),
  };
  return Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, { value: v }]));
}

/**
 * Chakra's default theme with the recipes of the components on the design-system surface
 * (tools/mf/surface.ts) and those they use inside (checkmark, radiomark, icon, input addon,
 * skeleton) only: `defaultConfig` carries about sixty recipes, and compiling them all at start-up
 * cost the first page ~50 ms of script and ~20 KB gzip. A component added to the surface adds its
 * recipe here (a missing recipe renders it unstyled; theme.test.ts checks the list).
 */
export const surfaceRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const surfaceSlotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/** Chakra's defaultConfig theme, narrowed to the surface's recipes. */
const surfaceThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: surfaceRecipes,
    slotRecipes: surfaceSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export function createNurlySystem(variant: Variant = 'default'): SystemContext {
  const primary = primaryColors[variant];
  const config = defineConfig({
    globalCss: {
      'html, body': { fontFamily: 'body' },
    },
    theme: {
      breakpoints,
      tokens: {
        colors: { brand: colorScale(primary) },
        fonts: { heading: { value: FONT_FAMILY }, body: { value: FONT_FAMILY } },
        durations: { scroll: { value: '300ms' } },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
            contrast: { value: '#ffffff' },
            fg: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
            muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
            subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
            emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
            focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          },
        },
      },
    },
  });
  return createSystem(defaultBaseConfig, surfaceThemeConfig, config);
}
