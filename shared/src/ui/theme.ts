/** Chakra v3 system per variant (spec §9): primary colour, Public Sans with Korean fallbacks, breakpoints. */
import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
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
  return createSystem(defaultConfig, config);
}
