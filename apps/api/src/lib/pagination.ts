/** `page`/`per_page` (−1 = all, DESIGN.md) → SQL window and the response's pagination keys. */
import type { Pagination } from '@rnt/contract/api-common';

export interface PageRequest {
  page: number;
  per_page: number;
}

export function pageWindow({ page, per_page }: PageRequest, total: number) {
  const all = page === -1 || per_page === -1;
  const size = all ? Math.max(total, 1) : per_page;
  const current = all ? 1 : page;
  const pagination: Pagination = {
    current_page: current,
    per_page: all ? -1 : per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / size)),
  };
  return { limit: size, offset: (current - 1) * size, pagination };
}
