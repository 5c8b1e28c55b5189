import { randomBytes } from 'node:crypto';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CompactEncrypt, compactDecrypt } from 'jose';
import { BROTLI_QUALITY, GZIP_LEVEL } from '../server/bff/proxy-answer';

/**
 * The floor under the BFF's proxy overhead: the least a proxy with its three unavoidable duties adds to a
 * platform call, measured beside it (bench/measure.ts). Node's own HTTP on loopback with a kept
 * connection to the platform, and nothing but
 *   - the session: a cookie as long as the signed-in session's, decrypted as express-openid-connect does
 *     (jose's compactDecrypt, `dir` + A256GCM), which holds the access token the call is sent with;
 *   - the answer read whole and compressed as the client accepts, at proxy-answer.ts's levels (issue 13
 *     asks for compressed JSON from /api/proxy);
 * and none of the rest: no Express, security headers, XSRF or ended-session check, token refresh check,
 * header filtering, timeout or error handling. It tells how much of the measured overhead is the BFF's own
 * work and how much any proxy with those duties would add on this machine.
 */
export interface ProxyFloor {
  url: string;
  /** The Cookie header a client sends it. */
  cookie: string;
  close(): Promise<void>;
}

/** A JWE of `length` characters holding `accessToken`: the plaintext's padding stands for the rest of a session. */
async function sessionCookie(key: Uint8Array, accessToken: string, length: number): Promise<string> {
  const encrypt = (padding: number) =>
    new CompactEncrypt(
      new TextEncoder().encode(JSON.stringify({ access_token: accessToken, pad: 'x'.repeat(padding) })),
    )
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(key);
  const bare = await encrypt(0);
  // Base64url: every 3 bytes of plaintext take 4 characters.
  return encrypt(Math.max(0, Math.floor(((length - bare.length) * 3) / 4)));
}

function compressed(body: Buffer, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding ?? ''))
    return {
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      encoding: 'br',
    };
  if (/\bgzip\b/.test(acceptEncoding ?? ''))
    return { body: gzipSync(body, { level: GZIP_LEVEL }), encoding: 'gzip' };
  return { body };
}

export async function startProxyFloor(
  platformUrl: string,
  accessToken: string,
  cookieLength: number,
): Promise<ProxyFloor> {
  const key = randomBytes(32);
  const cookie = `session=${await sessionCookie(key, accessToken, cookieLength)}`;
  const platform = new URL(platformUrl);
  const agent = new Agent({ keepAlive: true });
  const relay = async (req: IncomingMessage, res: ServerResponse) => {
    const jwe = /(?:^|;\s*)session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
    const { plaintext } = await compactDecrypt(jwe, key);
    const session = JSON.parse(new TextDecoder().decode(plaintext)) as { access_token: string };
    const upstream = request(
      {
        host: platform.hostname,
        port: platform.port,
        path: req.url,
        method: req.method,
        headers: { accept: 'application/json', 'api-token': session.access_token },
        agent,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const out = compressed(Buffer.concat(chunks), req.headers['accept-encoding']);
          res.writeHead(answer.statusCode ?? 502, {
            'content-type': answer.headers['content-type'] ?? 'application/json',
            'content-length': out.body.length,
            ...(out.encoding ? { 'content-encoding': out.encoding } : {}),
          });
          res.end(out.body);
        });
      },
    );
    upstream.end();
  };
  const server = createServer((req, res) => {
    relay(req, res).catch(() => {
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cookie,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
