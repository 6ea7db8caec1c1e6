import * as v from 'valibot';

/** Every platform call answers with this envelope; `value` carries the payload. */
export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string | null;
  value: T;
}

export const envelopeSchema = <T extends v.GenericSchema>(value: T) =>
  v.object({ success: v.boolean(), code: v.string(), message: v.nullable(v.string()), value });

export interface Paged<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

export const pagedSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({
    content: v.array(item),
    pageNum: v.number(),
    pageSize: v.number(),
    totalPages: v.number(),
    total: v.number(),
  });
