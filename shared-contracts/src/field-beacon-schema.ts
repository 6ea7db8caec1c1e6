import * as v from 'valibot';
import {
  FIELD_ARMS,
  FIELD_BATCH_MAX_EVENTS,
  FIELD_DETAIL_MAX,
  FIELD_KINDS,
  type FieldBatch,
} from './field-beacon';
import { REMOTE_NAMES } from './manifest';

/** A minute of LCP or INP is far past anything a page takes; beyond it a value is made up. */
const MAX_VALUE = 600_000;

export const fieldEventSchema = v.object({
  kind: v.picklist(FIELD_KINDS),
  page: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_-]{0,47}$/)),
  owner: v.picklist([...REMOTE_NAMES, 'shell']),
  version: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._+-]{1,64}$/)),
  arm: v.picklist(FIELD_ARMS),
  value: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_VALUE))),
  detail: v.optional(v.pipe(v.string(), v.maxLength(FIELD_DETAIL_MAX * 2))),
});

/** A batch as the shell sends it (platform-api refuses anything else with 400). */
export const fieldBatchSchema = v.object({
  merchantCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/)),
  sessionId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  events: v.pipe(v.array(fieldEventSchema), v.minLength(1), v.maxLength(FIELD_BATCH_MAX_EVENTS)),
}) satisfies v.GenericSchema<unknown, FieldBatch>;

/** The batch when the input is a valid one, else null. */
export function parseFieldBatch(input: unknown): FieldBatch | null {
  const result = v.safeParse(fieldBatchSchema, input);
  return result.success ? result.output : null;
}
