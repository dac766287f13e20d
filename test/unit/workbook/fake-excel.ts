/**
 * A stand-in for Excel behind `Excel.run`, over a WorkbookModel, for the Office adapter's tests.
 *
 * Every proxy the adapter reads (ranges, worksheets, tables) is an office-addin-mock OfficeMockObject, so reading a
 * property that was not loaded, or before `context.sync()`, yields the mock's error text instead of data — a
 * missing load or sync shows up as a wrong result. office-addin-mock only holds static data, so the rest is made
 * here by hand: navigation methods (getRange, getIntersectionOrNullObject, ...), the request context and its sync,
 * scoped table collections, `dataValidation`, and queued writes. Writes are detected at sync time by comparing each
 * proxy's properties with what the mock last held, and applied to the model with Excel's input rules, including
 * "null leaves the cell unchanged". Like Excel, a sync whose writes, or whose answer, exceed the payload limit fails.
 * Special cells (getSpecialCellsOrNullObject("Formulas")) answer the model's rectangles of formula cells, and
 * `getRanges(addresses).calculate()` is recorded in `calculated`, one address list per call.
 * Simplifications: worksheets.getItem of a missing sheet throws at once rather than at the next sync, and a range
 * loads the model as it is at load time.
 *
 * Excel's refusals, each as Microsoft documents it (codes from "Error handling with the application-specific JavaScript
 * APIs"), checked at every sync before anything is applied, and a refused request lands nothing:
 * - editCell(ms): a person is typing in a cell for that long on the fake's clock. A request is refused with
 *   InvalidOperationInCellEditMode, unless its Excel.run asked for RunOptions.delayForCellEdit and this Excel holds
 *   batches (`holdsForCellEdit`): then it waits until the edit ends ("Excel.RunOptions interface").
 * - busyFor(ms): ServiceNotAvailable ("The service is unavailable") for that long.
 * - protect(sheet): a request that changes the sheet is refused with AccessDenied (the Excel.AllowEditRange and
 *   Excel.WorksheetProtection references: "If worksheet protection is enabled and not paused, this method throws an
 *   AccessDenied error").
 * - a deleted or renamed sheet (model.deleteSheet / renameSheet): ItemNotFound, "The requested resource doesn't exist".
 * - refuseApi(name): calling that API answers ApiNotFound ("It may be available in a newer version of the Office
 *   application").
 * - a range past the sheet's last row: InvalidArgument ("The argument is invalid or missing or has an incorrect format").
 * - payloads over the limit: RequestPayloadSizeLimitExceeded / ResponsePayloadSizeLimitExceeded (Microsoft's
 *   "Resource limits and performance optimization for Office Add-ins": 5 MB in Excel on the web).
 * Time passes only on the fake's clock (FakeClock), never the machine's.
 */
import { OfficeMockObject } from "office-addin-mock";
import { MAX_COLUMNS, MAX_ROWS, parseRange, rectsOverlap, splitSheetAddress, type RangeRect } from "../../../src/workbook/address";
import type { ExcelRunOptions, WaitClock } from "../../../src/workbook/excel-patience";
import type { ExcelRun } from "../../../src/workbook/office-workbook";
import type { CellInput } from "../../../src/workbook/safe-text";
import type { ListSource, WorkbookModel } from "../../../src/workbook/workbook-model";

/* eslint-disable @typescript-eslint/no-explicit-any -- proxies stand in for Office.js classes of many shapes */
type Mock = any;

interface Tracked {
  mock: Mock;
  /** The sheet a change of this proxy lands on (protected sheets refuse it). */
  sheet?: string;
  seen: Record<string, unknown>;
  apply(changes: Record<string, unknown>): void;
  applyRule?(rule: unknown): void;
  applyAlert?(alert: unknown): void;
}

export interface SyncRecord {
  payloadBytes: number;
  /** Size of what the sync answered: the cells loaded for it. */
  responseBytes: number;
  /** Ranges whose values were assigned in this request. */
  valueWrites: number;
  /** Ranges whose numberFormat was assigned in this request. */
  formatWrites: number;
  calculationSuspended: boolean;
}

const WRITABLE = ["values", "formulas", "numberFormat", "name", "visibility"] as const;

