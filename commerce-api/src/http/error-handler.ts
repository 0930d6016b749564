import { keyOfSentence, type Language, languageFrom, wordedIn } from '@koolers/contracts/messages';
import { formRules } from '@koolers/contracts/words/form-rules';
import { ruleSentenceIn } from '@koolers/contracts/words/rule-sentences';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, appError } from './app-error.ts';

export const notFound: RequestHandler = (req) => {
  throw appError('not_found.endpoint', 404, { method: req.method, path: req.path });
};

/** What went wrong with a request Express or its body parser refused, by the error's `type`, at its own status. */
const REQUEST_PROBLEMS: Record<string, (status: number) => AppError> = {
  'entity.parse.failed': (status) => appError('bad_request.json', status),
  'entity.too.large': (status) => appError('too_large', status),
  'parameters.too.many': (status) => appError('too_large', status),
  'charset.unsupported': (status) => appError('unsupported_encoding', status),
  'encoding.unsupported': (status) => appError('unsupported_encoding', status),
  'request.aborted': (status) => appError('bad_request.aborted', status),
  'request.size.invalid': (status) => appError('bad_request.length', status),
};

/** What a refused request (4xx, not ours) says; `undefined` for anything else. */
function refusedRequest(error: { status?: unknown; type?: unknown }): AppError | undefined {
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : undefined;
  if (status === undefined) return undefined;
  const problem = REQUEST_PROBLEMS[String(error.type)];
  if (problem) return problem(status);
  // Express answers an undecodable path parameter (`%E0%A4%A`) with a URIError of status 400.
  return error instanceof URIError ? appError('bad_request.address', status) : appError('bad_request.unreadable', status);
}

/**
 * An error's words in another language: its catalogue entry's, or, for a request a schema refused
 * (`invalid_request`) with a catalogue sentence or one of the form rules it shares with the browser,
 * that sentence's.
 */
function wordedAgain(answer: AppError, language: Exclude<Language, 'en'>): string {
  if (answer.key) return wordedIn(language, answer.key, answer.params);
  // A schema's refusal in a catalogue sentence of its own (the COD link's), or in a form rule's.
  const key = keyOfSentence(answer.message);
  return key ? wordedIn(language, key, undefined) : ruleSentenceIn(formRules[language], answer.message);
}

/**
 * Registered last: known errors keep their status; a refused request says why (4xx); anything else
 * is a logged 500. The message is in the request's language (Accept-Language: the islands send
 * their page's) where the catalogue has it, English otherwise, and Content-Language says which.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = error instanceof AppError ? error : refusedRequest(error);
  if (!known) req.log.error({ err: error }, 'unhandled error');
  const answer = known ?? appError('internal', 500);
  const language = languageFrom(req.get('accept-language'));
  const words = language === 'en' ? answer.message : wordedAgain(answer, language);
  // What only staff or other services read stays English in every catalogue: say so.
  res.vary('Accept-Language').set('Content-Language', words === answer.message ? 'en' : language);
  res.status(answer.status).json({ code: answer.code, message: words, ...(answer.details ? { details: answer.details } : {}) });
};
