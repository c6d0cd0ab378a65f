// Which network addresses the image proxy may fetch from: none of the machine itself, its private networks,
// link-local (cloud metadata services live there) or reserved ranges, so a post cannot make the server
// reach inside the network it runs in.
import { BlockList, isIPv4 } from 'node:net';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written inside an IPv6 one (::ffff:10.0.0.1), which connects to the IPv4 address. */
function embeddedIPv4(address: string): string | null {
  const tail = /^::ffff:(?:0:)?([\d.]+)$/i.exec(address)?.[1];
  return tail && isIPv4(tail) ? tail : null;
}

/** Whether the proxy may connect to this IP address. */
export function isPublicAddress(address: string): boolean {
  const v4 = isIPv4(address) ? address : embeddedIPv4(address);
  if (v4) return !refused.check(v4, 'ipv4');
  return !refused.check(address, 'ipv6') && !/^::ffff:/i.test(address);
}
