/**
 * The one paging helper of the API (docs/decisions/014-one-contract-one-rule.md). `page` and `per_page`
 * are positive, or -1 for "all". With -1 in either, every row is on page 1 and the answer says so:
 * `current_page: 1, per_page: -1, last_page: 1` (and `total` the number of rows). Every paged route
 * answers through `pagination(total)`; repositories turn `limit`/`offset` into SQL.
 */
import type { Pagination } from '@rnt/contract/api-common';

/** What the client asked; absent values take the route's defaults (page 1, `defaultPerPage`). */
export interface PageRequest {
  page?: number;
  per_page?: number;
}

export interface PageWindow {
  /** Every row on one page. */
  all: boolean;
  /** The page answered (1 for "all"). */
  page: number;
  /** Rows per page; null for "all" (no LIMIT). */
  limit: number | null;
  offset: number;
  /** `current_page, per_page, total, last_page` for `total` matching rows. */
  pagination(total: number): Pagination;
}

/** `defaultPerPage` -1: the route lists everything unless a page size is asked for. */
export function pageWindow(request: PageRequest, defaultPerPage: number): PageWindow {
  const perPage = request.per_page ?? defaultPerPage;
  const all = perPage === -1 || request.page === -1;
  const page = all ? 1 : (request.page ?? 1);
  const limit = all ? null : perPage;
  return {
    all,
    page,
    limit,
    offset: limit === null ? 0 : (page - 1) * limit,
    pagination: (total) => ({
      current_page: page,
      per_page: limit ?? -1,
      total,
      last_page: limit === null ? 1 : Math.max(1, Math.ceil(total / limit)),
    }),
  };
}
