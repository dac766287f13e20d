/**
 * What a document is, as its heading says it: its type in words, and its category after it only where the category
 * says something the type does not ("Driving licence (proof of identity)", but "Proof of business activity", never
 * "proof of business activity (proof of business activity)": issue 43).
 */
import { codeInWords } from "../../../domain";

export function documentTitle(document: { document_type: string; category: string }): string {
  const type = codeInWords(document.document_type);
  const category = codeInWords(document.category);
  return type.toLowerCase() === category.toLowerCase() ? type : `${type} (${category.toLowerCase()})`;
}
