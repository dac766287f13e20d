import { useEffect, useState } from "react";
import { webDarkTheme, webLightTheme, type Theme } from "@fluentui/react-components";
import type { TaskpaneHost } from "../host";

const darkQuery = "(prefers-color-scheme: dark)";

/** Office's own theme when the host has one, else the browser's colour scheme, followed live. */
export function useFluentTheme(host: TaskpaneHost): Theme {
  const [browserDark, setBrowserDark] = useState(() => globalThis.matchMedia?.(darkQuery).matches ?? false);
  useEffect(() => {
    const media = globalThis.matchMedia?.(darkQuery);
    if (!media) return;
    const onChange = (event: MediaQueryListEvent) => setBrowserDark(event.matches);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);
  const dark = (host.hostTheme() ?? (browserDark ? "dark" : "light")) === "dark";
  return dark ? webDarkTheme : webLightTheme;
}
