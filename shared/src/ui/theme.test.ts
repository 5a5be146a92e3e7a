/**
 * The theme carries only the recipes of the design-system surface (theme.ts). A Chakra component
 * whose recipe is missing renders unstyled without an error, so this test reads, for every Chakra
 * name on the surface, the recipe keys its component (and the components it uses inside) asks for,
 * and checks the system has each one that Chakra's default theme defines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { chakraOverlaySurface, designSystemSurface } from '../../../tools/mf/surface';
import { TEXT_CONTRAST, contrastRatio, createNurlySystem, primaryColors, readableBrandSteps } from './theme';

const chakraComponents = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/components');

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The recipe keys asked for by a component folder and, through its `../other/` imports, the components it uses. */
function recipeKeys(folder: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(folder) || !fs.existsSync(path.join(chakraComponents, folder))) return keys;
  seen.add(folder);
  for (const file of fs.readdirSync(path.join(chakraComponents, folder))) {
    if (!file.endsWith('.js')) continue;
    const text = fs.readFileSync(path.join(chakraComponents, folder, file), 'utf8');
    for (const match of text.matchAll(/\bkey: "([A-Za-z]+)"/g)) keys.add(match[1]);
    for (const match of text.matchAll(/from '\.\.\/([a-z-]+)\//g)) for (const key of recipeKeys(match[1], seen)) keys.add(key);
  }
  return keys;
}

describe('the theme holds the recipes the surface uses', () => {
  const ours = createNurlySystem('default');
  const chakras = createSystem(defaultConfig);

  // Both Chakra shares: the core and the overlays (surface.ts) render with this one theme.
  const components = [...designSystemSurface['@chakra-ui/react'], ...chakraOverlaySurface].filter((name) => /^[A-Z]/.test(name));

  it.each(components)('%s', (name) => {
    for (const key of recipeKeys(kebab(name))) {
      if (chakras.getRecipe(key)) expect({ name, key, recipe: !!ours.getRecipe(key) }).toEqual({ name, key, recipe: true });
      if (chakras.getSlotRecipe(key)) expect({ name, key, slotRecipe: !!ours.getSlotRecipe(key) }).toEqual({ name, key, slotRecipe: true });
    }
  });

  it('and leaves out the ones no surface component uses', () => {
    expect(ours.getSlotRecipe('datePicker')).toBeUndefined();
    expect(ours.getSlotRecipe('colorPicker')).toBeUndefined();
    expect(ours.getSlotRecipe('dialog')).toBeDefined();
  });
});

describe('the theme reads at WCAG AA (4.5:1 for text) in both colour modes', () => {
  type Mode = '_light' | '_dark';
  /** A colour token's hex value in a colour mode, following `{colors.…}` references. */
  function hexOf(system: ReturnType<typeof createNurlySystem>, name: string, mode: Mode): string {
    if (name.startsWith('#') || name === 'white' || name === 'black') return { white: '#ffffff', black: '#000000' }[name] ?? name;
    const token = system.tokens.getByName(`colors.${name}`);
    if (!token) throw new Error(`no colour token ${name}`);
    const conditions = token.extensions.conditions as Record<string, string> | undefined;
    const raw = String(conditions?.[mode] ?? conditions?.base ?? token.originalValue ?? token.value);
    const reference = /^\{colors\.(.+)\}$/.exec(raw);
    return reference ? hexOf(system, reference[1], mode) : hexOf(system, raw, mode);
  }

  /** [text, background] pairs that pages write text in, per colour mode. */
  const pairs: Record<Mode, [string, string][]> = {
    _light: [
      ['brand.contrast', 'brand.solid'],
      ['brand.fg', 'bg'],
      ['brand.fg', 'bg.subtle'],
      ['brand.fg', 'brand.subtle'],
      ['brand.fg', 'brand.muted'],
      ['fg.muted', 'bg.subtle'],
      ['fg.subtle', 'bg'],
      ['fg.subtle', 'bg.subtle'],
      ['fg.error', 'bg'],
      ['fg.warning', 'bg'],
      ['fg.success', 'bg'],
      ...['green', 'orange', 'teal', 'cyan', 'red', 'blue', 'purple', 'pink'].map((c): [string, string] => [`${c}.contrast`, `${c}.solid`]),
    ],
    _dark: [
      ['brand.contrast', 'brand.solid'],
      ['brand.fg', 'bg'],
      ['brand.fg', 'bg.panel'],
      ['brand.fg', 'brand.subtle'],
      ['fg.muted', 'bg.panel'],
      ['fg.subtle', 'bg.panel'],
      ['fg.error', 'bg.panel'],
      ...['green', 'orange', 'teal', 'cyan', 'red', 'blue', 'purple', 'pink'].map((c): [string, string] => [`${c}.contrast`, `${c}.solid`]),
    ],
  };

  it.each(Object.keys(primaryColors) as (keyof typeof primaryColors)[])('%s', (variant) => {
    const system = createNurlySystem(variant);
    const failing: string[] = [];
    for (const mode of ['_light', '_dark'] as const) {
      for (const [text, background] of pairs[mode]) {
        const ratio = contrastRatio(hexOf(system, text, mode), hexOf(system, background, mode));
        if (ratio < TEXT_CONTRAST) failing.push(`${mode} ${text} on ${background}: ${ratio.toFixed(2)}`);
      }
    }
    expect(failing).toEqual([]);
  });

  it('keeps each variant brand colour at 500 and moves only the readable steps', () => {
    expect(readableBrandSteps(primaryColors.default)).toEqual({ solid: '600', fg: '700' });
    expect(readableBrandSteps(primaryColors.hub)).toEqual({ solid: '700', fg: '700' });
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#078dee', '#ffffff')).toBeLessThan(TEXT_CONTRAST);
  });
});
