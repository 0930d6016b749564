import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Load and hydrate the island on the first click on an element matching this selector. */
    'client:click'?: string;
  }
}
