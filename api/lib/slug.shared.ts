// Slugs: page anchors and addresses, site slugs. Reduced to [a-z0-9-] with Turkish and German letters
// spelled out, at most 60 characters. The server stores what these give; the edit screen shows it early.

const SPELLED: Readonly<Record<string, string>> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
  ä: 'a',
  ß: 'ss',
}

export function slugify(value: string): string {
  return value
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîûäß]/g, (ch) => SPELLED[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
    .replace(/-+$/, '')
}

/** A page's address as stored: '/' and its slug ('Hakkımızda' → '/hakkimizda', '' → '/', the home page). */
export const normalizePageUrl = (url: string): string => `/${slugify(url)}`
