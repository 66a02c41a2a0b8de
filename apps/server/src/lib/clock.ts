/** Source of the current time; tests pass their own to move through idle and absolute expiry. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Timestamps are ISO-8601 UTC text in the database (schema.ts). */
export function toTimestamp(date: Date): string {
  return date.toISOString();
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
