/**
 * What a document is, as its heading says it after "Document 1: ": its type in words, and its category after it only
 * where the category says something the type does not ("driving licence (proof of identity)", but "proof of business
 * activity", never "proof of business activity (proof of business activity)": issue 43).
 */
import { codeInWords } from "../../../domain";

export function documentTitle(document: { document_type: string; category: string }): string {
  const type = codeInWords(document.document_type).toLowerCase();
  const category = codeInWords(document.category).toLowerCase();
  return type === category ? type : `${type} (${category})`;
}
