/** A post as a browser sends it: one text entry per field. */
export function formDataOf(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}
