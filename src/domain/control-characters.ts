/**
 * Control characters: Unicode's Cc, the C0 set (U+0000–U+001F, NUL and ESC among them), DEL and the C1 set
 * (U+0080–U+009F). Never part of a name, an e-mail address, a reference or an address, invisible on screen and unsafe
 * in files and logs, so the demo service and the onboarding checks refuse them in text; a field of several lines may
 * keep its line breaks.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[^\P{Cc}\n\r]/u;

/** The first control character of `text` as `U+001B`, or undefined when it has none; line feeds and carriage returns pass when `lineBreaks`. */
export function controlCharacterIn(text: string, lineBreaks = false): string | undefined {
  const found = (lineBreaks ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).exec(text);
  return found === null ? undefined : `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}
