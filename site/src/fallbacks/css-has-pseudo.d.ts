declare module 'css-has-pseudo/browser' {
  /** Sets the `csstools-has-…` attributes that the rewritten `:has()` rules select, and keeps them current. */
  export default function cssHasPseudo(
    document: Document,
    options?: { hover?: boolean; debug?: boolean; observedAttributes?: string[]; forcePolyfill?: boolean },
  ): void;
}
