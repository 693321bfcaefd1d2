// The typed confirmation of a destructive action: the admin types the record's name or a word such as
// "SİL". Compared the Turkish way (so "sil" matches "SİL", and "SIL" with a dotless capital does not),
// ignoring the spaces around it.

export function phraseMatches(typed: string, phrase: string): boolean {
  const normal = (text: string) => text.trim().toLocaleUpperCase('tr-TR')
  return phrase.trim() !== '' && normal(typed) === normal(phrase)
}
