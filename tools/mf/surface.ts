/**
 * The design-system surface: the names of the subset singletons (singletons.ts) that every build
 * provides, reviewed and versioned with `@nurly/shared`.
 *
 * Chakra, react-router-dom and react-i18next are shared as singletons, and a singleton is served by
 * whichever copy loaded first (the shell's). Each build provides only these names, so webpack
 * tree-shakes the rest of each library. The list used to be scanned from every app's sources at
 * build time, which made a remote's build depend on the other remotes' code and let a remote use a
 * name the deployed shell's copy lacked (`undefined` at render). Now it is this file: a remote's build
 * depends only on its own sources and `@nurly/shared`, and `pnpm lint` (check-shared.ts) fails when
 * an app imports a name that is not here.
 *
 * Chakra is split in two singletons: the core (`designSystemSurface['@chakra-ui/react']`) and the
 * overlays (`chakraOverlaySurface`, served under `chakraOverlaysShareKey`), so the first paint
 * downloads no dialog, menu or toast code.
 *
 * Adding a name: add it here (sorted; a Chakra name with a zag.js machine or floating-ui goes to the
 * overlays unless the first paint renders it), bump `@nurly/shared`'s minor version (shared/package.json) and
 * record it (`pnpm shared:record`), release the shell first, then the remotes that use it
 * (tools/mf/README.md). Removing a name is a breaking change (a major bump; 0.x: minor).
 */
export const designSystemSurface = {
  // The core Chakra share; the overlay names are in `chakraOverlaySurface` below.
  '@chakra-ui/react': [
    'Alert',
    'Badge',
    'Box',
    'Button',
    'Card',
    'Center',
    'ChakraProvider',
    'CloseButton',
    'Container',
    'DataList',
    'Field',
    'Flex',
    'Group',
    'HStack',
    'Heading',
    'IconButton',
    'Input',
    'Kbd',
    'Link',
    'NativeSelect',
    'Separator',
    'SimpleGrid',
    'Spinner',
    'Stack',
    'Table',
    'Text',
    'Textarea',
    'VStack',
    'VisuallyHidden',
    'Wrap',
    'chakra',
    'createSystem',
    'defaultBaseConfig',
    'defineConfig',
  ],
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'useLocation',
    'useNavigate',
    'useParams',
    'useRoutes',
    'useSearchParams',
  ],
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
} as const satisfies Record<string, readonly string[]>;

export type SubsetPackage = keyof typeof designSystemSurface;

/**
 * The share key of the Chakra overlays: a second singleton beside `@chakra-ui/react`, so a page that
 * opens no dialog, menu or toast does not download them. The overlays are Chakra's
 * interactive components, each a zag.js state machine, most with floating-ui: ~60 KB gzip of the
 * ~100 KB the whole Chakra surface costs. Apps still write `import { Dialog, Box } from
 * '@chakra-ui/react'`; the build's chakra-overlays-loader.cjs moves these names to this key, and
 * check-shared.ts forbids importing the key directly.
 */
export const chakraOverlaysShareKey = '@nurly/chakra-overlays';

/**
 * The share key of shared's forms (`shared/src/forms`, the package entry `@nurly/shared/forms`): a
 * second `@nurly/shared` singleton, at the same version, holding react-hook-form and the form fields,
 * so a page that renders no form (the login page, the shell's first paint) does not download them
 *. Apps import form names from it; its files reach the rest of shared only through
 * '@nurly/shared', and shared's other files reach it only through this key (check-shared.ts).
 */
export const sharedFormsShareKey = '@nurly/shared/forms';

/**
 * The `@chakra-ui/react` names served by `chakraOverlaysShareKey`, not by the core share (the names
 * of `designSystemSurface['@chakra-ui/react']`); the two lists never share a name. A name belongs
 * here when it pulls in a zag.js machine or floating-ui and nothing the shell paints first uses it
 * (@nurly/shared loads its dialogs, toasts and menus on first use). Switch and Progress are here too
 * (~10 KB gzip of zag.js machines): the forms' switch field (@nurly/shared/forms), the settings drawer
 * and the progress bars are all in chunks loaded on first use, never in the first paint.
 */
export const chakraOverlaySurface = [
  'Accordion',
  'Avatar',
  'Checkbox',
  'Dialog',
  'Drawer',
  'Menu',
  'Popover',
  'Portal',
  'Progress',
  'SegmentGroup',
  'Switch',
  'Toast',
  'Toaster',
  'Tooltip',
  'createToaster',
] as const;

/**
 * Subpaths `@nurly/shared` itself imports and every build bundles into its own copy of shared, not
 * shared as singletons: data without context or state. `@chakra-ui/react/theme` holds the default
 * tokens and the recipes, from which shared's theme (src/ui/theme.ts) takes those of the surface.
 */
export const sharedBundledSubpaths: Partial<Record<SubsetPackage, readonly string[]>> = {
  '@chakra-ui/react': ['theme'],
};
export const subsetPackages = Object.keys(designSystemSurface) as SubsetPackage[];
