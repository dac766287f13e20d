/** A field's saved value in a section as the client returned it; an address part ("registered_address_attributes.city") from inside its address. */
export function savedValue(section: object | null | undefined, field: string): unknown {
  if (section === null || section === undefined) return undefined;
  const record = section as Record<string, unknown>;
  const [name = field, part] = field.split(".");
  if (part === undefined) return record[name];
  const address = record[name] as Record<string, unknown> | null | undefined;
  return address?.[part];
}
