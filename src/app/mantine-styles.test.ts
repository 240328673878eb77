import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The stylesheet list of mantine-styles.ts against what the app renders: every Mantine component src/
// imports, followed through Mantine's own modules to the components they render inside (TagsInput →
// Pill, Combobox, Input…), each of which has a stylesheet named after its CSS module.

const SRC = fileURLToPath(new URL('..', import.meta.url));
const MANTINE = resolve(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
const ESM = join(MANTINE, 'esm');
const BASE_SHEETS = ['baseline', 'default-css-variables', 'global'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes('/testing/') ? [path] : [];
  });
}

/** Names a module imports (not as types) from `@mantine/core`, in its `'…'` or `"…"` spelling. */
function coreNamesImportedBy(source: string, names: Set<string>) {
  for (const match of source.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/gs)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.add(name.split(' as ')[0]?.trim() ?? name);
    }
  }
}

/**
 * What the app renders from @mantine/core: its own imports, and those of the other Mantine packages it
 * uses (@mantine/notifications draws each toast with core's Notification, whose sheet is core's).
 */
function importedMantineNames(): Set<string> {
  const names = new Set<string>();
  const packages = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const source = readFileSync(file, 'utf8');
    coreNamesImportedBy(source, names);
    for (const match of source.matchAll(/from\s*'@mantine\/(?!core'|hooks')([\w-]+)'/g)) packages.add(match[1] ?? '');
  }
  for (const name of packages) {
    const esm = join(MANTINE, '..', name, 'esm');
    for (const file of readdirSync(esm).filter((entry) => entry.endsWith('.mjs')))
      coreNamesImportedBy(readFileSync(join(esm, file), 'utf8'), names);
  }
  return names;
}

/** The CSS modules reachable from the named exports of @mantine/core (its esm index maps name → file). */
function cssModulesOf(names: Set<string>): Set<string> {
  const exported = new Map<string, string>();
  for (const match of readFileSync(join(ESM, 'index.mjs'), 'utf8').matchAll(/import \{([^}]*)\} from "([^"]+)"/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const [name, alias] = part.trim().split(' as ');
      exported.set((alias ?? name ?? '').trim(), resolve(ESM, match[2] ?? ''));
    }
  }
  const visited = new Set<string>();
  const modules = new Set<string>();
  const visit = (file: string) => {
    // Third-party modules Mantine re-exports (react-remove-scroll) are folders with no CSS modules.
    if (visited.has(file) || !existsSync(file) || !statSync(file).isFile()) return;
    visited.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
      const target = resolve(dirname(file), match[1] ?? '');
      if (target.endsWith('.module.mjs')) modules.add(target.slice(target.lastIndexOf('/') + 1, -'.module.mjs'.length));
      else if (existsSync(target)) visit(target);
    }
  };
  for (const name of names) {
    const file = exported.get(name);
    if (file) visit(file);
  }
  return modules;
}

/** Where a sheet's first rule sits in Mantine's full stylesheet: the order they must be imported in. */
function positionInFullSheet(sheet: string): number {
  const full = readFileSync(join(MANTINE, 'styles.layer.css'), 'utf8');
  const own = readFileSync(join(MANTINE, 'styles', `${sheet}.layer.css`), 'utf8');
  return full.indexOf(
    own
      .slice(own.indexOf('{') + 1)
      .trim()
      .slice(0, 80),
  );
}

const sheetsImportedBy = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/@mantine\/core\/styles\/([\w-]+)\.layer\.css/g)].map((match) => match[1] ?? '');
const listed = sheetsImportedBy(join(SRC, 'app/mantine-styles.ts'));
/** Sheets that parts loaded on demand import themselves, file by file. */
const onDemand = sourceFiles(SRC)
  .filter((file) => !file.endsWith('app/mantine-styles.ts'))
  .map(sheetsImportedBy)
  .filter((sheets) => sheets.length > 0);

describe('mantine-styles', () => {
  it('imports the stylesheet of every Mantine component the app renders, and no other', () => {
    const needed = [...cssModulesOf(importedMantineNames())].filter((sheet) => existsSync(join(MANTINE, 'styles', `${sheet}.layer.css`)));
    expect(new Set([...listed, ...onDemand.flat()])).toEqual(new Set([...BASE_SHEETS, ...needed]));
    // None twice: a sheet on every page need not come again with a part.
    expect(onDemand.flat().filter((sheet) => listed.includes(sheet))).toEqual([]);
  });

  it('keeps the order of Mantine’s full stylesheet, in the list and in each part loaded on demand', () => {
    for (const sheets of [listed, ...onDemand]) {
      const positions = sheets.map(positionInFullSheet);
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
