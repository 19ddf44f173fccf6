import type { CodeSplittingOptions } from 'rolldown';

/**
 * Fewer, larger chunks for the first paint (issue 21): left to itself the bundler splits the code every
 * page needs into ~70 small files (one per Mantine component, per icon, per helper), and over HTTP/1.1 a
 * phone fetches them six at a time, a round trip each. Two groups hold what every page loads anyway:
 *
 * - `framework`: React, React Router, TanStack Query, Mantine's core and hooks, and the Mantine
 *   components and icons that the page shell (layout, header, footer, error pages) imports by name;
 * - `shell`: the app's own modules that the entry reaches through static imports (not the entry).
 *
 * Everything else (each page's code, the libraries only some pages use) is split as before, so no page
 * loads code it does not use. `npm run bench:budget` shows the result per page.
 */
interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

const isAppSource = (id: string) => !id.includes('node_modules') && /[\\/](apps|packages)[\\/]/.test(id);

// Mantine's stylesheets too: the single stylesheet (`cssCodeSplit: false`) follows the chunks' imports, so
// with Mantine's rules in `framework` they come before the app's own rules (which override them), as
// they did when main.tsx imported them first.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|@mantine[\\/]core[\\/]esm[\\/]core|@mantine[\\/]hooks|@mantine[\\/]store)[\\/]|node_modules[\\/]@mantine[\\/][^\\/]+[\\/]styles\.css$/;

/** The names a module imports from a package: `import { Anchor, Box as B } from "@mantine/core"`. */
function namesImported(code: string, from: string): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${from}["']`, 'g');
  return [...code.matchAll(pattern)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
  );
}

interface Shell {
  modules: Set<string>;
  /** Matches the Mantine components and the icons the shell imports. */
  parts: RegExp;
}

function pageShell(entry: string, graph: Graph): Shell {
  const modules = new Set<string>();
  const components = new Set<string>();
  const icons = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const id = stack.pop()!;
    if (modules.has(id)) continue;
    modules.add(id);
    const info = graph.getModuleInfo(id);
    for (const name of namesImported(info?.code ?? '', '@mantine/core')) components.add(name);
    for (const name of namesImported(info?.code ?? '', '@tabler/icons-react')) icons.add(name);
    for (const next of info?.importedIds ?? []) if (isAppSource(next)) stack.push(next);
  }
  const alternatives = [
    ...[...components].map((c) => `@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${c}[\\\\/]`),
    ...[...icons].map((i) => `@tabler[\\\\/]icons-react[\\\\/].*[\\\\/]${i}\\.mjs$`),
  ];
  return { modules, parts: new RegExp(alternatives.join('|') || '$^') };
}

export function firstPaintChunks(entry: string): CodeSplittingOptions {
  let shell: Shell | undefined;
  return {
    groups: [
      {
        debugName: 'framework',
        name: (id, ctx) => {
          shell ??= pageShell(entry, ctx);
          return FRAMEWORK.test(id) || shell.parts.test(id) ? 'framework' : null;
        },
        priority: 2,
      },
      {
        debugName: 'shell',
        name: (id, ctx) => {
          shell ??= pageShell(entry, ctx);
          // The entry itself stays out: it waits (top-level await) for the page's chunk, which imports
          // from `shell`; with the entry inside `shell` each would wait for the other, for ever.
          return id !== entry && shell.modules.has(id) ? 'shell' : null;
        },
        // Only the app's modules: their libraries stay where the bundler puts them.
        includeDependenciesRecursively: false,
        priority: 1,
      },
    ],
  };
}
