/**
 * The one error every scrape failure becomes: a short message a person can read, and a reason
 * code that tests and logs use. Refusals all read the same ("That link can't be fetched") so the
 * answer says nothing about the network behind the server.
 */

/** Why a scrape failed. Several reasons share one user-facing message. */
export type ScrapeFailure =
  | 'invalid_url'
  | 'bad_scheme'
  | 'bad_port'
  | 'blocked_address'
  | 'dns_failed'
  | 'network'
  | 'http_status'
  | 'too_many_redirects'
  | 'bad_content_type'
  | 'timeout'
  | 'too_large'
  | 'extract_timeout'
  | 'busy'
  | 'not_recipe';

/** The short messages shown to people, one per kind of failure. */
export const SCRAPE_MESSAGES = {
  notALink: "That doesn't look like a web link",
  cannotFetch: "That link can't be fetched",
  notAPage: "That link isn't a web page",
  tooSlow: 'That page took too long to load',
  tooBig: 'That page is too big to read',
  tooSlowToRead: 'That page took too long to read',
  busy: 'Too many pages are being read right now. Try again in a minute',
  notARecipe: "We couldn't find a recipe on that page",
} as const;

const MESSAGE_OF: Record<ScrapeFailure, string> = {
  invalid_url: SCRAPE_MESSAGES.notALink,
  bad_scheme: SCRAPE_MESSAGES.cannotFetch,
  bad_port: SCRAPE_MESSAGES.cannotFetch,
  blocked_address: SCRAPE_MESSAGES.cannotFetch,
  dns_failed: SCRAPE_MESSAGES.cannotFetch,
  network: SCRAPE_MESSAGES.cannotFetch,
  http_status: SCRAPE_MESSAGES.cannotFetch,
  too_many_redirects: SCRAPE_MESSAGES.cannotFetch,
  bad_content_type: SCRAPE_MESSAGES.notAPage,
  timeout: SCRAPE_MESSAGES.tooSlow,
  too_large: SCRAPE_MESSAGES.tooBig,
  extract_timeout: SCRAPE_MESSAGES.tooSlowToRead,
  busy: SCRAPE_MESSAGES.busy,
  not_recipe: SCRAPE_MESSAGES.notARecipe,
};

/** A failed fetch or extraction. `message` is safe to show; `reason` and `detail` are for logs. */
export class ScrapeError extends Error {
  constructor(
    readonly reason: ScrapeFailure,
    /** Internal detail (an address, a status); never shown to the caller. */
    readonly detail = '',
  ) {
    super(MESSAGE_OF[reason]);
    this.name = 'ScrapeError';
  }
}
