/**
 * The references for `npm run bench:api`, in their own process like the API:
 * - `GET /`: a bare Express hello-world;
 * - `POST /floor`: the API's fixed per-request stack (helmet, a JSON body parser) answering a fixed,
 *   quote-sized body. No endpoint of the API can be faster than this floor.
 */
import express from 'express';
import helmet from 'helmet';

const port = Number(process.env.PORT ?? 24999);
const fixedQuote = {
  lines: [{ ref: 'kooler:strawberry', name: 'Strawberry', quantity: 2, unitPricePaise: 10000, totalPaise: 20000 }],
  subtotalPaise: 20000,
  deliveryFeePaise: 0,
  memberDiscountPaise: 0,
  totalPaise: 20000,
};
const server = express()
  .get('/', (_req, res) => {
    res.json({ hello: 'world' });
  })
  .post('/floor', helmet(), express.json({ limit: '32kb' }), (_req, res) => {
    res.json(fixedQuote);
  })
  .listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close());
