import { type Language, languageFrom } from '@koolers/contracts/messages';
import type { Request, Response } from 'express';

/**
 * The language of the page that asked (the islands send it as Accept-Language), for an answer whose
 * words depend on it; says so in Vary once per answer, so a shared cache keeps one copy per language.
 */
export function pageLanguage(req: Request, res: Response): Language {
  res.vary('Accept-Language');
  return languageFrom(req.get('accept-language'));
}
