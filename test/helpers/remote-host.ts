import { hostname, networkInterfaces } from 'node:os';

/**
 * An address of this machine that the loopback checks do not count as loopback, for tests of what
 * happens with "another machine" without leaving this one: a LAN IPv4 address when there is one,
 * else the machine's own host name, with the test server listening on every interface.
 */
export function notLoopback(): { listen: string; connect: string } {
  const lan = Object.values(networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  if (lan) return { listen: lan, connect: lan };
  return { listen: '0.0.0.0', connect: hostname() };
}
