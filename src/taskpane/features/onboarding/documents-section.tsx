/**
 * Documents: each with its type, category, whom it belongs to and its images; a new document added for any person,
 * the business or the account usage; a document deleted with its images once confirmed; an image picked per side,
 * checked (type by content, size, count, side) before it is sent, and shown as a preview once sent.
 */
import { Button, Field, Select, Text } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import type { FxDeskClient, OnboardingDocumentFields } from "../../../api";
import { DOCUMENT_CATEGORIES, DOCUMENT_TYPES, IMAGE_SIDES } from "../../../api/schemas";
import type { LoadedApplication } from "../../../jobs";
import { describeError } from "../../components/describe-error";
import { addDocument, addImage, deleteDocument, deleteImage, type DocumentOwner } from "./application-actions";
import { DeletionDialog, type PendingDeletion } from "./deletion-dialog";
import { documentTitle } from "./document-title";
import { fieldElementId, NEW_DOCUMENT_KEY } from "./focus-targets";
import { readAsDataUrl } from "./read-file";
import { contentRefusal, uploadRefusal } from "./upload-checks";
import { codeInWords, plural } from "../../../domain";

/** A document the checklist asks for, to set the add form to: whose ("person:<id>", "business", "account_usage"), type and category. */
export interface DocumentRequest {
  owner: string;
  documentType: OnboardingDocumentFields["document_type"];
  category: OnboardingDocumentFields["category"];
  /** Counts requests, so the same one asked again sets the form again. */
  serial: number;
}

interface DocumentsSectionProps {
  client: FxDeskClient;
  loaded: LoadedApplication;
  readOnly: boolean;
  reload(): Promise<unknown>;
  request?: DocumentRequest;
}

type Side = (typeof IMAGE_SIDES)[number];

/** The "Belongs to" choice: a person's id after "person:", or the business, or the account usage. */
function ownerOf(choice: string): DocumentOwner {
  if (choice === "business") return { kind: "business" };
  if (choice === "account_usage") return { kind: "account_usage" };
  return { kind: "person", personId: choice.replace("person:", "") };
}