/**
 * A clock that moves only while something waits on it: a sleep moves it on by its length (never back), once the
 * work already queued has had its turn. Waits of a minute take no real time, and no test reads the machine's clock.
 */
export class FakeClock implements WaitClock {
  private time = 0;

  now(): number {
    return this.time;
  }

  async sleep(ms: number): Promise<void> {
    const until = this.time + Math.max(0, ms);
    await new Promise((resolve) => setImmediate(resolve));
    this.time = Math.max(this.time, until);
  }
}

function officeError(code: string): Error {
  return Object.assign(new Error(`${code} (Office's own words, which never reach a person)`), { code, name: "RichApi.Error" });
}

export class FakeExcel {
  readonly syncs: SyncRecord[] = [];
  /** What `worksheet.getRanges(addresses).calculate()` asked for, sheet-qualified, in the order it was synced. */
  readonly calculated: string[] = [];
  private pendingCalculations: string[] = [];
  /** Every request Excel refused, in order: its code, and whether its Excel.run asked Excel to hold it for a cell edit. */
  readonly refusals: { code: string; askedToHold: boolean }[] = [];
  /** Called after every sync Excel took, with how many it has taken: where a test makes something happen mid-operation. */
  afterSync: ((count: number) => void) | undefined;
  readonly clock = new FakeClock();
  /** Whether this Excel holds a batch during a cell edit when Excel.run asks it to (RunOptions.delayForCellEdit). */
  holdsForCellEdit = true;
  private editingUntil = -Infinity;
  private busyUntil = -Infinity;
  private readonly protectedSheets = new Set<string>();
  private readonly missingApis = new Set<string>();
  private calledMissingApi: string | undefined;
  private rangePastTheSheet = false;
  private runOptions: ExcelRunOptions | undefined;
  private tracked: Tracked[] = [];
  private pendingTables: { sheet: string; rect: RangeRect; mock: Mock }[] = [];
  /** `range.clear("Contents")` calls, applied at the next sync like any queued command. */
  private pendingClears: { sheet: string; rect: RangeRect }[] = [];
  /** `range.dataValidation.clear()` calls, applied at the next sync before the rules set in it. */
  private pendingValidationClears: { sheet: string; rect: RangeRect }[] = [];
  /** What `worksheet.activate()` and `range.select()` asked for, applied at the next sync like Excel does. */
  private pendingSelection: { sheet: string; rect: RangeRect | undefined } | undefined;
  /** `setting.delete()` calls, applied at the next sync. */
  private pendingSettingDeletes: string[] = [];
  private suspendRequested = false;
  /** What Excel's DATE function answers as its error instead of a value (a host that cannot evaluate it); undefined evaluates. */
  dateFunctionError: string | undefined;
  private responseBytes = 0;
  private tableCounter = 0;
  /** Event handlers removed (onActivated's `remove()`). */
  handlersRemoved = 0;

  constructor(
    readonly model: WorkbookModel,
    private readonly payloadLimit = 5_000_000,
  ) {}

  /** Workbook.autoSave as the host reports it; undefined for a host without the property (before ExcelApi 1.9). */
  autoSave: boolean | undefined = false;

  get syncCount(): number {
    return this.syncs.length;
  }

  /** A person starts typing in a cell now and leaves the cell `forMs` later on the fake's clock. */
  editCell(forMs: number): void {
    this.editingUntil = this.clock.now() + forMs;
  }

  /** Excel answers that it is unavailable for `forMs` from now. */
  busyFor(forMs: number): void {
    this.busyUntil = this.clock.now() + forMs;
  }

  protect(sheet: string): void {
    this.protectedSheets.add(sheet.toLowerCase());
  }

  unprotect(sheet: string): void {
    this.protectedSheets.delete(sheet.toLowerCase());
  }

  /** An Excel without this API (an older build): calling it answers ApiNotFound at the next sync. */
  refuseApi(name: string): void {
    this.missingApis.add(name);
  }

  readonly run: ExcelRun = async (batch, options) => {
    this.runOptions = options;
    try {
      const context = this.context();
      const result = await batch(context);
      // Excel.run sends whatever is still queued when the batch returns.
      if (this.tracked.some((entry) => Object.keys(this.changesOf(entry)).length > 0) || this.pendingTables.length > 0 || this.pendingClears.length > 0 || this.pendingValidationClears.length > 0 || this.pendingSettingDeletes.length > 0 || this.pendingSelection || this.pendingCalculations.length > 0) {
        await context.sync();
      }
      return result;
    } finally {
      // A batch that failed leaves nothing queued behind it, as a request context that is gone.
      this.discardQueued();
      this.runOptions = undefined;
    }
  };

