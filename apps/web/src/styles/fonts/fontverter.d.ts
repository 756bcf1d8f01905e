/** fontverter (a dependency of subset-font) ships no types: the one call the font test uses. */
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, to: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Uint8Array>;
  };
  // The package's own shape: one CommonJS object.
  // eslint-disable-next-line import-x/no-default-export
  export default fontverter;
}
