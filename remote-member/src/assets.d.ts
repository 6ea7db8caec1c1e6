// Asset imports webpack turns into URLs (react-kit's states use an SVG; components import plain CSS).
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.css';
