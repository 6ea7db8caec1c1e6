import * as v from 'valibot';
import { defineEndpoint } from './define';

/** The operator's own documents: the terms of use (the user agreement) and the privacy policy. */
export const SITE_DOCUMENT_KINDS = ['terms', 'policy'] as const;
export type SiteDocumentKind = (typeof SITE_DOCUMENT_KINDS)[number];

const documentSchema = v.nullable(
  v.object({
    /** Server HTML, sanitised there and again by the front end before rendering. */
    content: v.string(),
    updatedAt: v.string(),
  }),
);

/** SPEC 'terms and user agreement': the texts in the player's language, else English, else none. */
export const siteDocumentEndpoints = {
  siteDocuments: defineEndpoint({
    method: 'GET',
    path: '/wps/system/documents',
    request: v.object({ lang: v.picklist(['EN', 'TY', 'CN', 'JA', 'TH', 'VI']) }),
    /** Null where the operator has set no text: the site shows its own short one. */
    response: v.object({ terms: documentSchema, policy: documentSchema }),
    auth: 'none',
  }),
};

export type SiteDocuments = v.InferOutput<(typeof siteDocumentEndpoints)['siteDocuments']['response']>;
