/** wawoff2 (Google's woff2 compiled to WebAssembly) ships no types. */
declare module 'wawoff2' {
  /** A TrueType or OpenType font as WOFF2. */
  export function compress(font: Uint8Array): Promise<Uint8Array>;
  /** A WOFF2 font as TrueType or OpenType. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  const wawoff2: { compress: typeof compress; decompress: typeof decompress };
  export default wawoff2;
}
