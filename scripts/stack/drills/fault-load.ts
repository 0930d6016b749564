/**
 * Paying customers through the web front, from many loopback addresses, while the stack is hurt: one
 * API replica is killed (SIGKILL, no goodbye) and started again, then PostgreSQL is restarted. Every
 * answer is noted with its time, so the report can say which 5xx came when.
 */
import { containerOf, type Engine, runAsync } from '../engine.ts';
import { randomLoopbackAddress, ShopClient } from './http-client.ts';
import { type Attempt, type OnlineResult, payCod, payOnline, type Shopper, signUp } from './shopper.ts';

export type FaultLoadOptions = { frontUrl: string; origin: string; seconds: number; clients: number; log: (line: string) => void };

export type Event = { what: string; at: number; doneAt: number };

export type FaultLoadReport = {
  startedAt: number;
  endedAt: number;
  online: OnlineResult[];
  cod: { orderId?: string; refused?: number }[];
  attempts: Attempt[];
  events: Event[];
  addresses: string[];
};

export async function faultLoad(engine: Engine, options: FaultLoadOptions): Promise<FaultLoadReport> {
  // Each address is one client's, with three accounts (each account may place 20 orders an hour, each
  // address 60), each account a browser of its own (its own cookies) on that address.
  const addresses = Array.from({ length: options.clients }, () => randomLoopbackAddress());
  const browsers: ShopClient[] = [];
  const shoppers: Shopper[][] = [];
  for (const [index, localAddress] of addresses.entries()) {
    const accounts: Shopper[] = [];
    for (const label of ['a', 'b', 'c']) {
      const browser = new ShopClient(options.frontUrl, { origin: options.origin, localAddress });
      browsers.push(browser);
      accounts.push(await signUp(browser, `load${index}${label}`));
    }
    shoppers.push(accounts);
  }
  options.log(`${addresses.length} clients from ${addresses.length} loopback addresses, ${browsers.length} accounts`);

  const report: FaultLoadReport = {
    startedAt: Date.now(),
    endedAt: 0,
    online: [],
    cod: [],
    attempts: [],
    events: [],
    addresses,
  };
  const end = report.startedAt + options.seconds * 1000;
  const at = (fraction: number) => report.startedAt + fraction * options.seconds * 1000;

  const placeCod = async (shopper: Shopper) => {
    const result = await payCod(shopper, report.attempts);
    report.cod.push(result);
    return result.refused;
  };
  const placeOnline = async (shopper: Shopper) => {
    const result = await payOnline(shopper, report.attempts);
    report.online.push(result);
    return result.refused;
  };

  const shopping = shoppers.map(async (accounts, index) => {
    for (let n = 0; Date.now() < end; n++) {
      const shopper = accounts[n % accounts.length] as Shopper;
      // One order in four is cash on delivery.
      const refused = (n + index) % 4 === 3 ? await placeCod(shopper) : await placeOnline(shopper);
      // An account or address at its order limit waits, as a shopper told to would.
      if (refused === 429) await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  });
  const faults = (async () => {
    const victim = containerOf(engine, 'commerce-api', 1);
    await sleepUntil(at(1 / 6));
    report.events.push(await timed(`kill ${victim}`, () => engineCommand(engine, ['kill', '--signal', 'KILL', victim])));
    options.log(`killed ${victim}`);
    await sleepUntil(at(2 / 6));
    report.events.push(await timed(`start ${victim}`, () => engineCommand(engine, ['start', victim])));
    options.log(`started ${victim} again`);
    await sleepUntil(at(3.5 / 6));
    const postgres = containerOf(engine, 'postgres');
    report.events.push(await timed(`restart ${postgres}`, () => engineCommand(engine, ['restart', postgres])));
    options.log(`restarted ${postgres}`);
  })();

  await Promise.all([...shopping, faults]);
  report.endedAt = Date.now();
  for (const browser of browsers) browser.close();
  return report;
}

async function engineCommand(engine: Engine, args: string[]): Promise<void> {
  const result = await runAsync(engine, args);
  if (result.status !== 0) throw new Error(`${engine.cli} ${args.join(' ')}: ${result.stderr.trim()}`);
}

async function timed(what: string, action: () => Promise<void>): Promise<Event> {
  const at = Date.now();
  await action();
  return { what, at, doneAt: Date.now() };
}

function sleepUntil(time: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
}