  private discardQueued(): void {
    this.tracked = [];
    this.pendingTables = [];
    this.pendingClears = [];
    this.pendingValidationClears = [];
    this.pendingSelection = undefined;
    this.pendingCalculations = [];
    this.pendingSettingDeletes = [];
    this.suspendRequested = false;
    this.calledMissingApi = undefined;
    this.rangePastTheSheet = false;
    this.responseBytes = 0;
  }

  /** Refuses the request the way Excel does, before anything of it is applied; or holds it while a cell is edited. */
  private async refuseOrHold(writes: readonly { entry: Tracked }[]): Promise<void> {
    const refuse = (code: string): never => {
      this.refusals.push({ code, askedToHold: this.runOptions?.delayForCellEdit === true });
      this.discardQueued();
      throw officeError(code);
    };
    if (this.clock.now() < this.editingUntil) {
      if (this.runOptions?.delayForCellEdit !== true || !this.holdsForCellEdit) refuse("InvalidOperationInCellEditMode");
      await this.clock.sleep(this.editingUntil - this.clock.now());
    }
    if (this.clock.now() < this.busyUntil) refuse("ServiceNotAvailable");
    if (this.calledMissingApi !== undefined) refuse("ApiNotFound");
    if (this.rangePastTheSheet) refuse("InvalidArgument");
    const changed = [...writes.map(({ entry }) => entry.sheet), ...this.pendingClears.map((clear) => clear.sheet), ...this.pendingValidationClears.map((clear) => clear.sheet), ...this.pendingTables.map((table) => table.sheet)];
    if (changed.some((sheet) => sheet !== undefined && this.protectedSheets.has(sheet.toLowerCase()))) refuse("AccessDenied");
  }

