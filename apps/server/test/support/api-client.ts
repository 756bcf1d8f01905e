/** A tiny HTTP client for server tests: JSON in, status + parsed body + headers out. */
import { randomBytes } from 'node:crypto';

export type Identity = { account?: string; device?: string; cookie?: string };

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers; text: string };

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomCode(alphabet: string, length: number): string {
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** A fresh, valid account code (25 characters A-Z0-9). */
export const newAccountCode = () => randomCode(ALPHANUMERIC, 25);
/** A fresh, valid device code (26 Crockford characters). */
export const newDeviceCode = () => randomCode(CROCKFORD, 26);
/** A new user: an account and a device of their own. */
export const newUser = (): Required<Pick<Identity, 'account' | 'device'>> => ({
  account: newAccountCode(),
  device: newDeviceCode(),
});

export function apiClient(url: (path: string) => string) {
  async function call<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; raw?: string; as?: Identity; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as?.account) headers['x-account-code'] = options.as.account;
    if (options.as?.device) headers['x-device-code'] = options.as.device;
    if (options.as?.cookie) headers.cookie = options.as.cookie;
    let body: string | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url(path), { method, headers, body });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }
  return {
    call,
    get: <T = unknown>(path: string, as?: Identity) => call<T>('GET', path, { as }),
    post: <T = unknown>(path: string, body: unknown, as?: Identity) =>
      call<T>('POST', path, { body, as }),
    patch: <T = unknown>(path: string, body: unknown, as?: Identity) =>
      call<T>('PATCH', path, { body, as }),
    put: <T = unknown>(path: string, body: unknown, as?: Identity) =>
      call<T>('PUT', path, { body, as }),
    delete: <T = unknown>(path: string, as?: Identity) => call<T>('DELETE', path, { as }),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** A recipe body as the web app sends it (SPEC §3 "User recipe sent"). */
export function recipeBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Weeknight Chickpea Curry',
    description: 'Quick and warming.',
    category: 'Vegetarian',
    tags: ['vegetarian', 'curry'],
    servings: 4,
    prep_time: 10,
    cook_time: 25,
    ingredients: [
      '1 tbsp vegetable oil',
      '1 onion, chopped',
      { rawText: '2 x 400g tins chickpeas, drained', amount: 2, unit: 'can' },
      '400ml coconut milk',
    ],
    instructions: ['Fry the onion.', 'Add the rest and simmer for 20 minutes.'],
    ...overrides,
  };
}

/**
 * Saves a recipe (`recipeBody(overrides)`) as `owner`'s and shares it: the recipe's id, and the
 * share's status, code and link.
 */
export async function shareNewRecipe(
  api: ApiClient,
  owner: Identity,
  overrides: Record<string, unknown> = {},
): Promise<{ recipeId: string; status: number; code: string; link: string }> {
  const created = await api.post<{ recipe: { id: string } }>(
    '/api/user/recipes/v2',
    recipeBody(overrides),
    owner,
  );
  const recipeId = created.body.recipe.id;
  const shared = await api.post<{ code: string; link: string }>(
    '/api/share',
    { recipe_id: recipeId },
    owner,
  );
  return { recipeId, status: shared.status, ...shared.body };
}
