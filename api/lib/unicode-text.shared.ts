// JavaScript strings are UTF-16, and a JSON escape ("\ud800") or a careless cut can leave half of a
// surrogate pair in one. Such a string has no UTF-8 form: PostgreSQL refuses it (a 500), Node's encoder
// silently turns it into U+FFFD and IndexedDB keeps it as it is, so no two stores would agree. The
// request boundary refuses it (docs/security.md#at-the-boundary-of-every-request) and every cut of
// text keeps pairs whole (docs/input-rules.md).

/** A high surrogate without a low one after it, or a low surrogate without a high one before it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** True when `text` holds a UTF-16 surrogate that is not part of a pair (an emoji's pair is fine). */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text)
}

/** At most `max` UTF-16 units of `text`: one fewer when the cut would split a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text
  const last = text.charCodeAt(max - 1)
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max)
}
