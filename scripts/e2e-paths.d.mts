/* Types of scripts/e2e-paths.mjs. */
export const E2E_DATA_DIR: string;
export function e2eProbePort(port: number | string): number;
