/** The avatar's letter: the name's first character (else the email's), upper-cased the Turkish way. */
export function initialOf(name: string, email: string): string {
  const source = name.trim() || email.trim() || '?'
  return (Array.from(source)[0] ?? '?').toLocaleUpperCase('tr-TR')
}
