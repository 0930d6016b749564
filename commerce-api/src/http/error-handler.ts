import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, appError } from './app-error.ts';

export const notFound: RequestHandler = (req) => {
  throw appError('not_found.endpoint', 404, { method: req.method, path: req.path });
};

/** What went wrong with a request Express or its body parser refused, by the error's `type`. */
const REQUEST_PROBLEMS: Record<string, { code: string; message: string }> = {
  'entity.parse.failed': { code: 'bad_request', message: 'The request body is not valid JSON.' },
  'entity.too.large': { code: 'too_large', message: 'The request body is too large.' },
  'parameters.too.many': { code: 'too_large', message: 'The request body is too large.' },
  'charset.unsupported': { code: 'unsupported_encoding', message: 'The request body must be JSON in UTF-8, uncompressed or gzip.' },
  'encoding.unsupported': { code: 'unsupported_encoding', message: 'The request body must be JSON in UTF-8, uncompressed or gzip.' },
  'request.aborted': { code: 'bad_request', message: 'The request ended before its body arrived.' },
  'request.size.invalid': { code: 'bad_request', message: 'The request body does not match its Content-Length.' },
};
const UNREADABLE = { code: 'bad_request', message: 'The request could not be read.' };
const BAD_ADDRESS = { code: 'bad_request', message: 'The address is not valid.' };

/** Registered last: known errors keep their status; a refused request says why (4xx); anything else is a logged 500. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof AppError) {
    res.status(error.status).json({ code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) });
    return;
  }
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status < 500) {
    // Express answers an undecodable path parameter (`%E0%A4%A`) with a URIError of status 400.
    const problem = REQUEST_PROBLEMS[String(error.type)] ?? (error instanceof URIError ? BAD_ADDRESS : UNREADABLE);
    res.status(status).json(problem);
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
};
