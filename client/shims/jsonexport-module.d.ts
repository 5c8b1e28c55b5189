/** jsonexport ships no types; the stand-in (jsonexport.ts) passes its arguments through as react-admin gave them. */
declare module 'jsonexport/dist/index' {
  const jsonExport: (...args: unknown[]) => void;
  export default jsonExport;
}
