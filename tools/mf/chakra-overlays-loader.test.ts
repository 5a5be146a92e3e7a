import { chakraOverlaySurface, chakraOverlaysShareKey } from './surface';

// A CommonJS webpack loader (webpack loads it by path, as pure-theme-loader.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { splitChakraImports } = require('./chakra-overlays-loader.cjs') as {
  splitChakraImports: (source: string, names: readonly string[], shareKey: string) => string;
};

const split = (source: string) => splitChakraImports(source, chakraOverlaySurface, chakraOverlaysShareKey);

describe('chakra-overlays-loader', () => {
  it('moves the overlay names of an import to the overlays share key and keeps the rest', () => {
    expect(split('import { Box, Dialog, Portal as P, Text } from "@chakra-ui/react";\nuse(Box);')).toBe(
      'import { Box, Text } from "@chakra-ui/react"; import { Dialog, Portal as P } from "@nurly/chakra-overlays";\nuse(Box);',
    );
  });

  it('drops the Chakra import when every name is an overlay, and handles re-exports', () => {
    expect(split("import { Menu } from '@chakra-ui/react'")).toBe('import { Menu } from "@nurly/chakra-overlays";');
    expect(split('export { Toaster, Box } from "@chakra-ui/react";')).toBe(
      'export { Box } from "@chakra-ui/react"; export { Toaster } from "@nurly/chakra-overlays";',
    );
  });

  it('leaves imports without overlays and other packages alone', () => {
    const source = 'import { Box, Flex } from "@chakra-ui/react";\nimport { Dialog } from "./Dialog";';
    expect(split(source)).toBe(source);
  });

  it('fails on a form it cannot narrow', () => {
    expect(() => split('import * as Chakra from "@chakra-ui/react";')).toThrow(/other than by named imports/);
    expect(() => split('const c = import("@chakra-ui/react");')).toThrow(/other than by named imports/);
  });
});
