/** The reference for `npm run bench:api`: a bare Express hello-world, in its own process like the API. */
import express from 'express';

const port = Number(process.env.PORT ?? 24999);
const server = express()
  .get('/', (_req, res) => {
    res.json({ hello: 'world' });
  })
  .listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close());
