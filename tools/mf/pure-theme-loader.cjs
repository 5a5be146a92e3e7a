/**
 * Marks Chakra's `defaultThemeConfig = defineConfig({...})` (in @chakra-ui/react/theme) as a pure
 * call. Unmarked, webpack keeps the statement, and with it every recipe of Chakra's default theme,
 * although @nurly/shared's theme (src/ui/theme.ts) takes only the tokens and the surface's recipes
 * from that module. `defineConfig` is the identity function. Fails the build when the statement is
 * not found (a Chakra upgrade that changed the file), rather than quietly shipping every recipe.
 */
const statement = 'const defaultThemeConfig = defineConfig(';

module.exports = function pureThemeLoader(source) {
  if (!source.includes(statement)) {
    throw new Error(`tools/mf/pure-theme-loader.cjs: "${statement}" is not in ${this.resourcePath}; check the Chakra upgrade`);
  }
  return source.replace(statement, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
};
