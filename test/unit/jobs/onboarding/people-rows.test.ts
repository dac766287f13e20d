/** People read from selected rows of a cap table or director list: headers by synonym, roles, ownership, problems per row. */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { readPeopleRows } from "../../../../src/jobs/onboarding/people-rows";
import type { CellValue, SheetBlock } from "../../../../src/workbook/port";

function block(headers: string[], rows: CellValue[][]): SheetBlock {
  return {
    sheet: "Cap table",
    address: "Cap table!A1",
    headers,
    headerRow: 0,
    firstColumn: 0,
    rows: rows.map((values, index) => ({ row: index + 1, values, formulas: values.map(() => null) })),
  };
}

describe("readPeopleRows", () => {
  it("maps a cap table's own headers by synonym and makes a 10 % holder an ultimate business owner", () => {
    const { mapping, rows } = readPeopleRows(
      block(["Forename", "Surname", "Position", "Shareholding %", "Nationality", "Country of residence", "Born"], [
        ["Jane", "Doe", "Director", 5, "gb", "GB", "1980-05-17"],
        ["Omar", "Haddad", "", "40%", "AE", "ae", 29221],
      ]),
      1900,
    );
    expect(mapping.missing).toEqual([]);
    expect(mapping.headers).toMatchObject({ first_name: "Forename", last_name: "Surname", roles: "Position", ownership_percentage: "Shareholding %" });
    expect(rows).toEqual([
      { rowNumber: 2, problems: [], person: { roles: ["director"], first_name: "Jane", last_name: "Doe", home_country: "GB", dob: "1980-05-17", ownership_percentage: 5, citizenship: "GB" } },
      { rowNumber: 3, problems: [], person: { roles: ["ultimate_business_owner"], first_name: "Omar", last_name: "Haddad", home_country: "AE", dob: "1980-01-01", ownership_percentage: 40, citizenship: "AE" } },
    ]);
  });

  it("reads several roles in one cell and skips blank rows", () => {
    const { rows } = readPeopleRows(block(["First name", "Last name", "Role", "Country", "Email"], [["Ann", "Lee", "Director & UBO, user", "GB", "ann@x.example"], [null, null, null, null, null]]), 1900);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.person?.roles).toEqual(["director", "ultimate_business_owner", "user"]);
    expect(rows[0]?.person?.email).toBe("ann@x.example");
  });

  it("says what to fix in each bad row, by the sheet's headers, and creates nothing from it", () => {
    const { rows } = readPeopleRows(
      block(["Given name", "Family name", "Capacity", "Stake", "Country"], [
        ["", "Doe", "chairman", "150", "United Kingdom"],
        ["Ann", "Lee", "", "", "GB"],
      ]),
      1900,
    );
    expect(rows[0]).toEqual({
      rowNumber: 2,
      problems: [
        "Given name is empty: fill it in",
        'Country "UNITED KINGDOM" is not a two-letter country code such as GB',
        "Stake 150 must be between 0 and 100",
        '"chairman" in Capacity is not a role: write director, UBO or user',
      ],
    });
    expect(rows[1]).toEqual({ rowNumber: 3, problems: ["Capacity is empty: write director, UBO or user"] });
  });

  it("reads a computed share as Excel shows it (15 significant digits), so three thirds add up to no more than 100 %", () => {
    const third = 100 / 3;
    const { rows } = readPeopleRows(
      block(["First name", "Last name", "Role", "Ownership %", "Country"], [
        ["Ann", "Lee", "UBO", third, "GB"],
        ["Bob", "Ray", "UBO", third, "GB"],
        ["Cy", "Orr", "UBO", third, "GB"],
        ["Di", "Fox", "Director", "12.5%", "GB"],
      ]),
      1900,
    );
    const shares = rows.map((row) => row.person?.ownership_percentage);
    expect(shares).toEqual([33.3333333333333, 33.3333333333333, 33.3333333333333, 12.5]);
    // As the onboarding check adds them: decimals from the wire numbers' text (100 / 3 read in full would give 100.000000000000008).
    expect(shares.slice(0, 3).reduce((sum: Decimal, share) => sum.plus(String(share)), new Decimal(0)).toFixed()).toBe("99.9999999999999");
  });

  it("reads a date of birth typed as a date in the workbook's date system: the same day is 1,462 less in a 1904 workbook", () => {
    const born = (serial: number, dates: 1900 | 1904) =>
      readPeopleRows(block(["First name", "Last name", "Role", "Country", "Born"], [["Ann", "Lee", "Director", "GB", serial]]), dates).rows[0]?.person?.dob;
    expect(born(29221, 1900)).toBe("1980-01-01");
    expect(born(29221 - 1462, 1904)).toBe("1980-01-01");
    expect(born(29221, 1904)).toBe("1984-01-02");
    expect(readPeopleRows(block(["First name", "Last name", "Role", "Country", "Born"], [["Ann", "Lee", "Director", "GB", -1]]), 1904).rows[0]?.problems).toEqual([
      "Born -1 is not a date — enter a date such as 2026-01-31",
    ]);
  });

  it("names the template's header of a required column the selection lacks", () => {
    const { mapping } = readPeopleRows(block(["Name", "Role"], [["Ann", "director"]]), 1900);
    expect(mapping.missing).toEqual(["First name", "Last name", "Home country"]);
  });
});
