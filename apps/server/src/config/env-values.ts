import { z } from 'zod';

/**
 * The shapes an environment variable's text is read as, shared by the settings in config.ts and
 * config/: an empty value is an unset one, and a bad value is named with its rule.
 */

/** A configuration that cannot start the server; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** What the parsed environment holds for a group of variables (the `EnvShape` a settings file declares). */
export type EnvOf<Shape extends z.ZodRawShape> = z.infer<z.ZodObject<Shape>>;

export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optionalText = z.preprocess(emptyToUndefined, z.string().trim().optional());

export const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number' })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `must be at least ${min}` })
          .max(max, { error: `must be at most ${max}` }),
      )
      .optional()
      .default(fallback),
  );

/** An optional http(s) address. */
export const optionalHttpUrl = z.preprocess(
  emptyToUndefined,
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
);
