import { type Language, languageFrom } from '@koolers/contracts/messages';
import type { Request, Response } from 'express';

/**
 * The language of the page that asked (the islands send it as Accept-Language), for an answer whose
 * words depend on it; says so in Vary once per answer, so a shared cache keeps one copy per language.
 */
export function pageLanguage(req: Request, res: Response): Language {
  res.vary('Accept-Language');
  return languageOfRequest(req);
}

/**
 * The language of the page an action came from, for the words it sends afterwards (the order's
 * emails and messages, a reset link's email): a customer reads them in the language they used.
 */
export function languageOfRequest(req: Request): Language {
  return languageFrom(req.get('accept-language'));
}
