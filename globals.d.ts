// Compile-time constants defined by tools/mf/webpack.ts.
declare const __NURLY_APP__: string;
declare const __NURLY_STANDALONE__: boolean;
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
