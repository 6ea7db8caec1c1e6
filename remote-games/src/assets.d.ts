declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.css' {
  const classes: Record<string, string>;
  export default classes;
}
