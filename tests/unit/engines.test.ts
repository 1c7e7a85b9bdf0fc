import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Nothing in the dependency tree demands more than package.json `engines` says (issue 25 item 2): every Node version
 * our range accepts must satisfy the `engines.node` of every package the lock installs, or `npm ci` warns EBADENGINE
 * and the package may not run on a Node we promise. zod-openapi 6 (>= 22.14) and @scalar/* from 1.47 (>= 22) broke this.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (f: string) => JSON.parse(readFileSync(path.join(root, f), 'utf8')) as unknown;

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  cpu?: string[];
}

/** CPUs we run on (the image and the machines: linux x64/arm64; macOS and Windows on x64/arm64 for development). */
const OUR_CPUS = ['x64', 'arm64'];

/** The `engines.node` a lock entry records (old packages wrote engines as an array of "node >=x" strings). */
function nodeRange(entry: LockEntry): string | undefined {
  const e = entry.engines;
  if (!e) return undefined;
  if (Array.isArray(e)) return e.find((s) => s.startsWith('node '))?.slice('node '.length);
  return e.node;
}

/** A platform package whose `cpu` names none of ours (e.g. sharp's win32-ia32 or a wasm32 build) never installs for us. */
function installsForUs(entry: LockEntry): boolean {
  return !entry.cpu || entry.cpu.some((c) => OUR_CPUS.includes(c));
}

/** Every version `ours` accepts also satisfies `theirs` (semver.subset; both are npm ranges). */
function accepts(theirs: string, ours: string): boolean {
  return semver.subset(ours, theirs);
}

/** The lock's packages that demand more than `ours`, as "path@version (engines)". */
function demandingMore(lock: { packages: Record<string, LockEntry> }, ours: string): string[] {
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key !== '' && installsForUs(entry))
    .flatMap(([key, entry]) => {
      const theirs = nodeRange(entry);
      return theirs && !accepts(theirs, ours) ? [`${key}@${entry.version ?? '?'} (node ${theirs})`] : [];
    });
}

describe('package.json engines and the installed tree', () => {
  const pkg = read('package.json') as { engines: { node: string } };
  const lock = read('package-lock.json') as { packages: Record<string, LockEntry> };
  const ours = pkg.engines.node;

  it('our range is valid and its lowest versions are the ones we promise (Node 20 for CI, 22 and 24 for the image)', () => {
    expect(semver.validRange(ours)).not.toBeNull();
    expect(semver.minVersion(ours)?.version).toBe('20.19.0');
    for (const v of ['20.19.0', '22.13.0', '24.0.0']) expect(semver.satisfies(v, ours), v).toBe(true);
    // The lock's root entry is package.json's (npm ci refuses a lock out of sync).
    expect(nodeRange(lock.packages[''])).toBe(ours);
  });

  it("accepts() catches a package that demands more than we promise, whichever of our ranges it cuts", () => {
    expect(accepts('>=22.14.0', ours)).toBe(false); // zod-openapi 6.0.2
    expect(accepts('>=22', ours)).toBe(false); // @scalar/api-reference 1.47+
    expect(accepts('^20.19.0 || ^22.13.0 || >=23.5.0', '^20.19.0 || >=22.12.0')).toBe(false); // 22.12 cut
    expect(accepts('^20.19.0 || ^22.13.0 || >=24', '^20.19.0 || >=22.0.0')).toBe(false); // 23.x cut
    expect(accepts('>=20', ours)).toBe(true);
    expect(accepts('^20.19.0 || ^22.13.0 || >=24', ours)).toBe(true);
    expect(accepts('>=18.17.0', ours)).toBe(true);
    expect(nodeRange({ engines: ['node >=0.8.0'] })).toBe('>=0.8.0');
    expect(installsForUs({ cpu: ['ia32'] })).toBe(false);
    expect(installsForUs({ cpu: ['x64'] })).toBe(true);
    expect(installsForUs({})).toBe(true);
  });

  it('every package in package-lock.json accepts every Node version package.json engines accepts', () => {
    expect(demandingMore(lock, ours)).toEqual([]);
  });
});
