declare module '*.css?stylesheet' {
  const url: string;
  export default url;
}

/** The release's version from package.json, written in by the build. */
declare const __PP_VERSION__: string;
