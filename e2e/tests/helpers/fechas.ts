/** The calendar day before an ISO date (`YYYY-MM-DD`), as an ISO date: the history specs' "yesterday". */
export function dayBefore(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
