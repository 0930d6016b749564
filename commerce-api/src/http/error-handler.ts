import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from './app-error.ts';

export const notFound: RequestHandler = (req) => {
  throw new AppError('not_found', `No such endpoint: ${req.method} ${req.path}`, 404);
};

/** Registered last: known errors keep their status; body-parser errors are 4xx; anything else is a logged 500. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof AppError) {
    res.status(error.status).json({ code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) });
    return;
  }
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status < 500) {
    const message = error.type === 'entity.too.large' ? 'The request body is too large.' : 'The request body is not valid JSON.';
    res.status(status).json({ code: 'bad_request', message });
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
};
