// The website messages live with the schemas, so the back-office screen shows the server's own words.
export { websiteMessages } from './website.shared'

// The edit screen's save messages live with its model (the edit screen shows the same words).
export { websiteEditMessages } from './website-edit.shared'
