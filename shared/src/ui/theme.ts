/** Chakra v3 system per variant (docs/decisions/product.md#constants): primary colour, Public Sans with Korean fallbacks, breakpoints. */
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

/** Breakpoints of docs/decisions/product.md#constants (mobile layout below lg). */
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

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.2 AA for body text (1.4.3): 4.5:1. */
export const TEXT_CONTRAST = 4.5;

function brandSteps(hex: string): Record<string, string> {
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  return {
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
}

/** A 50–950 scale around the brand colour at 500. */
export function colorScale(hex: string): Record<string, { value: string }> {
  return Object.fromEntries(Object.entries(brandSteps(hex)).map(([k, v]) => [k, { value: v }]));
}

/**
 * The brand steps that text can sit on or be written in at WCAG AA, in both colour modes: `solid`
 * (a button or chip with white text) is the lightest of 500–700 that white text reads on at 4.5:1 —
 * 500 itself only when the brand colour is dark enough, which none of the four is (#078dee 3.5:1,
 * #00a76f 3.1:1); `fg` (brand-coloured text) is the lightest of 600–800 readable on the brand's
 * `muted` tint (chips, the active menu item) and so on white and the grey surfaces too.
 */
export function readableBrandSteps(hex: string): { solid: string; fg: string } {
  const steps = brandSteps(hex);
  const first = (candidates: string[], on: string) =>
    candidates.find((step) => contrastRatio(steps[step], on) >= TEXT_CONTRAST) ?? candidates[candidates.length - 1];
  return { solid: first(['500', '600', '700'], '#ffffff'), fg: first(['600', '700', '800'], steps['100']) };
}

/**
 * Chakra's semantic colours whose light value fails 4.5:1 for text: white on green/orange/teal/cyan
 * 600 (3.3–3.7:1), the success/warning/error text colours, and fg.subtle (gray.400, 2.6:1 on white).
 * Each moves one step darker in light mode (and fg.subtle one step lighter in dark mode, where
 * gray.500 on the dark panel is 4.1:1).
 */
const readablePaletteTokens = {
  fg: {
    subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
    error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
    success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
  },
  green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
  orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
  teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } } },
  cyan: { solid: { value: { _light: '{colors.cyan.700}', _dark: '{colors.cyan.700}' } } },
};

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
  const readable = readableBrandSteps(primary);
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
          ...readablePaletteTokens,
          brand: {
            // White text on it in both modes, so one readable step for both.
            solid: { value: `{colors.brand.${readable.solid}}` },
            contrast: { value: '#ffffff' },
            fg: { value: { _light: `{colors.brand.${readable.fg}}`, _dark: '{colors.brand.300}' } },
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
