/**
 * Every request gets an id: the one a proxy in front already gave it (`X-Request-Id`, if it looks
 * like one), or a new one. The web front logs it, sends it back, and passes it to the commerce API,
 * which logs it too: one id follows a request through both logs.
 */
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

const REQUEST_ID = /^[\w.:-]{8,128}$/;
const ID = Symbol('request id');

type WithId = Request & { [ID]?: string };

export function requestId(request: Request): string {
  const withId = request as WithId;
  if (!withId[ID]) {
    const given = request.headers['x-request-id'];
    withId[ID] = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  }
  return withId[ID];
}

/** Sends the request's id back with the answer. */
export const requestIds: RequestHandler = (request, response, next) => {
  response.setHeader('X-Request-Id', requestId(request));
  next();
};
