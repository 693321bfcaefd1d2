import { rateLimitResource } from '../../../api/auth/rate-limit-resource'
import { resourceTable } from './resource-table'

// Rate-limit counters shared by every server process: one row per key ('login:ip:…') and fixed window.
export const rateLimits = resourceTable(rateLimitResource)
