import { z } from 'zod/mini';

/**
 * Which session a call needs (spec part 1 §4 and §6, RESOLUTIONS.md "Sign-in").
 * - public: no token needed; an empty AccessToken is sent when signed out.
 * - registration: a token from createaccount or a not-yet-activated sign-in (AccountActivated 0).
 * - loginPending: a sign-in awaiting access-code verification (AccountActivated 1).
 * - resetPassword: the ResetPasswordToken from forgotpassword.
 * - signedIn: a full session; no claim needs to be selected (claims list, account area).
 * - claim: a full session with a selected claim (messaging, documents, forms).
 * - secureUpdate: a full session plus the secure token an access code yields (bank, e-mail, mobile).
 * - survey: the separate self-assessment token from nidlogin.
 */
export const authKinds = [
  'public',
  'registration',
  'loginPending',
  'resetPassword',
  'signedIn',
  'claim',
  'secureUpdate',
  'survey',
] as const;
export type AuthKind = (typeof authKinds)[number];

/** How the request arrives: a JSON body, a multipart upload, or a GET with query/path parameters. */
export type BodyKind = 'json' | 'multipart' | 'none';

export interface EndpointDefinition<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Stable identifier, equal to its key in `endpoints`; used by the server's handlers and the web fetchers. */
  readonly id: string;
  readonly method: 'GET' | 'POST';
  /** Path exactly as the spec spells it; parameters in Fastify form (`/api/content/:name`). */
  readonly path: string;
  readonly body: BodyKind;
  readonly auth: AuthKind;
  /** JSON body (POST json), form fields (multipart) or query plus path parameters (GET). */
  readonly request: Req;
  /** The 200 answer. Content calls answer HTML text; their schema is a string. */
  readonly response: Res;
  /** Response media type: JSON unless the spec says the call answers HTML. */
  readonly responseType?: 'json' | 'html';
  readonly summary: string;
  /** Where the spec names the call, e.g. "part 1 §7". */
  readonly spec: string;
}

export function defineEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  definition: EndpointDefinition<Req, Res>,
): EndpointDefinition<Req, Res> {
  return definition;
}

export type RequestOf<E> = E extends EndpointDefinition<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends EndpointDefinition<z.ZodMiniType, infer Res> ? z.output<Res> : never;
