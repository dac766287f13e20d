import { FluentProvider, makeStyles, tokens } from "@fluentui/react-components";
import { TaskpaneApp } from "../taskpane/app";
import type { TaskpaneHost } from "../taskpane/host";
import { useFluentTheme } from "../taskpane/shell/theme";
import type { MemoryWorkbook } from "../workbook";
import type { FormulaEngine } from "./formula-engine";
import { Grid } from "./grid";

const useStyles = makeStyles({
  page: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) 360px",
    height: "100vh",
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  // Nothing of the sheet (its tabs included) may run on under the pane: what does not fit scrolls inside.
  sheet: { padding: tokens.spacingHorizontalM, minWidth: 0, display: "flex", flexDirection: "column", overflow: "hidden" },
  pane: { borderLeft: `1px solid ${tokens.colorNeutralStroke1}`, overflowY: "auto" },
});

export function PlaygroundPage({ workbook, engine, host }: { workbook: MemoryWorkbook; engine: FormulaEngine; host: TaskpaneHost }) {
  const styles = useStyles();
  const theme = useFluentTheme(host);
  return (
    <FluentProvider theme={theme}>
      <div className={styles.page}>
        <div className={styles.sheet}>
          <Grid workbook={workbook} engine={engine} />
        </div>
        <aside className={styles.pane} aria-label="FX Desk task pane">
          <TaskpaneApp host={host} />
        </aside>
      </div>
    </FluentProvider>
  );
}