function DocumentImages({ client, loaded, documentId, index, readOnly, reload }: DocumentsSectionProps & { documentId: string; index: number }) {
  const [side, setSide] = useState<Side>("front");
  const [problem, setProblem] = useState<string>();
  const [previews, setPreviews] = useState<{ side: string; url: string }[]>([]);
  const images = loaded.images.get(documentId) ?? [];
  const sides = images.map((image) => image.side);
  const remove = async (imageId: string, imageSide: string) => {
    try {
      await deleteImage(client, loaded.form.id, documentId, imageId);
      setProblem(undefined);
      setPreviews((current) => current.filter((preview) => preview.side !== imageSide));
      await reload();
    } catch (error) {
      setProblem(describeError(error).message);
    }
  };
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refusal = uploadRefusal(file, side, sides);
    if (refusal) return setProblem(refusal);
    try {
      const url = await readAsDataUrl(file);
      const badContent = contentRefusal(file, url);
      if (badContent) return setProblem(badContent);
      await addImage(client, loaded.form.id, documentId, side, url);
      setProblem(undefined);
      setPreviews((current) => [...current, { side, url }]);
      await reload();
    } catch (error) {
      setProblem(describeError(error).message);
    }
  };
  return (
    <div>
      <Text>{sides.length === 0 ? "No images yet" : `Images: ${sides.join(", ")}`}</Text>
      {!readOnly &&
        images.map((image) => (
          <Button key={image.id} size="small" onClick={() => void remove(image.id, image.side)}>
            {`Delete the ${image.side} image of document ${index + 1}`}
          </Button>
        ))}
      <div>
        {previews.map((preview) =>
          preview.url.startsWith("data:application/pdf") ? (
            <Text key={preview.side}>{`${preview.side}: PDF`}</Text>
          ) : (
            <img key={preview.side} src={preview.url} alt={`${preview.side} of document ${index + 1}`} width={64} height={40} />
          ),
        )}
      </div>
      {!readOnly && (
        <>
          <Field label={`Side of the next image of document ${index + 1}`}>
            <Select id={fieldElementId(`documents[${index}].document_images`)} value={side} onChange={(_e, data) => setSide(data.value as Side)}>
              {IMAGE_SIDES.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {codeInWords(candidate)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={`Image file for document ${index + 1} (JPG, PNG or PDF under 10 MB)`} validationMessage={problem}>
            <input
              type="file"
              aria-label={`Image file for document ${index + 1}`}
              accept="image/jpeg,image/png,application/pdf"
              onChange={(event) => {
                const input = event.currentTarget;
                void pick(input.files?.[0]).finally(() => (input.value = ""));
              }}
            />
          </Field>
        </>
      )}
    </div>
  );
}

export function DocumentsSection(props: DocumentsSectionProps) {
  const { client, loaded, readOnly, reload, request } = props;
  const [type, setType] = useState<OnboardingDocumentFields["document_type"]>("passport");
  const [category, setCategory] = useState<OnboardingDocumentFields["category"]>("proof_of_identity");
  const [ownerChoice, setOwnerChoice] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [deletion, setDeletion] = useState<PendingDeletion>();
  useEffect(() => {
    if (request === undefined) return;
    setOwnerChoice(request.owner);
    setType(request.documentType);
    setCategory(request.category);
  }, [request]);
  const people = loaded.form.people ?? [];
  const owners = [
    ...people.map((person) => ({ value: `person:${person.id}`, label: `${person.first_name} ${person.last_name}` })),
    ...(loaded.form.business_information ? [{ value: "business", label: "The business" }] : []),
    ...(loaded.form.account_usage ? [{ value: "account_usage", label: "Account usage" }] : []),
  ];
  // What the select shows is what is sent: the choice made while it is still on offer, else the first owner shown.
  const owner = owners.find((candidate) => candidate.value === ownerChoice)?.value ?? owners[0]?.value;
  const ownerName = (documentId: string) => {
    const person = people.find((candidate) => candidate.document_ids?.includes(documentId));
    if (person) return `${person.first_name} ${person.last_name}`;
    if (loaded.form.business_information?.document_ids?.includes(documentId)) return "the business";
    if (loaded.form.account_usage?.document_ids?.includes(documentId)) return "account usage";
    return "nobody yet";
  };
  const add = async () => {
    if (owner === undefined) return setProblem("Add a person, the business information or the account usage first: a document belongs to one of them.");
    if (owner.startsWith("person:") && category !== "proof_of_identity") {
      return setProblem("A document attached to a person proves who they are: choose the category proof of identity, or attach it to the business.");
    }
    try {
      await addDocument(client, loaded, { document_type: type, category }, ownerOf(owner));
      setProblem(undefined);
      await reload();
    } catch (error) {
      setProblem(describeError(error).message);
    }
  };
  return (
    <section id="onboarding-documents" tabIndex={-1} aria-label="Documents">
      {loaded.documents.map((document, index) => (
        <fieldset key={document.id} id={fieldElementId(`documents[${index}]`)} tabIndex={-1} aria-label={`Document ${index + 1}`}>
          <legend>{`Document ${index + 1}: ${documentTitle(document)} of ${ownerName(document.id)}`}</legend>
          <DocumentImages {...props} documentId={document.id} index={index} />
          {!readOnly && (
            <Button
              id={fieldElementId(`documents[${index}].delete`)}
              size="small"
              onClick={() =>
                setDeletion({
                  name: `document ${index + 1}`,
                  consequence: `The ${codeInWords(document.document_type).toLowerCase()} of ${ownerName(document.id)} is deleted with its ${plural((loaded.images.get(document.id) ?? []).length, "image")}, and no longer attached to anyone.`,
                  run: async () => {
                    await deleteDocument(client, loaded.form.id, document.id);
                    await reload();
                  },
                })
              }
            >
              {`Delete document ${index + 1}`}
            </Button>
          )}
        </fieldset>
      ))}
      <DeletionDialog pending={deletion} onClose={() => setDeletion(undefined)} />
      {!readOnly && (
        <fieldset aria-label="Add a document">
          <Field label="Document type">
            <Select id={fieldElementId(NEW_DOCUMENT_KEY)} value={type} onChange={(_e, data) => setType(data.value as typeof type)}>
              {DOCUMENT_TYPES.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {codeInWords(candidate)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Category">
            <Select value={category} onChange={(_e, data) => setCategory(data.value as typeof category)}>
              {DOCUMENT_CATEGORIES.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {codeInWords(candidate)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Belongs to">
            <Select value={owner ?? ""} onChange={(_e, data) => setOwnerChoice(data.value)}>
              {owners.map((candidate) => (
                <option key={candidate.value} value={candidate.value}>
                  {candidate.label}
                </option>
              ))}
            </Select>
          </Field>
          <Button onClick={() => void add()}>Add document</Button>
          {problem && <Text role="alert">{problem}</Text>}
        </fieldset>
      )}
    </section>
  );
}
