import 'server-only';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The one place that decides a request's client address, used by every limit (sign-in locks,
 * form submissions, open streams).
 *
 * Our HTTP server (`scripts/server.ts`) decides it from the socket and X-Forwarded-For once per
 * request, with `TRUST_PROXY_HOPS`, and hands it to the application in this header, which it
 * always overwrites, so a client cannot send its own.
 */
export const CLIENT_ADDRESS_HEADER = 'x-oz-client-address';

/** What a request is counted against when no server decided its address (a direct test call). */
export const UNKNOWN_ADDRESS = 'unknown';

function normalize(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d; count it as a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

/**
 * The entry of a proxy header (X-Forwarded-For, -Host, -Proto) that the outermost of `hops`
 * trusted proxies vouches for, or undefined with none trusted (anybody can send the header). Each
 * proxy appends what it saw, so the N-th entry from the right is the outermost trusted proxy's;
 * entries left of it are the client's own words and never count. A proxy that overwrites the
 * header (nginx's X-Forwarded-Host) leaves one entry, which is its own.
 */
export function vouchedEntry(header: string | string[] | undefined, hops: number): string | undefined {
  if (hops <= 0) return undefined;
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  const entries = joined.split(',').map((entry) => entry.trim()).filter(Boolean);
  // The proxy nearest to us is the socket's peer; it vouches for the last entry, and so on leftwards.
  return entries[entries.length - hops] ?? entries[0];
}

/**
 * The client's address: the one the trusted proxies vouch for in X-Forwarded-For (see
 * vouchedEntry), else the socket's. A malformed vouched entry falls back to the socket's address.
 */
export function decideClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const socket = socketAddress ? normalize(socketAddress) : UNKNOWN_ADDRESS;
  const vouched = vouchedEntry(forwardedFor, hops);
  const address = vouched === undefined ? undefined : normalize(vouched);
  return address && isIP(address) ? address : socket;
}

type HeaderSource = Headers | Record<string, unknown> | undefined;

/** The address our server decided for this request (see CLIENT_ADDRESS_HEADER). */
export function clientAddress(headers: HeaderSource): string {
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers?.[CLIENT_ADDRESS_HEADER];
  const address = typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
  return address && isIP(address) ? address : UNKNOWN_ADDRESS;
}

/** Expands an IPv6 address to its eight groups of four hex digits; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes its two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) => group.padStart(4, '0'));
}

/**
 * What every limit counts a client by: an IPv4 address as it is, an IPv6 address by its /64
 * network. One subscriber is given a whole /64, so counting single IPv6 addresses would hand a
 * script billions of fresh identities.
 */
export function limitKey(address: string): string {
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/**
 * A wider net for per-day ceilings: an IPv4 address's /24, an IPv6 address's /48 (a site). A
 * script that rents addresses usually gets them from one block.
 */
export function networkKey(address: string): string {
  const groups = ipv6Groups(address);
  if (groups) return `${groups.slice(0, 3).join(':')}::/48`;
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(address);
  return v4 ? `${v4[1]}.0/24` : address;
}

/** Headers only a proxy in front of us may set; with none trusted, a client sent them. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/**
 * Decides the address of a request as it arrives at our server and hands it to the application.
 * Without trusted proxies their headers are dropped too: Next.js then fills X-Forwarded-* from
 * the socket itself, so nothing downstream reads a client's claim about its address or scheme.
 */
export function stampClientAddress(req: IncomingMessage, hops: number): void {
  req.headers[CLIENT_ADDRESS_HEADER] = decideClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops);
  if (hops === 0) for (const name of PROXY_HEADERS) delete req.headers[name];
}
