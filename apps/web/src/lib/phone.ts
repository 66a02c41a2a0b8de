/** A tel: link target for a displayed phone number such as "1300 654 329". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