  private context(): Mock {
    return {
      workbook: {
        load: () => {
          if (this.autoSave === undefined) throw Object.assign(new Error("The property 'autoSave' is not available"), { code: "ApiNotFound" });
          return { autoSave: this.autoSave };
        },
        getSelectedRanges: () => {
          const { sheet, rects } = this.model.selection();
          return this.rangeAreas(sheet, rects);
        },
        getActiveCell: () => {
          const { sheet, ref } = this.model.activeCell();
          return this.range(sheet, { ...ref, rowCount: 1, columnCount: 1 });
        },
        settings: {
          getItemOrNullObject: (key: string) => {
            const value = this.model.setting(key);
            return this.proxy((property) => (property === "isNullObject" ? value === undefined : property === "value" ? (value ?? null) : property === "key" ? key : null), {
              delete: () => {
                if (value === undefined) throw new Error("delete() was called on a null setting");
                this.pendingSettingDeletes.push(key);
              },
            });
          },
          // Excel stores what it is given as JSON; the model does the same.
          add: (key: string, value: unknown) => this.model.setSetting(key, value),
        },
        // Excel's DATE counts in the workbook's date system: days since 1899-12-30 (1900 system, right after
        // February 1900) or since 1904-01-01 (1904 system). Computed here on its own, not with the code under test.
        functions: {
          date: (year: number, month: number, day: number) => {
            const at = Date.UTC(year, month - 1, day);
            const serial = (at - (this.model.dateSystem === 1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30))) / 86_400_000;
            const error = this.dateFunctionError;
            return this.proxy((property) => (property === "value" ? (error === undefined ? serial : null) : property === "error" ? (error ?? null) : null), {});
          },
        },
        worksheets: {
          // A loaded collection: its items (each with what was asked of them, "items/name,items/id") fill in at the next sync.
          load: (properties = "items/name") => {
            const wanted = properties
              .split(",")
              .map((property) => property.trim().replace(/^items\//, ""))
              .join(",");
            const sheets = this.model.sheetNames().map((name) => this.worksheet(name).load(wanted));
            const collection: Mock = {};
            this.tracked.push({ mock: { sync: async () => void (collection.items = sheets) }, seen: {}, apply: () => undefined });
            return collection;
          },
          getItem: (name: string) => {
            if (!this.model.hasSheet(name)) throw Object.assign(new Error(`ItemNotFound: ${name}`), { code: "ItemNotFound" });
            return this.worksheet(name);
          },
          // Excel finds a sheet by its name or by its id.
          getItemOrNullObject: (nameOrId: string) => this.worksheet(this.sheetNamed(nameOrId)),
          getActiveWorksheet: () => this.worksheet(this.model.activeSheet().name),
          // The handler hears every later change of active sheet, by id, as Excel's WorksheetActivatedEventArgs
          // carries it; removing it takes a sync of the context it was added in.
          onActivated: {
            add: (handler: (event: { worksheetId: string; type: string }) => Promise<void>) => {
              let shown = this.model.activeSheet().id;
              const stop = this.model.onChange((change) => {
                if (change.kind === "cells" || this.model.sheetNames().length === 0) return;
                const active = this.model.activeSheet().id;
                if (active === shown) return;
                shown = active;
                void handler({ worksheetId: active, type: "WorksheetActivated" });
              });
              const context = { sync: async () => undefined };
              return { context, remove: () => void (this.handlersRemoved++, stop()) };
            },
          },
          add: (name: string) => {
            this.model.addSheet(name);
            return this.worksheet(name);
          },
        },
      },
      application: {
        suspendApiCalculationUntilNextSync: () => {
          if (this.missingApis.has("suspendApiCalculationUntilNextSync")) this.calledMissingApi = "suspendApiCalculationUntilNextSync";
          this.suspendRequested = true;
        },
      },
      sync: () => this.sync(),
    };
  }

  private async sync(): Promise<void> {
    const writes = this.tracked
      .map((entry) => ({ entry, changes: this.changesOf(entry) }))
      .filter(({ changes }) => Object.keys(changes).length > 0);
    await this.refuseOrHold(writes);
    const calculations = this.pendingCalculations;
    this.pendingCalculations = [];
    const payloadBytes = writes.reduce((total, { changes }) => total + JSON.stringify(changes).length, 0) + calculations.reduce((total, address) => total + address.length, 0);
    const valueWrites = writes.filter(({ changes }) => "values" in changes).length;
    const formatWrites = writes.filter(({ changes }) => "numberFormat" in changes).length;
    const responseBytes = this.responseBytes;
    this.responseBytes = 0;
    this.syncs.push({ payloadBytes, responseBytes, valueWrites, formatWrites, calculationSuspended: this.suspendRequested });
    this.suspendRequested = false;
    if (payloadBytes > this.payloadLimit) throw Object.assign(new Error("RequestPayloadSizeLimitExceeded"), { code: "RequestPayloadSizeLimitExceeded" });
    if (responseBytes > this.payloadLimit) {
      this.tracked = [];
      throw Object.assign(new Error("ResponsePayloadSizeLimitExceeded"), { code: "ResponsePayloadSizeLimitExceeded" });
    }

    for (const pending of this.pendingTables) {
      const name = typeof pending.mock.name === "string" && !pending.mock.name.startsWith("Error") ? pending.mock.name : `Table${++this.tableCounter}`;
      this.model.addTable(pending.sheet, name, pending.rect);
    }
    this.pendingTables = [];
    this.calculated.push(...calculations);
    for (const key of this.pendingSettingDeletes) this.model.deleteSetting(key);
    this.pendingSettingDeletes = [];
    const clears = this.pendingClears;
    this.pendingClears = [];
    const validationClears = this.pendingValidationClears;
    this.pendingValidationClears = [];
    this.model.batch(() => {
      for (const { sheet, rect } of clears) this.model.clearContents(sheet, rect);
      for (const { entry, changes } of writes) entry.apply(changes);
      for (const { sheet, rect } of validationClears) {
        for (let row = rect.row; row < rect.row + rect.rowCount; row++) {
          for (let column = rect.column; column < rect.column + rect.columnCount; column++) this.model.setValidationSource(sheet, { row, column }, null);
        }
      }
      // A validation list may point at cells written in the same request, so rules go after all values.
      for (const { entry, changes } of writes) if ("rule" in changes) entry.applyRule?.(changes.rule);
      // A new rule's alert is Excel's default (on); an alert set in the same request applies to it.
      for (const { entry, changes } of writes) if ("errorAlert" in changes) entry.applyAlert?.(changes.errorAlert);
    });
    if (this.pendingSelection) {
      const { sheet, rect } = this.pendingSelection;
      this.model.select(sheet, rect ?? { row: 0, column: 0, rowCount: 1, columnCount: 1 });
      this.pendingSelection = undefined;
    }
    for (const entry of this.tracked) {
      await entry.mock.sync();
      this.remember(entry);
    }
    this.afterSync?.(this.syncs.length);
  }

  private changesOf(entry: Tracked): Record<string, unknown> {
    const changes: Record<string, unknown> = {};
    for (const property of WRITABLE) {
      if (entry.mock[property] !== entry.seen[property]) changes[property] = entry.mock[property];
    }
    const rule = entry.mock.dataValidation?.rule;
    if (rule !== entry.seen.rule) changes.rule = rule;
    const errorAlert = entry.mock.dataValidation?.errorAlert;
    if (errorAlert !== entry.seen.errorAlert) changes.errorAlert = errorAlert;
    const wrapText = entry.mock.format?.wrapText;
    if (wrapText !== entry.seen.wrapText) changes.wrapText = wrapText;
    return changes;
  }

  private remember(entry: Tracked): void {
    for (const property of WRITABLE) entry.seen[property] = entry.mock[property];
    entry.seen.rule = entry.mock.dataValidation?.rule;
    entry.seen.errorAlert = entry.mock.dataValidation?.errorAlert;
    entry.seen.wrapText = entry.mock.format?.wrapText;
  }

  /** An OfficeMockObject whose properties are computed from the model when the adapter loads them. */
  private proxy(
    compute: (property: string) => unknown,
    methods: Record<string, unknown>,
    apply: Tracked["apply"] = () => undefined,
    validation?: Pick<Tracked, "applyRule" | "applyAlert">,
    sheet?: string,
  ): Mock {
    const mock: Mock = new OfficeMockObject();
    Object.assign(mock, methods);
    const load = mock.load.bind(mock);
    mock.load = (properties?: string | string[]) => {
      const names = [properties ?? []].flat().flatMap((text) => text.split(",")).map((text) => text.trim()).filter(Boolean);
      for (const name of [...names, "isNullObject"]) {
        if (name.includes("/")) continue;
        const value = compute(name);
        if (Array.isArray(value)) this.responseBytes += JSON.stringify(value).length;
        mock.setValue(name, value);
      }
      load([...names.filter((name) => !name.includes("/")), "isNullObject"]);
      this.remember(entry);
      return mock;
    };
    const entry: Tracked = { mock, seen: {}, apply, ...validation, ...(sheet === undefined ? {} : { sheet }) };
    this.remember(entry);
    this.tracked.push(entry);
    return mock;
  }

  private worksheet(name: string | undefined): Mock {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the tables collection's load needs both itself and the fake
    const self = this;
    const rangeOn = (rect: RangeRect): Mock => this.range(this.need(name), rect);
    return this.proxy(
      (property) =>
        property === "isNullObject"
          ? name === undefined
          : property === "name" && name
            ? this.model.sheetName(name)
            : property === "id" && name
              ? (this.model.sheetList().find((sheet) => sheet.name.toLowerCase() === name.toLowerCase())?.id ?? null)
              : null,
      {
        getRange: (address: string) => rangeOn(parseRange(address)),
        getRangeByIndexes: (row: number, column: number, rowCount: number, columnCount: number) => rangeOn({ row, column, rowCount, columnCount }),
        getUsedRangeOrNullObject: () => this.range(this.need(name), this.model.usedRect(this.need(name))),
        getRanges: (addresses: string) => {
          for (const address of addresses.split(",")) parseRange(address);
          return { calculate: () => void this.pendingCalculations.push(`${this.model.sheetName(this.need(name))}!${addresses}`) };
        },
        // Activating keeps the sheet's own selection; the model keeps one selection, so A1 stands in for it.
        activate: () => void (this.pendingSelection = { sheet: this.need(name), rect: undefined }),
        tables: {
          // Hand-made like tablesOverlapping: the sheet's tables, their items filled in at the next sync.
          load: function (this: Mock) {
            return self.sheetTables(self.need(name), this);
          },
          getItem: (tableName: string) => this.table(this.need(name), tableName),
          add: (address: string, hasHeaders: boolean) => {
            if (!hasHeaders) throw new Error("the adapter always creates tables with headers");
            const table = this.proxy(() => null, {});
            this.pendingTables.push({ sheet: splitSheetAddress(address).sheet ?? this.need(name), rect: parseRange(address), mock: table });
            return table;
          },
        },
      },
      // Worksheet.visibility "Hidden" hides the tab.
      (changes) => {
        if (changes.visibility === "Hidden") this.model.hideSheet(this.need(name));
      },
      undefined,
      name,
    );
  }

  /** A selection of one or more areas (Excel.RangeAreas): its areas fill in at the next sync, like a loaded collection. */
  private rangeAreas(sheet: string, rects: readonly RangeRect[]): Mock {
    const areas: Mock = { load: () => areas };
    const selection: Mock = {
      load: () => selection,
      areas,
      worksheet: this.worksheet(sheet),
      getTables: () => this.tablesOverlapping(sheet, rects),
    };
    this.tracked.push({
      mock: {
        sync: async () => {
          selection.address = rects.map((rect) => this.model.address(sheet, rect)).join(",");
          areas.items = rects.map((rect) => ({ rowIndex: rect.row, rowCount: rect.rowCount }));
        },
      },
      seen: {},
      apply: () => undefined,
    });
    return selection;
  }

  /**
   * Hand-made: the formula cells of a range as Excel's RangeAreas (null when there are none). What is loaded —
   * `cellCount,areaCount`, or `areas/items/rowIndex,areas/items/columnIndex,areas/items/formulas` — fills in at the
   * next sync and counts toward its answer.
   */
  private formulaAreas(sheet: string, rect: RangeRect): Mock {
    const areas = this.model.formulaAreas(sheet, rect);
    const found: Mock = { areas: {} };
    const loaded: Record<string, unknown> = {};
    found.load = (properties: string) => {
      for (const property of properties.split(",").map((text) => text.trim())) {
        if (property === "cellCount") loaded.cellCount = areas.reduce((total, area) => total + area.formulas.length * (area.formulas[0]?.length ?? 0), 0);
        else if (property === "areaCount") loaded.areaCount = areas.length;
        else if (property.startsWith("areas/items/")) loaded.items = areas.map(({ row, column, formulas }) => ({ rowIndex: row, columnIndex: column, formulas }));
        else throw new Error(`RangeAreas.${property} is not modelled`);
      }
      this.responseBytes += JSON.stringify(loaded).length;
      return found;
    };
    this.tracked.push({
      mock: {
        sync: async () => {
          found.isNullObject = areas.length === 0;
          if (areas.length === 0) return;
          if ("cellCount" in loaded) found.cellCount = loaded.cellCount;
          if ("areaCount" in loaded) found.areaCount = loaded.areaCount;
          if ("items" in loaded) found.areas.items = loaded.items;
        },
      },
      seen: {},
      apply: () => undefined,
    });
    return found;
  }

  /** Hand-made: a scoped collection whose `items` fill in at the next sync, like a loaded collection. */
  private tablesOverlapping(sheet: string, rects: readonly RangeRect[]): Mock {
    const collection: Mock = { load: () => collection };
    const overlapping = this.model.tablesOn(sheet).filter((table) => rects.some((rect) => rectsOverlap(table.rect, rect)));
    this.tracked.push({ mock: { sync: async () => void (collection.items = overlapping.map((table) => ({ name: table.name }))) }, seen: {}, apply: () => undefined });
    return collection;
  }

  /** Fills `collection.items` with the sheet's tables at the next sync, each with its name and getRange(). */
  private sheetTables(sheet: string, collection: Mock): Mock {
    this.tracked.push({
      mock: {
        sync: async () => {
          collection.items = this.model.tablesOn(sheet).map((table) => ({ name: table.name, getRange: () => this.range(sheet, table.rect) }));
        },
      },
      seen: {},
      apply: () => undefined,
    });
    return collection;
  }

  /**
   * Range.getSpecialCellsOrNullObject: only "Visible" is modelled, as the runs of rows that are not hidden (hidden
   * columns are not modelled), filled in at the next sync like a loaded collection; a null object when every row is hidden.
   */
  private specialCells(sheet: string, rect: RangeRect, cellType: string): Mock {
    if (cellType !== "Visible") throw new Error(`special cells of type ${cellType} are not modelled`);
    const found: Mock = { load: () => found, areas: {} };
    this.tracked.push({
      mock: {
        sync: async () => {
          const runs: { rowIndex: number; rowCount: number }[] = [];
          for (let row = rect.row; row < rect.row + rect.rowCount; row++) {
            if (this.model.isRowHidden(sheet, row)) continue;
            const last = runs.at(-1);
            if (last && last.rowIndex + last.rowCount === row) last.rowCount += 1;
            else runs.push({ rowIndex: row, rowCount: 1 });
          }
          found.isNullObject = runs.length === 0;
          found.areas.items = runs;
        },
      },
      seen: {},
      apply: () => undefined,
    });
    return found;
  }

  private table(sheet: string, name: string): Mock {
    const table = this.model.tablesOn(sheet).find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
    if (!table) throw Object.assign(new Error(`ItemNotFound: table ${name}`), { code: "ItemNotFound" });
    return this.proxy((property) => (property === "name" ? table.name : property === "isNullObject" ? false : null), {
      getRange: () => this.range(sheet, table.rect),
    });
  }

  private range(sheet: string, rect: RangeRect | undefined): Mock {
    if (rect !== undefined && rect.row + rect.rowCount > MAX_ROWS) this.rangePastTheSheet = true;
    const cellsOf = (read: (ref: { row: number; column: number }) => unknown): unknown[][] => {
      if (!rect) return [];
      if (rect.columnCount >= MAX_COLUMNS) throw new Error("loading cells of entire rows is not modelled (nor wise)");
      return Array.from({ length: rect.rowCount }, (_, rowOffset) =>
        Array.from({ length: rect.columnCount }, (_, columnOffset) => read({ row: rect.row + rowOffset, column: rect.column + columnOffset })),
      );
    };
    const compute = (property: string): unknown => {
      if (property === "isNullObject") return rect === undefined;
      if (!rect) return null;
      switch (property) {
        case "address":
          return this.model.address(sheet, rect);
        case "rowIndex":
          return rect.row;
        case "columnIndex":
          return rect.column;
        case "rowCount":
          return rect.rowCount;
        case "columnCount":
          return rect.columnCount;
        case "values":
          return cellsOf((ref) => this.model.value(sheet, ref) ?? "");
        case "formulas":
          return cellsOf((ref) => this.model.formula(sheet, ref) ?? this.model.value(sheet, ref) ?? "");
        case "numberFormat":
          return cellsOf((ref) => this.model.cell(sheet, ref)?.numberFormat ?? "General");
        default:
          throw new Error(`Range.${property} is not modelled`);
      }
    };
    const mustExist = (): RangeRect => {
      if (!rect) throw new Error("a method was called on a null range");
      return rect;
    };
    const apply = (changes: Record<string, unknown>): void => {
      const target = mustExist();
      const each = (grid: unknown, enter: (ref: { row: number; column: number }, input: CellInput) => void): void => {
        const rows = grid as unknown[][];
        if (!Array.isArray(rows) || rows.length !== target.rowCount || rows.some((row) => !Array.isArray(row) || row.length !== target.columnCount)) {
          throw Object.assign(new Error("InvalidArgument: the array does not match the range"), { code: "InvalidArgument" });
        }
        rows.forEach((row, rowOffset) =>
          row.forEach((input, columnOffset) => {
            if (input !== null) enter({ row: target.row + rowOffset, column: target.column + columnOffset }, input as CellInput);
          }),
        );
      };
      if ("numberFormat" in changes) each(changes.numberFormat, (ref, format) => this.model.setNumberFormat(sheet, ref, String(format)));
      if ("values" in changes) each(changes.values, (ref, input) => this.model.enterValue(sheet, ref, input));
      if ("formulas" in changes) each(changes.formulas, (ref, input) => this.model.enterFormula(sheet, ref, input));
      if ("wrapText" in changes) {
        for (let row = target.row; row < target.row + target.rowCount; row++) {
          for (let column = target.column; column < target.column + target.columnCount; column++) this.model.setWrapText(sheet, { row, column }, changes.wrapText === true);
        }
      }
    };
    const applyRule = (rule: unknown): void => {
      const target = mustExist();
      const source = this.sourceOf(rule);
      for (let row = target.row; row < target.row + target.rowCount; row++) {
        for (let column = target.column; column < target.column + target.columnCount; column++) {
          if (Array.isArray(source)) this.model.setValidationList(sheet, { row, column }, source);
          else this.model.setValidationSource(sheet, { row, column }, source);
        }
      }
    };
    const applyAlert = (alert: unknown): void => {
      const target = mustExist();
      const showAlert = (alert as { showAlert?: unknown } | undefined)?.showAlert !== false;
      for (let row = target.row; row < target.row + target.rowCount; row++) {
        for (let column = target.column; column < target.column + target.columnCount; column++) this.model.setValidationAlert(sheet, { row, column }, showAlert);
      }
    };
    const mock = this.proxy(
      compute,
      {
        getRow: (offset: number) => this.range(sheet, { ...mustExist(), row: mustExist().row + offset, rowCount: 1 }),
        getEntireRow: () => this.range(sheet, { ...mustExist(), column: 0, columnCount: MAX_COLUMNS }),
        getIntersectionOrNullObject: (other: Mock) => this.range(sheet, intersect(mustExist(), other.__rect)),
        getUsedRangeOrNullObject: () => this.range(sheet, this.model.usedRect(sheet, mustExist())),
        getTables: () => this.tablesOverlapping(sheet, [mustExist()]),
        getSpecialCellsOrNullObject: (cellType: string) => (cellType === "Formulas" ? this.formulaAreas(sheet, mustExist()) : this.specialCells(sheet, mustExist(), cellType)),
        clear: (applyTo: string) => {
          if (applyTo !== "Contents") throw new Error(`clearing ${applyTo} is not modelled`);
          this.pendingClears.push({ sheet, rect: mustExist() });
        },
        // Excel refuses to select a range on a sheet that is not active.
        select: () => {
          if (this.pendingSelection?.sheet !== sheet && this.model.activeCell().sheet !== sheet) {
            throw Object.assign(new Error("InvalidSelection: activate the sheet first"), { code: "InvalidSelection" });
          }
          this.pendingSelection = { sheet, rect: mustExist() };
        },
        // DataValidation.clear() lands before the rules set in the same request (the adapter clears, then sets).
        dataValidation: { rule: undefined, errorAlert: undefined, clear: () => void this.pendingValidationClears.push({ sheet, rect: mustExist() }) },
        // RangeFormat: only Wrap Text is modelled.
        format: { wrapText: undefined },
        __rect: rect,
      },
      apply,
      { applyRule, applyAlert },
      sheet,
    );
    mock.worksheet = this.worksheet(sheet);
    return mock;
  }

  /** A list rule's source: the values of a typed list, or the range a "=Sheet!$A$1:$A$9" source names. */
  private sourceOf(rule: unknown): string[] | ListSource {
    const list = (rule as { list?: { source?: unknown; inCellDropDown?: unknown } }).list;
    const source = list?.source;
    if (typeof source !== "string") throw new Error("only list validation with a text source is modelled");
    if (list?.inCellDropDown !== true) throw new Error("the adapter always offers its lists in the cell");
    if (!source.startsWith("=")) return source.split(",");
    const { sheet, local } = splitSheetAddress(source);
    if (sheet === undefined) throw new Error("a list source on another sheet names it");
    return { sheet, rect: parseRange(local) };
  }

  /** The sheet's name, found by its name or its id; undefined when there is no such sheet. */
  private sheetNamed(nameOrId: string): string | undefined {
    if (this.model.hasSheet(nameOrId)) return nameOrId;
    return this.model.sheetList().find((sheet) => sheet.id === nameOrId)?.name;
  }

  private need(name: string | undefined): string {
    if (name === undefined) throw new Error("a method was called on a null worksheet");
    return name;
  }
}

function intersect(a: RangeRect, b: RangeRect | undefined): RangeRect | undefined {
  if (!b || !rectsOverlap(a, b)) return undefined;
  const row = Math.max(a.row, b.row);
  const column = Math.max(a.column, b.column);
  return {
    row,
    column,
    rowCount: Math.min(a.row + a.rowCount, b.row + b.rowCount) - row,
    columnCount: Math.min(a.column + a.columnCount, b.column + b.columnCount) - column,
  };
}
