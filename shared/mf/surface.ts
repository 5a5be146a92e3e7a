/**
 * The design-system surface: the names of the subset singletons (singletons.ts) that every build
 * provides, reviewed and versioned with `@nurly/shared` (issue 10).
 *
 * Chakra, react-router-dom and react-i18next are shared as singletons, and a singleton is served by
 * whichever copy loaded first (the shell's). Each build provides only these names, so webpack
 * tree-shakes the rest of each library. The list used to be scanned from every app's sources at
 * build time, which made a remote's build depend on the other remotes' code and let a remote use a
 * name the deployed shell's copy lacked (`undefined` at render). Now it is this file: a remote's build
 * depends only on its own sources and `@nurly/shared`, and `pnpm lint` (check-shared.ts) fails when
 * an app imports a name that is not here.
 *
 * Adding a name: add it here (sorted), bump `@nurly/shared`'s minor version (shared/package.json) and
 * record it (`pnpm shared:record`), release the shell first, then the remotes that use it
 * (shared/mf/README.md). Removing a name is a breaking change (a major bump; 0.x: minor).
 */
export const designSystemSurface = {
  '@chakra-ui/react': [
    'Accordion',
    'Alert',
    'Avatar',
    'Badge',
    'Box',
    'Button',
    'Card',
    'Center',
    'ChakraProvider',
    'Checkbox',
    'CloseButton',
    'Container',
    'DataList',
    'Dialog',
    'Drawer',
    'Field',
    'Flex',
    'Group',
    'HStack',
    'Heading',
    'IconButton',
    'Input',
    'Kbd',
    'Link',
    'Menu',
    'NativeSelect',
    'Popover',
    'Portal',
    'Progress',
    'SegmentGroup',
    'Separator',
    'SimpleGrid',
    'Spinner',
    'Stack',
    'Switch',
    'Table',
    'Text',
    'Textarea',
    'Toast',
    'Toaster',
    'VStack',
    'VisuallyHidden',
    'Wrap',
    'chakra',
    'createSystem',
    'createToaster',
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
    'RouterProvider',
    'Routes',
    'createBrowserRouter',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ],
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
} as const satisfies Record<string, readonly string[]>;

export type SubsetPackage = keyof typeof designSystemSurface;

/**
 * Subpaths `@nurly/shared` itself imports and every build bundles into its own copy of shared, not
 * shared as singletons: data without context or state. `@chakra-ui/react/theme` holds the default
 * tokens and the recipes, from which shared's theme (src/ui/theme.ts) takes those of the surface.
 */
export const sharedBundledSubpaths: Partial<Record<SubsetPackage, readonly string[]>> = {
  '@chakra-ui/react': ['theme'],
};
export const subsetPackages = Object.keys(designSystemSurface) as SubsetPackage[];
