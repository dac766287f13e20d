import { FluentProvider } from "@fluentui/react-components";
import type { TaskpaneHost } from "./host";
import { Shell } from "./shell/shell";
import { useFluentTheme } from "./shell/theme";

/** The task pane: the same component in Excel (index.tsx) and in the playground. */
export function TaskpaneApp({ host }: { host: TaskpaneHost }) {
  const theme = useFluentTheme(host);
  return (
    <FluentProvider theme={theme}>
      <Shell host={host} />
    </FluentProvider>
  );
}
