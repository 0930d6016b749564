/**
 * The shop's languages (issue 35): English at `/`, Hindi at `/hi/`, Marathi at `/mr/`. Zod-free and
 * tiny, for every workspace and the islands; the words themselves are in `messages/`.
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
