/**
 * The browser files of the light pages' build that every page links (decision 034): its stylesheets and its
 * one script, read by `entry.server.tsx` from the browser build's manifest when the server starts.
 */
export interface PageAssets {
  /** The stylesheets of the page's first paint: the views' and the islands' CSS, one file. */
  stylesheets: string[];
  /** The module that hydrates the page's islands (`entry.islas.tsx`). */
  script: string;
}

let assets: PageAssets = { stylesheets: [], script: '' };

export const pageAssets = (): PageAssets => assets;

export function setPageAssets(next: PageAssets): void {
  assets = next;
}
