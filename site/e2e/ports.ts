/** The end-to-end shop runs on its own ports, beside any shop you run on the default ones. */
export const e2ePorts = { cms: 11337, api: 14000, sandbox: 14010, site: 14321 };
