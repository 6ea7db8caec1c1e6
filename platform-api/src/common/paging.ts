import type { Paged } from '@mobile/shared-contracts';
import type { DbNumber } from '../db/schema';

export function offsetOf(pageNum: number, pageSize: number): number {
  return (pageNum - 1) * pageSize;
}

/** A page past the end is empty but keeps its number, so the client stops at totalPages. */
export function paged<T>(content: T[], pageNum: number, pageSize: number, total: DbNumber): Paged<T> {
  const count = Number(total);
  return { content, pageNum, pageSize, totalPages: Math.ceil(count / pageSize), total: count };
}
