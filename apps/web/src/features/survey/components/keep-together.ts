/** A phone number such as "1300 654 329" with non-breaking spaces, so a line never splits it. */
export function keepTogether(text: string): string {
  return text.replace(/ /g, '\u00a0');
}
