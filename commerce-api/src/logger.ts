import { pino } from 'pino';

/** JSON logs; credentials and cookies never reach them. */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.keySecret'],
      censor: '[redacted]',
    },
  });
}
