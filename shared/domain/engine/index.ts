/**
 * The resource engine: from a type's declaration, its validation, CRUD, lists, expansion and
 * routes. The declarations themselves live in ../resources/ and reach the engine as a registry.
 */
export { anObject, declarationOf, LINE_ITEM_FIELDS, lineItemParentColumn, registryOf, REJECTERS, REJECTION_CODES } from "./declaration";
export type { RejectionCode, ResourceDeclaration, ResourceObject, ResourceRegistry } from "./declaration";
export { resourceActions } from "./actions";
export { listQuery } from "./lists";
export { present } from "./presentation";
export { lockPending } from "./rows";
export { ID_RULE } from "./rules";
export { checkSandboxOutcome, SANDBOX_OUTCOMES, sandboxOutcome } from "./sandbox";
export type { SandboxOutcome } from "./sandbox";
