/**
 * The playground: the real task pane next to a small grid over the in-memory workbook, whose FX.* formulas
 * run the real functions module through a stand-in CustomFunctions runtime. The product without Excel.
 */
import "./install-runtime";
import "../functions/functions";
import { loadFunctionMetadata, returnFormattedDates } from "../functions";
import { createRoot } from "react-dom/client";
import { MemoryWorkbook } from "../workbook";
import { FormulaEngine } from "./formula-engine";
import { PlaygroundPage } from "./playground-page";
import { createPlaygroundHost } from "./playground-host";
import { loadSampleData } from "./sample-data";

// The stand-in runtime shows a function's formatted numbers as Excel with data types does.
returnFormattedDates(true);

async function main(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("playground.html has no #root element");
  // The generated metadata says how Excel would call each function (parameters, ranges, streaming).
  const metadata = await loadFunctionMetadata();

  const workbook = new MemoryWorkbook();
  loadSampleData(workbook);
  // The pane's browser benchmark (test/bench/pane-heap.ts) puts a sheet of 10,000 rows in it, as a person would paste them.
  (globalThis as { fxdeskPlaygroundWorkbook?: MemoryWorkbook }).fxdeskPlaygroundWorkbook = workbook;
  const engine = new FormulaEngine(workbook.model, metadata);
  engine.start();
  const host = createPlaygroundHost(workbook, engine);
  createRoot(container).render(<PlaygroundPage workbook={workbook} engine={engine} host={host} />);
}

main().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = `The playground could not start: ${error instanceof Error ? error.message : String(error)}`;
});
