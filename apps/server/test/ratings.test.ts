/**
 * Ratings cannot be stuffed by minting device codes (issue 16, item 5; decision 0011): the server
 * issues signed device codes, and new votes on one recipe from one client address are limited per
 * day: one between all codes the server did not issue, a few from codes it did.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeviceCodeSigner,
  loadDeviceCodeSecret,
} from '../src/identity/device-code-signer.ts';
import {
  apiClient,
  newDeviceCode,
  newUser,
  shareNewRecipe,
  type ApiClient,
} from './support/api-client.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_RATINGS_PER_MINUTE: '1000',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000',
    RATE_LIMIT_RATINGS_PER_RECIPE_PER_DAY: '3',
  });
  api = apiClient(server.url);
});
afterAll(() => server.close());

type Meta = { data: { average: number; count: number } };

/** A POST over real HTTP from a chosen loopback address (127.0.0.0/8 is all this machine's). */
function postFrom(
  address: string,
  path: string,
  body: unknown,
  device?: string,
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      server.url(path),
      {
        method: 'POST',
        localAddress: address,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(device ? { 'x-device-code': device } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function issuedCode(address = '127.0.0.1'): Promise<string> {
  const response = await postFrom(address, '/api/session/device-code', {});
  expect(response.status).toBe(200);
  return (response.body as { data: { device_code: string } }).data.device_code;
}

async function sharedRecipeCode(): Promise<string> {
  return (await shareNewRecipe(api, newUser())).code;
}

async function meta(code: string): Promise<Meta['data']> {
  return (await api.get<Meta>(`/api/public/recipes/${code}/meta`)).body.data;
}

describe(`server-issued device codes (${testEngine()})`, () => {
  it('are 26 Crockford characters that verify; tampered, self-made and legacy ones do not', async () => {
    const signer = createDeviceCodeSigner(await loadDeviceCodeSecret(server.db, undefined));
    const code = await issuedCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(signer.verify(code)).toBe(true);
    // Typed with dashes, in lower case: the same code (SPEC §5 normalisation).
    expect(signer.verify(`${code.slice(0, 13)}-${code.slice(13)}`.toLowerCase())).toBe(true);
    for (let i = 0; i < code.length; i += 1) {
      const other = code[i] === '0' ? '1' : '0';
      const tampered = `${code.slice(0, i)}${other}${code.slice(i + 1)}`;
      expect(signer.verify(tampered), tampered).toBe(false);
    }
    expect(signer.verify(newDeviceCode())).toBe(false);
    expect(signer.verify('device_1700000000000_abc123')).toBe(false);
    const stranger = createDeviceCodeSigner(Buffer.from('another server secret, 32 bytes!'));
    expect(stranger.verify(code)).toBe(false);
  });

  it('keep the same secret across restarts (kept in the database)', async () => {
    const first = await loadDeviceCodeSecret(server.db, undefined);
    const again = await loadDeviceCodeSecret(server.db, undefined);
    expect(again.equals(first)).toBe(true);
    expect(first.length).toBe(32);
  });

  it('are issued a few per client address per hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      statuses.push((await postFrom('127.0.0.40', '/api/session/device-code', {})).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe(`a burst of votes from one address (${testEngine()})`, () => {
  it('cannot move an average beyond the per-day allowance', async () => {
    const code = await sharedRecipeCode();
    // Five fans, each at an address of their own, give it 5.
    for (let i = 0; i < 5; i += 1) {
      const address = `127.0.0.${11 + i}`;
      const vote = await postFrom(
        address,
        `/api/public/recipes/${code}/rate`,
        { rating: 5 },
        await issuedCode(address),
      );
      expect(vote.status).toBe(200);
    }
    expect(await meta(code)).toMatchObject({ average: 5, count: 5 });

    // Twenty made-up device codes from one address: one vote between them.
    const minted: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      minted.push(
        (
          await postFrom(
            '127.0.0.20',
            `/api/public/recipes/${code}/rate`,
            { rating: 1 },
            newDeviceCode(),
          )
        ).status,
      );
    }
    expect(minted.filter((status) => status === 200)).toHaveLength(1);
    expect(minted.filter((status) => status === 429)).toHaveLength(19);
    expect(await meta(code)).toMatchObject({ average: 4.3, count: 6 });

    // Twenty codes the server issued, from one address: the day's allowance (3) and no more.
    const issued: string[] = [];
    for (let i = 0; i < 20; i += 1) issued.push(await issuedCode('127.0.0.21'));
    const signed: number[] = [];
    for (const device of issued) {
      signed.push(
        (await postFrom('127.0.0.21', `/api/public/recipes/${code}/rate`, { rating: 1 }, device))
          .status,
      );
    }
    expect(signed.filter((status) => status === 200)).toHaveLength(3);
    expect(await meta(code)).toMatchObject({ average: 3.2, count: 9 });

    // A device that voted may change its own vote: that is not a new vote.
    const changed = await postFrom(
      '127.0.0.21',
      `/api/public/recipes/${code}/rate`,
      { rating: 2 },
      issued[0],
    );
    expect(changed.status).toBe(200);
    expect((await meta(code)).count).toBe(9);

    // The allowance is per recipe: another recipe takes a vote from the same address.
    const other = await sharedRecipeCode();
    const elsewhere = await postFrom(
      '127.0.0.20',
      `/api/public/recipes/${other}/rate`,
      { rating: 4 },
      newDeviceCode(),
    );
    expect(elsewhere.status).toBe(200);
  });

  it('is counted in the shared store, so it holds across processes and restarts', async () => {
    const rows = await server.db.query<{ key: string; count: number }>(
      `select key, count from rate_limits where key like 'unsigned-votes:%:127.0.0.20' order by count desc`,
    );
    expect(rows[0]?.count).toBe(20);
  });
});
