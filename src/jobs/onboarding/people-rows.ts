/**
 * People of an onboarding form read from selected sheet rows — a cap table or a director list with whatever headers
 * it has: headers mapped by synonyms through the orders' column mapping (domain/orders), each row turned into the
 * person to create or into the reasons it cannot be, named by the sheet's own headers and row numbers.
 */
import type { OnboardingPersonFields } from "../../api";
import { PERSON_ROLES } from "../../api/schemas";
import { decimalFromCellNumber, InvalidInputError, parseDateCell, type DateSystem } from "../../domain";
import { mapColumns, type ColumnMapping, type FieldSet, type OrderField } from "../../domain/orders";
import type { CellValue, SheetBlock } from "../../workbook";

const field = (name: string, label: string, synonyms: string[], required = false): OrderField => ({ field: name, label, synonyms: [name, label, ...synonyms], required, identifier: false });

const PERSON_ROW_FIELDS: FieldSet = {
  fields: [
    field("first_name", "First name", ["given name", "forename", "first"], true),
    field("last_name", "Last name", ["surname", "family name", "last"], true),
    field("roles", "Roles", ["role", "position", "title", "capacity", "type"]),
    field("ownership_percentage", "Ownership %", ["ownership", "shareholding", "shareholding %", "% owned", "percent owned", "share %", "shares %", "stake", "equity %"]),
    field("email", "E-mail", ["email address", "mail"]),
    field("dob", "Date of birth", ["dob", "birth date", "born"]),
    field("home_country", "Home country", ["country", "country of residence", "residence"], true),
    field("citizenship", "Citizenship", ["nationality"]),
    field("phone_number", "Phone", ["phone number", "telephone", "mobile"]),
  ],
};

/** One row as a person to create, or what keeps it from being one. */
interface PersonRow {
  /** The sheet's row number (1-based, as Excel shows it). */
  rowNumber: number;
  person?: OnboardingPersonFields;
  problems: string[];
}

export interface PeopleRows {
  mapping: ColumnMapping;
  rows: PersonRow[];
}

const ROLE_WORDS: Readonly<Record<string, (typeof PERSON_ROLES)[number]>> = {
  director: "director",
  "managing director": "director",
  "non-executive director": "director",
  ubo: "ultimate_business_owner",
  "ultimate business owner": "ultimate_business_owner",
  "beneficial owner": "ultimate_business_owner",
  "ultimate_business_owner": "ultimate_business_owner",
  owner: "ultimate_business_owner",
  shareholder: "ultimate_business_owner",
  user: "user",
  signatory: "user",
};

function text(value: CellValue | undefined): string {
  if (value === null || value === undefined) return "";
  return String(value).trim();
}

function rolesOf(cell: string, ownership: number | undefined, problems: string[], header: string): OnboardingPersonFields["roles"] {
  const roles = new Set<(typeof PERSON_ROLES)[number]>();
  for (const word of cell.split(/[,;/&+]| and /i).map((part) => part.trim().toLowerCase()).filter((part) => part !== "")) {
    const role = ROLE_WORDS[word];
    if (role === undefined) problems.push(`"${word}" in ${header} is not a role: write director, UBO or user`);
    else roles.add(role);
  }
  if (ownership !== undefined && ownership >= 10) roles.add("ultimate_business_owner");
  return [...roles];
}

function ownershipOf(given: CellValue | undefined, header: string, problems: string[]): number | undefined {
  const cell = text(given);
  if (cell === "") return undefined;
  // A share computed in the sheet (=B2/B$9*100 → 33.333333333333336) is read as Excel shows it, so three thirds
  // add up to 100 % rather than just over it.
  const value = typeof given === "number" && Number.isFinite(given) ? decimalFromCellNumber(given).toNumber() : Number(cell.replace(/%$/, "").trim());
  if (!Number.isFinite(value)) {
    problems.push(`${header} "${cell}" is not a percentage: write a number such as 25 or 25%`);
    return undefined;
  }
  if (value < 0 || value > 100) {
    problems.push(`${header} ${cell} must be between 0 and 100`);
    return undefined;
  }
  return value;
}

function dobOf(value: CellValue | undefined, header: string, problems: string[], dates: DateSystem): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (typeof value === "number") {
    // An Excel date serial, counted in the workbook's date system.
    try {
      return parseDateCell(value, header, dates);
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      problems.push(`${header} ${error.reason}`);
      return undefined;
    }
  }
  const cell = text(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(cell)) return cell;
  problems.push(`${header} "${cell}" is not a date: write it as YYYY-MM-DD`);
  return undefined;
}

/** `dates` is the workbook's date system (WorkbookPort.dateSystem): a date of birth typed as a date is a serial of it. */
export function readPeopleRows(block: SheetBlock, dates: DateSystem): PeopleRows {
  const mapping = mapColumns(block.headers, PERSON_ROW_FIELDS);
  const headerOf = (name: string) => mapping.headers[name] ?? PERSON_ROW_FIELDS.fields.find((candidate) => candidate.field === name)?.label ?? name;
  const rows: PersonRow[] = [];
  for (const row of block.rows) {
    const cell = (name: string) => {
      const column = mapping.columns[name];
      return column === undefined ? undefined : row.values[column];
    };
    if (row.values.every((value) => text(value) === "")) continue;
    const problems: string[] = [];
    const need = (name: string) => {
      const value = text(cell(name));
      if (value === "") problems.push(`${headerOf(name)} is empty: fill it in`);
      return value;
    };
    const first_name = need("first_name");
    const last_name = need("last_name");
    const country = need("home_country").toUpperCase();
    if (country !== "" && !/^[A-Z]{2}$/.test(country)) problems.push(`${headerOf("home_country")} "${country}" is not a two-letter country code such as GB`);
    const ownership = ownershipOf(cell("ownership_percentage"), headerOf("ownership_percentage"), problems);
    const roles = rolesOf(text(cell("roles")), ownership, problems, headerOf("roles"));
    if (roles.length === 0 && problems.length === 0) problems.push(`${headerOf("roles")} is empty: write director, UBO or user`);
    const dob = dobOf(cell("dob"), headerOf("dob"), problems, dates);
    const optional = (name: "email" | "citizenship" | "phone_number") => {
      const value = text(cell(name));
      return value === "" ? {} : { [name]: name === "citizenship" ? value.toUpperCase() : value };
    };
    const rowNumber = row.row + 1;
    if (problems.length > 0) {
      rows.push({ rowNumber, problems });
      continue;
    }
    rows.push({
      rowNumber,
      problems,
      person: {
        roles,
        first_name,
        last_name,
        home_country: country,
        ...(dob === undefined ? {} : { dob }),
        ...(ownership === undefined ? {} : { ownership_percentage: ownership }),
        ...optional("email"),
        ...optional("citizenship"),
        ...optional("phone_number"),
      },
    });
  }
  return { mapping, rows };
}
