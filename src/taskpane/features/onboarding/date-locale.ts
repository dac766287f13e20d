/**
 * The language whose order the form's dates are typed and read back in, as the host gives it (Office's language in
 * Excel, the browser's in the playground: TaskpaneHost.dateLocale), handed from the tab to every date field and to
 * the saves that read them. A context, so the sections between need not carry it.
 */
import { createContext, useContext } from "react";
import { browserLanguage } from "../../host";

export const DateLocale = createContext<string>(browserLanguage());

export function useDateLocale(): string {
  return useContext(DateLocale);
}
