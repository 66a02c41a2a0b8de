import { z } from 'zod/mini';
import {
  DB_INTEGER_MAX,
  DB_INTEGER_MIN,
  WIRE_FIELD_MAX,
  WIRE_FILES_MAX,
  WIRE_ID_MAX,
  WIRE_TEXT_MAX,
  WIRE_TOKEN_MAX,
} from './limits.js';

/**
 * Building blocks shared by every domain's wire schemas (RESOLUTIONS.md "The wire contract").
 * These are wire shapes (types, required fields); form rules live in each domain's validation.ts and
 * their messages in its messages.ts.
 * Objects are not strict: zod strips unknown keys, so clients may send extras such as `Selected`.
 * Nothing here coerces: a wrong type fails and the server answers 415.
 */

/**
 * Bounded text (limits.ts wire bounds, issue 29 item 1): every string a request carries has a most, so
 * nothing a schema does grows with what a caller chooses to send.
 */
export const boundedTextSchema = (max: number) => z.string().check(z.maxLength(max));
/** An access token or a device identifier. */
export const wireTokenSchema = boundedTextSchema(WIRE_TOKEN_MAX);
/** One field typed into a form (a name, e-mail, phone number, address line, password ...). */
export const wireFieldSchema = boundedTextSchema(WIRE_FIELD_MAX);
/** Free text: a message or a description. */
export const wireTextSchema = boundedTextSchema(WIRE_TEXT_MAX);
/** A list of files a request names (a draft save or a submission), at most WIRE_FILES_MAX. */
export const wireFileListSchema = <T extends z.ZodMiniType>(file: T) =>
  z.array(file).check(z.maxLength(WIRE_FILES_MAX));

/** Every POST JSON body may carry the access token; empty when signed out (part 1 §6). */
export const tokenBodySchema = z.object({ AccessToken: z.optional(wireTokenSchema) });
export type TokenBody = z.infer<typeof tokenBodySchema>;

/** Calls whose payload is "token only" / "none" (the token is still added, part 1 §7). */
export const tokenOnlyRequestSchema = tokenBodySchema;
export type TokenOnlyRequest = z.infer<typeof tokenOnlyRequestSchema>;

/** Dates travel as dd/mm/yyyy text (ADR 0008); the form rules check the format. */
export const wireDateSchema = wireFieldSchema;
/** Times travel as `h:mm am` / `h:mm pm` in Australia/Melbourne (ADR 0008). */
export const wireTimeSchema = wireFieldSchema;
/** Ids (messageId, FileID/FileId, FormId, Identifier) are strings (ADR 0008). */
export const wireIdSchema = boundedTextSchema(WIRE_ID_MAX);

/** Web=0, iOS=1, Android=2, WindowsPhone=3; Web by default (part 1 §3). */
export const deviceTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type DeviceTypeValue = z.infer<typeof deviceTypeSchema>;

/** Calls the spec answers "truthy on success" (selectclaim, deselectclaim, updatepassword) answer `true`. */
export const trueResponseSchema = z.literal(true);
export type TrueResponse = z.infer<typeof trueResponseSchema>;

/**
 * Our choice: calls whose answer the spec leaves "not shown" (logout, markasread, discard...)
 * answer `true` too, so every success body is valid JSON.
 */
export const acknowledgedResponseSchema = trueResponseSchema;
export type AcknowledgedResponse = z.infer<typeof acknowledgedResponseSchema>;

/** A file attached to a message, sent item or draft (part 2 §3). */
export const fileRefSchema = z.object({ Filename: wireFieldSchema, FileID: wireIdSchema });
export type FileRef = z.infer<typeof fileRefSchema>;

/**
 * An integer that fits the databases' integer columns (limits.ts DB_INTEGER_MIN/MAX): ids of list
 * items, offsets, counts. Larger numbers are malformed requests (415), never SQL faults.
 */
export const dbIntegerSchema = z.number().check(z.int(), z.gte(DB_INTEGER_MIN), z.lte(DB_INTEGER_MAX));
/** The same, 0 or more (offsets, counts, list ids). */
export const dbNonNegativeIntegerSchema = z.number().check(z.int(), z.gte(0), z.lte(DB_INTEGER_MAX));

/** A dropdown choice carried inside a form, e.g. DocumentType (part 2 §3). */
export const idItemSchema = z.object({ Id: dbIntegerSchema, Item: wireFieldSchema });
export type IdItem = z.infer<typeof idItemSchema>;

/** Form id model: the Identifier a first-step form call answers (part 1 §3, part 2 §3). */
export const formIdResponseSchema = z.object({ Identifier: wireIdSchema });
export type FormIdResponse = z.infer<typeof formIdResponseSchema>;

/** A new access token (createaccount, validate access code). */
export const accessTokenResponseSchema = z.object({ AccessToken: z.string() });
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

/** Channels that received a code or a username (part 1 §3 "Generation response: SMS bool, Email bool"). */
export const channelsResponseSchema = z.object({ SMS: z.boolean(), Email: z.boolean() });
export type ChannelsResponse = z.infer<typeof channelsResponseSchema>;

/** The input type of an object whose `C` key may arrive spelled `A` instead. */
export type WithAlias<I, C extends keyof I & string, A extends string> =
  I | (Omit<I, C> & { [K in A]: I[C] } & { [K in C]?: undefined });

/**
 * Accepts an alternative spelling of a key (spec: "Bsb or BSB") by copying it to the canonical name
 * before parsing. This renames, it never converts a value's type.
 */
export function withKeyAlias<
  T extends z.ZodMiniObject,
  C extends keyof z.input<T> & string,
  A extends string,
>(schema: T, canonical: C, alias: A) {
  // Zod Mini has no `preprocess`; this is what it is, a transform piped into the schema.
  const renameAlias = z.transform<WithAlias<z.input<T>, C, A>, unknown>((value) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      if (record[canonical] === undefined && record[alias] !== undefined) {
        return { ...record, [canonical]: record[alias] };
      }
    }
    return value;
  });
  return z.pipe(renameAlias, schema);
}
