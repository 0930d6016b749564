/**
 * The end-to-end shop runs on its own ports, beside any shop you run on the default ones.
 * E2E_PORT_OFFSET moves them all, so two checkouts (or two people) can run the suite at once.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const e2ePorts = {
  cms: 11337 + offset,
  api: 14000 + offset,
  sandbox: 14010 + offset,
  messaging: 14020 + offset,
  site: 14321 + offset,
  // WebKitWebDriver, for the WebKit journeys (e2e/every-engine.spec.ts).
  webkitDriver: 14030 + offset,
};
