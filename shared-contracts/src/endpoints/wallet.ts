import * as v from 'valibot';
import { pagedSchema } from '../envelope';
import { defineEndpoint } from './define';

const isoDate = v.pipe(v.string(), v.isoDate());

export const transactionSchema = v.object({
  id: v.number(),
  txCode: v.string(),
  amount: v.number(),
  balanceAfter: v.number(),
  remark: v.string(),
  createdAt: v.string(),
});

export const walletEndpoints = {
  memberTransactions: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODS2_MemberTransaction',
    request: v.object({
      startDate: isoDate,
      endDate: isoDate,
      pageNo: v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1000)),
      pageSize: v.optional(
        v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(50)),
      ),
      types: v.optional(v.literal('A')),
      /** One ledger code of GLS2_TxCodeList; absent for all. */
      txCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/))),
    }),
    response: pagedSchema(transactionSchema),
    auth: 'required',
  }),
};

export type Transaction = v.InferOutput<typeof transactionSchema>;
