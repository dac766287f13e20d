/** A field's saved value in a section as the service returned it: address parts are read from the returned address. */
export function savedValue(section: object | null | undefined, field: string): unknown {
  if (section === null || section === undefined) return undefined;
  const record = section as Record<string, unknown>;
  const [name = field, part] = field.split(".");
  if (part === undefined) return record[name];
  const address = record[name.replace(/_attributes$/, "")] as Record<string, unknown> | null | undefined;
  return address?.[part === "state_of_province" ? "state_or_province" : part];
}
