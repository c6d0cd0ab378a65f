// The image proxy's fetch: one picture from a public http(s) address, checked at every step a hostile
// address could use: the addresses the host resolves to (checked where the connection is made, so a name
// that resolves differently a second time gains nothing), each redirect, the time taken, the size and the
// type the bytes really are.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { constants } from '../../../../generated/constants.ts';
import { imageTypeOf, type ImageType } from '../file/image-type.ts';
import { isPublicAddress } from './public-address.ts';

const { fetch_timeout_ms, max_redirects } = constants.image_proxy;
const MAX_BYTES = constants.limits.image.max_bytes;

export type ImageFailure = 'refused_address' | 'fetch_failed' | 'too_large' | 'not_image';
export type FetchedImage = { bytes: Buffer; type: ImageType } | { failure: ImageFailure };

class Refusal extends Error {
  constructor(readonly failure: ImageFailure) {
    super(failure);
  }
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that answers only when every address of the name is one the proxy may reach. */
function publicLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address)))
        return callback(new Refusal('refused_address'), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return first ? callback(null, first.address, first.family) : callback(new Refusal('fetch_failed'), []);
    });
  };
}

/** The address when Quorum may fetch from it at all: http or https, and a literal IP only if public. */
function fetchableUrl(address: string, allowPrivate: boolean): URL {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new Refusal('refused_address');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowPrivate && !isPublicAddress(host)) throw new Refusal('refused_address');
  return url;
}

function get(url: URL, signal: AbortSignal, allowPrivate: boolean): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    request(url, { signal, lookup: publicLookup(allowPrivate), headers: { accept: 'image/*' } }, resolve)
      .on('error', reject)
      .end();
  });
}

/** The body, refused as soon as it (or what it declares) passes the image limit. */
async function boundedBody(response: IncomingMessage): Promise<Buffer> {
  if (Number(response.headers['content-length'] ?? 0) > MAX_BYTES) throw new Refusal('too_large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BYTES) throw new Refusal('too_large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The picture at `address`, or why there is none. `allowPrivate` lets tests fetch from loopback
 * (constants.image_proxy.test_allow_private_env); a site never sets it.
 */
export async function fetchImage(address: string, allowPrivate: boolean): Promise<FetchedImage> {
  const signal = AbortSignal.timeout(fetch_timeout_ms);
  try {
    let url = fetchableUrl(address, allowPrivate);
    for (let redirects = 0; ; redirects += 1) {
      const response = await get(url, signal, allowPrivate);
      const location = response.headers.location;
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (redirects >= max_redirects) return { failure: 'fetch_failed' };
        url = fetchableUrl(new URL(location, url).href, allowPrivate);
        continue;
      }
      if (status !== 200) {
        response.resume();
        return { failure: 'fetch_failed' };
      }
      const bytes = await boundedBody(response);
      if (signal.aborted) return { failure: 'fetch_failed' };
      const type = imageTypeOf(bytes);
      return type ? { bytes, type } : { failure: 'not_image' };
    }
  } catch (error) {
    if (error instanceof Refusal) return { failure: error.failure };
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof Refusal) return { failure: cause.failure };
    return { failure: 'fetch_failed' };
  }
}
