// The shell search's limits, without zod: the header imports them on every back-office screen.
export const ADMIN_SEARCH_MIN_LENGTH = 2
export const ADMIN_SEARCH_GROUP_SIZE = 5
export const adminSearchMessages = { tooShort: 'Aramak için en az 2 karakter yazın.' }
