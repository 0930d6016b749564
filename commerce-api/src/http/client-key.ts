import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * The key to throttle a client by: its IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber usually holds a whole /64, so single addresses would cost an attacker nothing).
 * `req.ip` honours the app's `trust proxy` setting.
 */
export function clientKey(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
