declare module '*.css?stylesheet' {
  const url: string;
  export default url;
}
