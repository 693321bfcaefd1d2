export function buildServer(entries?: Record<string, string>): Promise<void>
