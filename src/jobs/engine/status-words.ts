/**
 * A service status (`awaiting_authorisation`) in the words the FX status column shows ("Awaiting authorisation"):
 * the kind's own words where it has them, else the code read out (underscores as spaces, first letter capital), so
 * a status the service adds later still reads as words.
 */
export function statusInWords(status: string, words: Readonly<Record<string, string>>): string {
  if (Object.hasOwn(words, status)) return words[status] as string;
  const spaced = status.replace(/_/g, " ").trim();
  return spaced === "" ? status : `${spaced.charAt(0).toUpperCase()}${spaced.slice(1)}`;
}
