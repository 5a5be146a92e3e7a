/**
 * Moves the Chakra overlay names of an import to their own share key (surface.ts,
 * `chakraOverlaysShareKey`): `import { Box, Dialog } from "@chakra-ui/react"` becomes
 * `import { Box } from "@chakra-ui/react"; import { Dialog } from "@nurly/chakra-overlays"`.
 * So the sources keep one Chakra import (types, jest and editors see the package), while the build
 * downloads the overlays only with the chunks that use them.
 *
 * Runs after swc-loader (webpack.ts): type-only names are gone and the import is plain JavaScript.
 * check-shared.ts makes every app import Chakra by name; any other form left here fails the build
 * rather than quietly keeping overlays out of reach.
 */
const CHAKRA = '@chakra-ui/react';
const named = /\b(import|export)\s*\{([^}]*)\}\s*from\s*(["'])@chakra-ui\/react\3\s*;?/g;
const anyUse = /(["'])@chakra-ui\/react\1/g;

/**
 * `source` with the names of `overlayNames` imported (or re-exported) from `shareKey` instead of
 * Chakra; throws when Chakra is used other than by named imports.
 */
function splitChakraImports(source, overlayNames, shareKey) {
  const overlays = new Set(overlayNames);
  let namedUses = 0;
  const out = source.replace(named, (statement, keyword, list) => {
    namedUses += 1;
    const specifiers = list
      .split(',')
      .map((raw) => raw.trim())
      .filter(Boolean);
    const isOverlay = (specifier) => overlays.has(specifier.split(/\s+as\s+/)[0].trim());
    const moved = specifiers.filter(isOverlay);
    if (moved.length === 0) return statement;
    const kept = specifiers.filter((specifier) => !isOverlay(specifier));
    return [
      ...(kept.length > 0 ? [`${keyword} { ${kept.join(', ')} } from ${JSON.stringify(CHAKRA)};`] : []),
      `${keyword} { ${moved.join(', ')} } from ${JSON.stringify(shareKey)};`,
    ].join(' ');
  });
  if ((source.match(anyUse)?.length ?? 0) > namedUses) {
    throw new Error(`${CHAKRA} is used other than by named imports; the build can only move named imports of the overlays`);
  }
  return out;
}

module.exports = function chakraOverlaysLoader(source) {
  if (!source.includes(CHAKRA)) return source;
  const { names, shareKey } = this.getOptions();
  try {
    return splitChakraImports(source, names, shareKey);
  } catch (error) {
    throw new Error(`tools/mf/chakra-overlays-loader.cjs: ${this.resourcePath}: ${error.message}`);
  }
};
module.exports.splitChakraImports = splitChakraImports;
