/* Types of scripts/build-if-needed.mjs, for the tests that start production servers. */
export function buildIfNeeded(opts?: { appUrl?: string }): void;
