/** SPEC §9 "Install snooze 7 days; prompt delay 2 s" and SPEC §2/§4 "Install prompt". */
export const INSTALL_SNOOZE_DAYS = 7;
export const INSTALL_SNOOZE_MS = INSTALL_SNOOZE_DAYS * 24 * 60 * 60 * 1000;
export const INSTALL_PROMPT_DELAY_MS = 2000;

/** SPEC §2: the prompt is shown only on these paths. */
export const INSTALL_PROMPT_PATHS = ['/', '/plan', '/build', '/shop'] as const;
