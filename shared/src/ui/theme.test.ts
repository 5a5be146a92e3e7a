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
import { createNurlySystem } from './theme';

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
