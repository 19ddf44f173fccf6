/**
 * The `Intl` formatters a page builds while it loads, and whether it formats anything with each (issue 30).
 * Building a formatter loads its locale's data — 70 ms of this machine's main thread for the first one — so
 * a formatter made at a module's top level costs every page that loads the module, formatting or not.
 */
import type { BrowserContext, Page } from '@playwright/test';

interface Formatter {
  what: string;
  where: string;
  used: boolean;
}

/** Watches every `Intl` constructor of the context's pages from their first script on. */
export async function watchFormatters(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const built: Formatter[] = [];
    (window as unknown as { __formateadores: Formatter[] }).__formateadores = built;
    const kinds = [
      'DateTimeFormat',
      'NumberFormat',
      'Collator',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
      'DisplayNames',
      'Segmenter',
    ] as const;
    for (const kind of kinds) {
      const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
      const watched = new Proxy(Original, {
        construct(target, args, newTarget) {
          const instance = Reflect.construct(target, args, newTarget) as object;
          const record = {
            what: `Intl.${kind}(${JSON.stringify(args)})`,
            where: new Error().stack?.split('\n')[2]?.trim() ?? '',
            used: false,
          };
          built.push(record);
          // Any method read and called (format, formatToParts, compare, select…) is a use.
          return new Proxy(instance, {
            get(t, key) {
              const value: unknown = Reflect.get(t, key, t);
              if (typeof value !== 'function') return value;
              return (...callArgs: unknown[]) => {
                record.used = true;
                return (value as (...a: unknown[]) => unknown).apply(t, callArgs);
              };
            },
          });
        },
      });
      Object.defineProperty(Intl, kind, { value: watched, configurable: true, writable: true });
    }
  });
}

/** The formatters the page built and never used, each with the script line that built it. */
export async function unusedFormatters(page: Page): Promise<string[]> {
  const built = await page.evaluate(
    () => (window as unknown as { __formateadores?: Formatter[] }).__formateadores ?? [],
  );
  return built.filter((f) => !f.used).map((f) => `${f.what} ${f.where}`);
}
