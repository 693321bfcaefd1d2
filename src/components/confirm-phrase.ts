// The rule lives with the API, which checks typed confirmations too ('Clear Database').
export { phraseMatches } from '../../api/lib/confirm-phrase.shared'
