/** The parts of structured-data-testing-tool (CommonJS, untyped) the journeys use. */
declare module 'structured-data-testing-tool' {
  export type SdttTest = {
    test: string;
    expect?: unknown;
    type?: 'jsonld' | 'microdata' | 'rdfa' | 'metatag' | 'any';
    description?: string;
    warning?: boolean;
    optional?: boolean;
    error?: { message: string };
    group?: string;
  };
  export type SdttPreset = { name: string; description: string; tests?: SdttTest[]; presets?: SdttPreset[] };
  export type SdttResult = {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
    schemas: string[];
    structuredData: { jsonld: Record<string, unknown[]>; metatags: Record<string, string[]> };
  };
  const sdtt: {
    structuredDataTest(
      input: string | Buffer,
      options: { presets?: SdttPreset[]; schemas?: string[]; tests?: SdttTest[] },
    ): Promise<SdttResult>;
  };
  export default sdtt;
}

declare module 'structured-data-testing-tool/presets.js' {
  import type { SdttPreset } from 'structured-data-testing-tool';

  const presets: { Google: SdttPreset; Twitter: SdttPreset; Facebook: SdttPreset };
  export default presets;
}
