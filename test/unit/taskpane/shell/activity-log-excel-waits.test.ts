import { describe, expect, it } from "@jest/globals";
import { describeExcelWait } from "../../../../src/taskpane/shell/activity-log-excel-waits";

describe("activity log lines for changes that wait for Excel", () => {
  it("says a wait starts, why, and what the person can do about it", () => {
    expect(describeExcelWait({ kind: "waiting", reason: "cell-edit" })).toEqual({
      level: "info",
      message: "Excel is not taking changes while a cell is being edited: FX Desk waits and carries on when it does (press Enter or Esc to finish editing); requests already sent still book",
    });
    expect(describeExcelWait({ kind: "waiting", reason: "busy" }).message).toBe(
      "Excel is not taking changes while Excel is busy with something else: FX Desk waits and carries on when it does; requests already sent still book",
    );
  });

  it("says how long changes waited once they went through, and that waiting stopped when it did", () => {
    expect(describeExcelWait({ kind: "resumed", reason: "cell-edit", waitedMs: 20_400 })).toEqual({ level: "info", message: "Excel was busy (a cell was being edited): FX Desk's changes waited 20 s, then went through" });
    expect(describeExcelWait({ kind: "gave up", reason: "busy", waitedMs: 5 * 60_000 })).toEqual({
      level: "error",
      message: "Excel was still busy after 5 min (it was busy with something else): FX Desk stopped waiting — let Excel finish, then try again",
    });
  });
});
